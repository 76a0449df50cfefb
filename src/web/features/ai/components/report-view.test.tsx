import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@web/test/render";
import type { ValidationReport } from "@shared/schemas/ai";
import { ReportView } from "./report-view";

const SOURCE = {
  n: 4,
  url: "https://ecode360.com/lead-paint-ordinance",
  title: "New Jersey municipal lead-based paint inspection ordinance (eCode360)",
  accessed: "2026-11-23",
  supports: "Lead-safe certificates valid for two years.",
  idea: { slug: "lead-safe-certificate-calendar-for-small-landlords", title: "Lead-Safe Certificate Calendar for Small Landlords" },
};

const REPORT: ValidationReport = {
  id: "8d5c2f0e-4b7a-4c1e-9a55-1f2b3c4d5e6f",
  idea: "A lead inspection calendar for small landlords",
  category: null,
  engine: "model",
  model: "peer-model",
  difficultyScore: 4,
  summary: "We estimate a moderate build.",
  verdict: "refine",
  verdictReasons: ["Name the buyer first."],
  risks: ["One.", "Two.", "Three."],
  monetizationPaths: ["Per-unit plan."],
  executionTips: ["Import units from a CSV."],
  marketNotes: "Landlords in registry cities.",
  firstTest: { what: "Ten calls", how: "Ask how they track inspections.", passMark: "Three pilots." },
  catalogueFacts: ["New Jersey lead-safe certificates are valid for two years. [4]", "Pricing is per unit."],
  sources: [SOURCE],
  unverifiedClaims: ["Avail: a competitor the model named from its own knowledge."],
  closestIdeas: [{ slug: SOURCE.idea.slug, title: SOURCE.idea.title, category: "saas", competitors: ["ExpiryEdge"] }],
  nearDuplicate: null,
  founderScores: null,
  createdAt: "2026-11-27T10:00:00.000Z",
};

describe("a model's report", () => {
  it("links each cited source to its page and shows what the research does not back as the model's own knowledge", async () => {
    renderRoutes([{ path: "/", element: <ReportView report={REPORT} /> }], "/");
    const citation = await screen.findByRole("link", { name: `Source 4: ${SOURCE.title}` });
    expect(citation).toHaveAttribute("href", SOURCE.url);
    expect(citation).toHaveTextContent("[4]");
    expect(screen.getByText("New Jersey lead-safe certificates are valid for two years.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: SOURCE.title })).toHaveAttribute("href", SOURCE.url);
    expect(screen.getByText(/Opened Nov 23, 2026 for/)).toBeInTheDocument();

    const unverified = screen.getByText("Model knowledge, unverified").closest("[class*='border-amber']") as HTMLElement;
    expect(within(unverified).getByText("Avail: a competitor the model named from its own knowledge.")).toBeInTheDocument();
    // Not passed off as our research: the claim is not among the catalogue's facts.
    expect(screen.getByText("Facts this report took from the catalogue").parentElement).not.toHaveTextContent("Avail");
  });

  it("shows no sources or unverified section for a report without them", async () => {
    renderRoutes([{ path: "/", element: <ReportView report={{ ...REPORT, engine: "builtin", model: null, catalogueFacts: ["A fact."], sources: [], unverifiedClaims: [] }} /> }], "/");
    expect(await screen.findByText("A fact.")).toBeInTheDocument();
    expect(screen.queryByText("Sources cited")).not.toBeInTheDocument();
    expect(screen.queryByText("Model knowledge, unverified")).not.toBeInTheDocument();
  });
});
