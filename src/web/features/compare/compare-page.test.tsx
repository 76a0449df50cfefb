import { screen, within } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { CompareColumn } from "@shared/schemas/compare-api";
import type { IdeaFitResponse } from "@shared/founder-fit";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { renderRoutes } from "@web/test/render";
import { ComparePage } from "./compare-page";
import { bestColumns, PAID_NUMBER_ROWS } from "./compare-rows";

const routes: RouteObject[] = [{ path: "/compare", element: <ComparePage /> }];

const column = (slug: string, full: boolean, overrides: { difficulty?: number; overall?: number; fit?: IdeaFitResponse | null } = {}): CompareColumn => ({
  found: true,
  slug,
  id: `id-${slug}`,
  title: `Idea ${slug}`,
  tagline: `Tagline ${slug}`,
  category: "saas",
  isProPick: !full,
  scores: { opportunity: 7, problem: 7, feasibility: 7, whyNow: 7, overall: overrides.overall ?? 7 },
  fit: overrides.fit ?? null,
  full: full
    ? {
        revenue: { min: 10_000, max: 90_000, monthlyEstimate: 3000 },
        executionDifficulty: overrides.difficulty ?? 5,
        timeToMvpWeeks: 6,
        competitors: [`Rival of ${slug}`],
        triggers: [{ date: "2027-01-01", kind: "effective", summary: `Rule for ${slug} takes effect` }],
        sources: [{ title: `Source for ${slug}`, url: `https://example.com/${slug}` }],
      }
    : null,
});

describe("ComparePage", () => {
  it("shows the ideas in aligned rows, highlights the best differing value, and shows a locked column as locked", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/me": unauthorized,
      "GET /api/v1/compare": { body: { columns: [column("a", true, { difficulty: 3, overall: 8 }), column("b", true, { difficulty: 6 }), column("c", false), { found: false, slug: "gone" }] } },
    });
    renderRoutes(routes, "/compare?ideas=a,b,c,gone");
    const table = await screen.findByRole("table");
    expect(calls.find((call) => call.path === "/api/v1/compare")!.search).toBe("?ideas=a,b,c,gone");
    expect(within(within(table).getAllByRole("rowgroup")[0]!).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      expect.stringContaining("Idea a"),
      expect.stringContaining("Idea b"),
      expect.stringContaining("Idea c"),
    ]);
    // On phones the label is a row of its own above the values: the values are the last row named so.
    const difficulty = within(table).getAllByRole("row", { name: /Execution difficulty/ }).at(-1)!;
    const cells = within(difficulty).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("3/10 (best of these)");
    expect(cells[1]).toHaveTextContent("6/10");
    expect(cells[1]).not.toHaveTextContent("best");
    expect(cells[2]).toHaveTextContent("Locked on your plan");
    expect(within(within(table).getAllByRole("row", { name: /Overall score/ }).at(-1)!).getAllByRole("cell")[0]).toHaveTextContent("8.0 (best of these)");
    expect(within(table).getAllByRole("row", { name: /Competitors/ }).at(-1)).toHaveTextContent("Rival of a");
    expect(screen.getByText(/No longer in the catalogue: gone/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  });

  it("shows a member's fit per idea as the server sent it, and no fit row for a visitor", async () => {
    const fitted: IdeaFitResponse = { access: "full", profileSet: true, fit: { score: 82, reasons: [{ kind: "good", text: "Uses the skills you listed: web development" }, { kind: "warn", text: "Needs about 10 hours a week; you said 5" }, { kind: "info", text: "A third reason left for the idea page" }] } };
    const locked: IdeaFitResponse = { access: "none", profileSet: true, fit: null };
    mockFetch({
      "GET /api/v1/me": unauthorized,
      "GET /api/v1/compare": { body: { columns: [column("a", true, { fit: fitted }), column("b", false, { fit: locked })] } },
    });
    renderRoutes(routes, "/compare?ideas=a,b");
    const table = await screen.findByRole("table");
    const cells = within(within(table).getAllByRole("row", { name: /Your fit/ }).at(-1)!).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("82of 100");
    expect(cells[0]).toHaveTextContent("Uses the skills you listed: web development");
    expect(cells[0]).not.toHaveTextContent("A third reason");
    expect(cells[1]).toHaveTextContent("Locked on your plan");
  });

  it("links to the founder profile where a member has none, and shows no fit row to a visitor", async () => {
    mockFetch({
      "GET /api/v1/me": unauthorized,
      "GET /api/v1/compare": { body: { columns: [column("a", true, { fit: { access: "full", profileSet: false, fit: null } }), column("b", true)] } },
    });
    const view = renderRoutes(routes, "/compare?ideas=a,b");
    expect(await screen.findByRole("link", { name: "Set your founder profile" })).toHaveAttribute("href", "/settings#founder-profile");
    view.unmount();
    mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/compare": { body: { columns: [column("a", true), column("b", true)] } } });
    renderRoutes(routes, "/compare?ideas=a,b");
    const table = await screen.findByRole("table");
    expect(within(table).queryAllByRole("row", { name: /Your fit/ })).toHaveLength(0);
  });

  it("asks for at least two ideas without calling the server", async () => {
    const { calls } = mockFetch({ "GET /api/v1/me": unauthorized });
    renderRoutes(routes, "/compare?ideas=a");
    expect(await screen.findByText(/Pick at least 2 ideas/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/v1/compare")).toBe(false);
  });

  it("highlights nothing when the values are equal or only one is known", () => {
    const difficulty = PAID_NUMBER_ROWS.find((row) => row.label.startsWith("Execution"))!;
    const [a, b, c] = [column("a", true), column("b", true), column("c", false)] as Extract<CompareColumn, { found: true }>[];
    expect(bestColumns(difficulty, [a!, b!]).size).toBe(0);
    expect(bestColumns(difficulty, [a!, c!]).size).toBe(0);
  });
});
