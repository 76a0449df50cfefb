import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { routes } from "@web/app/routes";
import { VALIDATE_UPGRADE } from "./validate-page";

const REPORT = { id: "8d5c2f0e-4b7a-4c1e-9a55-1f2b3c4d5e6f", idea: "A renewal tracker for web agencies", verdict: "refine", difficultyScore: 6, engine: "builtin", createdAt: "2026-11-02T10:00:00.000Z" };

function renderAt(path: string, tier: "free" | "starter" | "pro") {
  const mock = mockFetch({
    "GET /api/v1/me": { body: meFor({ tier }) },
    "GET /api/v1/public-config": { body: publicConfig },
    "GET /api/v1/validate/reports": { body: { data: [REPORT] } },
    "GET /api/v1/usage": { body: { data: { kind: "validate", used: 0, limit: 3, remaining: 3, resetsAt: "2026-12-01T00:00:00.000Z" } } },
    "GET /api/v1/ai/engine": { body: { engine: "builtin", model: null } },
  });
  return { ...renderRoutes(routes, path), ...mock };
}

describe("/validate after a downgrade", () => {
  it("keeps a member who left Pro on the page with the reports they made, and offers the upgrade instead of the form", async () => {
    const { router, calls } = renderAt("/validate", "starter");
    expect(await screen.findByText(VALIDATE_UPGRADE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/validate");
    const reports = await screen.findByRole("region", { name: "My reports" });
    expect(within(reports).getByRole("link", { name: /A renewal tracker for web agencies/ })).toHaveAttribute("href", `/validate/${REPORT.id}`);
    expect(screen.queryByRole("button", { name: "Validate Idea" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    // Nothing is asked that only Pro may use.
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("opens one of their reports without sending them to /pricing", async () => {
    const { router } = renderAt(`/validate/${REPORT.id}`, "free");
    expect(await screen.findByRole("heading", { name: "Validation report" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/validate/${REPORT.id}`);
  });
});
