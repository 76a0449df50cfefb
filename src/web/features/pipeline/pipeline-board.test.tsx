import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { PipelineItem } from "@shared/schemas/pipeline-api";
import { mockFetch } from "@web/test/fetch-mock";
import { renderRoutes } from "@web/test/render";
import { PipelineBoard } from "./components/pipeline-board";
import { buildersText } from "./components/idea-pipeline-panel";
import { stageOptions } from "./components/stage-mover";

const routes: RouteObject[] = [{ path: "/dashboard", element: <PipelineBoard /> }];

const item = (slug: string, overrides: Partial<PipelineItem> = {}, workable = true): PipelineItem => ({
  idea: { id: `00000000-0000-4000-8000-00000000000${slug.length}`, slug, title: `Idea ${slug}`, tagline: "t", category: "saas", isProPick: false, workable },
  savedAt: "2026-11-20T10:00:00.000Z",
  stage: "saved",
  stageChangedAt: "2026-11-20T10:00:00.000Z",
  dropReason: null,
  notes: "",
  moves: [],
  tests: [],
  ...overrides,
});

describe("PipelineBoard", () => {
  it("lists ideas by stage on a phone, with the open test, the drop reason and export links", async () => {
    mockFetch({
      "GET /api/v1/pipeline": {
        body: {
          items: [
            item("a", {
              stage: "testing",
              stageChangedAt: "2026-11-25T08:00:00.000Z",
              tests: [{ id: "t1", action: "Write to 25 firms.", stopRule: "Stop if fewer than 3 of the 25 agree to a call (our one-in-ten bar).", dueOn: "2026-12-02", committedAt: "2026-11-25T08:00:00.000Z", passed: null, resultNote: null, loggedAt: null, shareResult: false }],
            }),
            item("bb", { stage: "dropped", dropReason: "Crowded market" }),
          ],
        },
      },
    });
    renderRoutes(routes, "/dashboard");
    const testing = await screen.findByRole("region", { name: "Testing" });
    expect(within(testing).getByText("Testing since Nov 25, 2026")).toBeInTheDocument();
    expect(within(testing).getByText(/Stop if fewer than 3 of the 25/)).toBeInTheDocument();
    expect(within(testing).getByRole("button", { name: "Passed" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Dropped" })).getByText("Dropped: Crowded market")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /CSV/ })).toHaveAttribute("href", "/api/v1/pipeline/export?format=csv");
    expect(screen.getByRole("link", { name: /JSON/ })).toHaveAttribute("href", "/api/v1/pipeline/export?format=json");
  });

  it("asks why before dropping, and sends the reason", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/pipeline": { body: { items: [item("a", { stage: "exploring" })] } },
      "PATCH /api/v1/pipeline/00000000-0000-4000-8000-000000000001/stage": ({ body }) => ({ body: item("a", { stage: "dropped", dropReason: (body as { reason: string }).reason }) }),
    });
    renderRoutes(routes, "/dashboard");
    const select = await screen.findByRole("combobox", { name: "Stage of Idea a" });
    await userEvent.selectOptions(select, "dropped");
    const drop = screen.getByRole("button", { name: "Drop idea" });
    expect(drop).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Why are you dropping it?"), "No budget");
    await userEvent.click(drop);
    await screen.findByText("Moved to Dropped");
    expect(calls.find((call) => call.method === "PATCH")!.body).toEqual({ stage: "dropped", reason: "No budget" });
  });

  it("offers only saved and dropped for an idea the plan does not open, and counts builders without names", () => {
    expect(stageOptions(item("x", {}, false)).map((option) => option.value)).toEqual(["saved", "dropped"]);
    expect(stageOptions(item("x")).map((option) => option.value)).toEqual(["saved", "exploring", "testing", "building", "launched", "dropped"]);
    expect(buildersText(0)).toBe("No member is building this idea yet.");
    expect(buildersText(1)).toBe("1 member is building this idea.");
    expect(buildersText(7)).toBe("7 members are building this idea.");
  });
});
