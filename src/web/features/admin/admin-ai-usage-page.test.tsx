import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { AiUsageReport } from "@shared/schemas/ai-usage";
import { DEFAULT_ADMIN_SETTINGS, type AdminSettings } from "@shared/schemas/admin-settings";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminAiUsagePage } from "./admin-ai-usage-page";

const routes: RouteObject[] = [{ path: "/admin/ai-usage", element: <AdminAiUsagePage /> }];
const USAGE = "GET /api/v1/admin/ai-usage";
const SETTINGS = "GET /api/v1/admin/settings";
const PUT = "PUT /api/v1/admin/settings";

const stored: AdminSettings = { ...DEFAULT_ADMIN_SETTINGS, aiSettings: { prices: [{ model: "gpt-4o-mini", inputPerMillion: 0.15, outputPerMillion: 0.6 }], dailySpendCap: 2 } };

function report(overrides: Partial<AiUsageReport> = {}): AiUsageReport {
  const totals = { calls: 12, unreported: 1, inputTokens: 40_000, outputTokens: 9_000, cost: 0.0114 };
  return {
    since: "2026-10-29",
    days: 30,
    total: totals,
    byDay: [{ day: "2026-11-27", ...totals }],
    byTool: [
      { tool: "chat", calls: 10, unreported: 1, inputTokens: 30_000, outputTokens: 6_000, cost: 0.0081 },
      { tool: "validation", calls: 2, unreported: 0, inputTokens: 10_000, outputTokens: 3_000, cost: 0.0033 },
    ],
    byModel: [{ model: "gpt-4o-mini", priced: true, ...totals }],
    today: { cost: 0.0114, cap: 2, paused: false, resumesAt: "2026-11-28T00:00:00.000Z" },
    currentModel: "gpt-4o-mini",
    currentModelPriced: true,
    ...overrides,
  };
}

function renderPage(extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": { body: meFor({ role: "admin" }) },
    [USAGE]: ({ url }) => ({ body: { data: { ...report(), days: Number(url.searchParams.get("days")) } } }),
    [SETTINGS]: { body: stored },
    ...extra,
  });
  return { ...renderRoutes(routes, "/admin/ai-usage"), ...mock };
}

describe("AdminAiUsagePage", () => {
  it("shows today's spend against the cap, the period's figures by tool, and the calls the provider never counted", async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "AI usage" })).toBeInTheDocument();
    expect(await screen.findByText("Cap $2.00")).toBeInTheDocument();
    const byTool = screen.getByRole("table", { name: /Model calls by AI tool/ });
    const chat = within(byTool).getByRole("row", { name: /AI chat/ });
    expect(within(chat).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["10", "30,000", "6,000", "$0.0081"]);
    expect(screen.getByText(/1 call was cut off before the provider reported tokens/)).toBeInTheDocument();
    expect(screen.queryByText(/Model calls are paused/)).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/v1/admin/ai-usage")?.search).toBe("?days=30");
  });

  it("says when calls are paused, and which model has no price", async () => {
    renderPage({
      [USAGE]: { body: { data: report({ today: { cost: 2.04, cap: 2, paused: true, resumesAt: "2026-11-28T00:00:00.000Z" }, currentModel: "llama3", currentModelPriced: false }) } },
    });
    expect(await screen.findByText(/Model calls are paused until 00:00 UTC: today's estimated cost, \$2\.04, reached the \$2\.00 cap/)).toBeInTheDocument();
    expect(screen.getByText(/No price is set for llama3/)).toBeInTheDocument();
  });

  it("saves the prices and the cap into the admin settings, and shows the server's reason for a bad one", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: { code: "VALIDATION", message: "Please check your input and try again.", issues: [{ path: "aiSettings.dailySpendCap", message: "The daily spending cap must be a dollar amount from 0.01 to 1,000,000" }] } },
    };
    const { calls } = renderPage({ [PUT]: ({ body }) => (answer.status === 200 ? { body } : answer) });
    const cap = await screen.findByLabelText("Daily spending cap ($)");
    await userEvent.clear(cap);
    await userEvent.type(cap, "-1");
    await userEvent.click(screen.getByRole("button", { name: "Save prices and cap" }));
    expect((await screen.findAllByText("The daily spending cap must be a dollar amount from 0.01 to 1,000,000")).length).toBeGreaterThan(0);

    answer = { status: 200, body: null };
    await userEvent.clear(cap);
    await userEvent.type(cap, "5");
    await userEvent.clear(screen.getByLabelText("Output $ / 1M"));
    await userEvent.type(screen.getByLabelText("Output $ / 1M"), "0.8");
    await userEvent.click(screen.getByRole("button", { name: "Save prices and cap" }));
    expect(await screen.findByText("Prices and cap saved", { selector: "[data-title]" })).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === "PUT");
    expect(puts.at(-1)?.body).toEqual({ ...stored, aiSettings: { prices: [{ model: "gpt-4o-mini", inputPerMillion: 0.15, outputPerMillion: 0.8 }], dailySpendCap: 5 } });
  });
});
