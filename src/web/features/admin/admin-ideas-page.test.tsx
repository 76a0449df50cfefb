import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { AdminIdeaRow, AdminIdeasListResponse } from "@shared/schemas/admin-ideas";
import { mockFetch, type FetchCall, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminIdeasPage } from "./admin-ideas-page";

const routes: RouteObject[] = [{ path: "/admin/ideas", element: <AdminIdeasPage /> }];
const LIST = "GET /api/v1/admin/ideas";

function row(n: number, overrides: Partial<AdminIdeaRow> = {}): AdminIdeaRow {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    slug: `idea-${n}`,
    title: `Idea number ${n}`,
    tagline: "A tagline",
    category: "saas",
    status: "published",
    isProPick: false,
    isFeatured: false,
    isDaily: false,
    viewCount: 10 * n,
    aiDraftedBy: null,
    createdAt: "2026-03-02T12:00:00.000Z",
    updatedAt: "2026-03-02T12:00:00.000Z",
    publishedAt: "2026-03-02T12:00:00.000Z",
    ...overrides,
  };
}

const daily = row(1, { isDaily: true, title: "Cash Flow Radar" });
const drafted = row(2, { status: "draft", aiDraftedBy: "builtin", isProPick: true });

function listOf(items: AdminIdeaRow[]): AdminIdeasListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    stats: { total: 57, published: 41, proPicks: 9, totalViews: 12345 },
    daily: {
      day: "2026-03-02",
      ideaId: daily.id,
      title: daily.title,
      slug: daily.slug,
      subject: "Today's Startup Idea: Cash Flow Radar",
      expiresAt: new Date(Date.now() + (5 * 60 + 7) * 60_000 + 30_000).toISOString(),
      sentAt: null,
    },
  };
}

function renderPage(overrides: MockRoutes = {}, path = "/admin/ideas") {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) }, [LIST]: { body: listOf([daily, drafted]) }, ...overrides });
  return { ...renderRoutes(routes, path), ...mock };
}

const lastListQuery = (calls: FetchCall[]) =>
  new URLSearchParams(calls.filter((call) => call.method === "GET" && call.path === "/api/v1/admin/ideas").at(-1)?.search ?? "");

describe("AdminIdeasPage", { timeout: 20_000 }, () => {
  it("shows today's idea with its subject and time left, the four figures, and each idea's badges", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Manage Ideas" })).toBeInTheDocument();
    expect(await screen.findByText("Today's Startup Idea: Cash Flow Radar")).toBeInTheDocument();
    expect(screen.getByText("5h 07m")).toBeInTheDocument();
    for (const [label, value] of [["Total Ideas", "57"], ["Published", "41"], ["Pro Picks", "9"], ["Total Views", "12,345"]] as const) {
      const card = screen.getAllByText(label).find((element) => element.tagName === "P")!.closest("div")!.parentElement!;
      expect(card).toHaveTextContent(`${label}${value}`);
    }
    const table = screen.getByRole("table", { name: "Ideas, newest first" });
    const draftRow = within(table).getByRole("row", { name: /Idea number 2/ });
    expect(within(draftRow).getByText("AI-drafted")).toBeInTheDocument();
    expect(within(draftRow).getByText("Pro Pick")).toBeInTheDocument();
    expect(within(draftRow).getByLabelText("Status of Idea number 2")).toHaveValue("draft");
    expect(within(within(table).getByRole("row", { name: /Cash Flow Radar/ })).getByText("Daily idea")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "AI Generate" })).toHaveAttribute("href", "/admin/ideas/generate");
  });

  it("keeps the filters in the URL and asks the server for them", async () => {
    const { calls, router } = renderPage();
    await screen.findByText("Idea number 2");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "fintech");
    await userEvent.selectOptions(screen.getByLabelText("Pro Pick"), "pro");
    await waitFor(() => expect(lastListQuery(calls).get("pick")).toBe("pro"));
    expect(lastListQuery(calls).get("category")).toBe("fintech");
    expect(router.state.location.search).toBe("?category=fintech&pick=pro");
  });

  it("changes a status from the row and deletes only after the spec's confirmation", async () => {
    const { calls } = renderPage({
      "PATCH /api/v1/admin/ideas/00000000-0000-4000-8000-000000000002/status": { body: { idea: { ...drafted, status: "published" }, message: "Idea status updated to published" } },
      "DELETE /api/v1/admin/ideas/00000000-0000-4000-8000-000000000002": { status: 204 },
    });
    await screen.findByText("Idea number 2");
    await userEvent.selectOptions(screen.getByLabelText("Status of Idea number 2"), "published");
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH" && (call.body as { status: string }).status === "published")).toBe(true));

    await userEvent.click(screen.getByRole("button", { name: "Actions for Idea number 2" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText('Are you sure you want to delete "Idea number 2"? This action cannot be undone.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
  });

  it("opens the editor of the idea in ?edit= (the re-verification queue's Edit link) and drops the parameter", async () => {
    const { router } = renderPage({}, `/admin/ideas?search=idea-2&edit=${drafted.id}`);
    expect(await screen.findByRole("dialog", { name: 'Edit "Idea number 2"' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe("?search=idea-2"));
  });

  it("archives only with the public reason, and shows the server's refusal in the dialog", async () => {
    const REASON = "A bigger vendor shipped the same checker for free.";
    const { calls } = renderPage({
      "PATCH /api/v1/admin/ideas/00000000-0000-4000-8000-000000000001/status": ({ body }) =>
        (body as { source_url?: string }).source_url === "ftp://bad"
          ? { status: 400, body: { error: { code: "VALIDATION", message: "Invalid input", issues: [{ path: "source_url", message: "A source link starts with http:// or https://" }] } } }
          : { body: { idea: { ...daily, status: "archived" }, message: "Idea status updated to archived" } },
    });
    await screen.findByText("Idea number 2");
    await userEvent.selectOptions(screen.getByLabelText("Status of Cash Flow Radar"), "archived");
    const dialog = await screen.findByRole("dialog", { name: "Archive idea" });
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    // Too short: refused before anything is sent.
    await userEvent.type(within(dialog).getByLabelText("Why is it retired? (required)"), "Gone");
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
    expect(await within(dialog).findByText(/Say why the idea is retired/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText("Why is it retired? (required)"));
    await userEvent.type(within(dialog).getByLabelText("Why is it retired? (required)"), REASON);
    await userEvent.type(within(dialog).getByLabelText("Source link (optional)"), "ftp://bad");
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
    expect(await within(dialog).findByText("A source link starts with http:// or https://")).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText("Source link (optional)"));
    await userEvent.type(within(dialog).getByLabelText("Source link (optional)"), "https://example.com/launch");
    await userEvent.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const patches = calls.filter((call) => call.method === "PATCH").map((call) => call.body);
    expect(patches.at(-1)).toEqual({ status: "archived", reason: REASON, source_url: "https://example.com/launch" });
  });
});
