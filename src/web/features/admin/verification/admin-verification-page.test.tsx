import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import type { VerificationQueueResponse } from "@shared/schemas/verification";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminVerificationPage } from "./admin-verification-page";

const routes: RouteObject[] = [
  { path: "/admin/verification", element: <AdminVerificationPage /> },
  { path: "/admin/ideas", element: <p>Manage Ideas page</p> },
];
const QUEUE = "GET /api/v1/admin/verification";
const IDEA_ID = "11111111-1111-4111-8111-111111111111";
const VERIFY = `POST /api/v1/admin/verification/${IDEA_ID}/verified`;

function queue(overrides: Partial<VerificationQueueResponse> = {}): VerificationQueueResponse {
  return {
    ideas: [
      {
        id: IDEA_ID,
        slug: "rule-tracker",
        title: "Rule tracker for small filers",
        category: "saas",
        lastVerifiedAt: "2026-05-01T00:00:00.000Z",
        lastVerifiedBy: "editor@example.com",
        reasons: [
          { kind: "age", days: 211 },
          { kind: "trigger", date: "2026-11-15", triggerKind: "effective", summary: "The state rule took effect for every filer." },
          { kind: "source", url: "https://example.gov/rule", title: "The state's rule page", httpStatus: 404, error: "HTTP 404", checkedAt: "2026-11-27T10:00:00.000Z" },
        ],
      },
      { id: "22222222-2222-4222-8222-222222222222", slug: "never-checked", title: "An idea never verified", category: "marketplace", lastVerifiedAt: null, lastVerifiedBy: null, reasons: [{ kind: "age", days: null }] },
    ],
    totalDue: 2,
    failingLinks: [
      { ideaId: IDEA_ID, slug: "rule-tracker", title: "Rule tracker for small filers", url: "https://example.gov/rule", sourceTitle: "The state's rule page", httpStatus: 404, error: "HTTP 404", checkedAt: "2026-11-27T10:00:00.000Z" },
      { ideaId: IDEA_ID, slug: "rule-tracker", title: "Rule tracker for small filers", url: "https://dead.example.com/", sourceTitle: "A dead vendor page", httpStatus: null, error: "connection refused", checkedAt: "2026-11-26T10:00:00.000Z" },
    ],
    totalFailingLinks: 2,
    linkCheck: { enabled: true, sources: 120, checked: 80, lastCheckedAt: "2026-11-27T10:00:00.000Z" },
    ...overrides,
  };
}

function renderPage(extra: MockRoutes = {}) {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) }, [QUEUE]: { body: queue() }, ...extra });
  return { ...renderRoutes(routes, "/admin/verification"), ...mock };
}

describe("AdminVerificationPage", () => {
  it("lists the due ideas with every reason, and the failing links with their status and when checked", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Re-verification" })).toBeInTheDocument();
    const due = await screen.findByRole("region", { name: /Due ideas/ });
    const [first, second] = within(due).getAllByRole("listitem").filter((item) => item.parentElement?.parentElement === due);
    expect(within(first!).getByRole("heading", { name: "Rule tracker for small filers" })).toBeInTheDocument();
    expect(within(first!).getByText(/by editor@example.com/)).toBeInTheDocument();
    const reasons = within(first!).getByRole("list", { name: "Why it is due" });
    expect(within(reasons).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Last verified 211 days ago (due after 180)",
      "Trigger passed on Nov 15, 2026 (effective): The state rule took effect for every filer.",
      "Source failing (HTTP 404, checked Nov 27, 2026): The state's rule page",
    ]);
    expect(within(second!).getByText("Never verified")).toBeInTheDocument();
    expect(within(first!).getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/admin/ideas?search=rule-tracker&edit=${IDEA_ID}`);

    const failing = screen.getByRole("region", { name: /Failing links/ });
    const refused = within(failing).getByRole("link", { name: "A dead vendor page" }).closest("li")!;
    expect(within(refused).getByText("connection refused")).toBeInTheDocument();
    expect(within(refused).getByText(/Checked/)).toHaveTextContent("Checked Nov 26, 2026");
    expect(within(failing).getByText("HTTP 404")).toBeInTheDocument();
    expect(screen.getByText(/Cited links \(sources and trigger pages\): 80 of 120 checked/)).toBeInTheDocument();
  });

  it("marks an idea verified in one click and reads the queue again", async () => {
    let answered = queue();
    const { calls } = renderPage({
      [QUEUE]: () => ({ body: answered }),
      [VERIFY]: () => {
        answered = queue({ ideas: queue().ideas.slice(1), totalDue: 1 });
        return { body: { message: "Marked “Rule tracker for small filers” as verified", verifiedAt: "2026-11-28T02:00:00.000Z" } };
      },
    });
    const [button] = await screen.findAllByRole("button", { name: "Verified, nothing changed" });
    await userEvent.click(button!);
    expect(await screen.findByText("Marked “Rule tracker for small filers” as verified", { selector: "[data-title]" })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([`/api/v1/admin/verification/${IDEA_ID}/verified`]);
    expect(await screen.findAllByRole("button", { name: "Verified, nothing changed" })).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: "Rule tracker for small filers" })).not.toBeInTheDocument();
  });

  it("says when nothing is due, when no link fails, and when link checks are off", async () => {
    renderPage({ [QUEUE]: { body: queue({ ideas: [], totalDue: 0, failingLinks: [], totalFailingLinks: 0, linkCheck: { enabled: false, sources: 120, checked: 0, lastCheckedAt: null } }) } });
    expect(await screen.findByText(/Nothing is due/)).toBeInTheDocument();
    expect(screen.getByText("No source link failed its last check.")).toBeInTheDocument();
    expect(screen.getByText(/Link checks are off on this server/)).toBeInTheDocument();
  });

  it("says how many are due and failing in all when it lists only the first of them", async () => {
    renderPage({ [QUEUE]: { body: queue({ totalDue: 1250, totalFailingLinks: 340 }) } });
    expect(await screen.findByRole("heading", { name: "Due ideas (1,250)" })).toBeInTheDocument();
    expect(screen.getByText("Showing the 2 that have gone longest without verification; each one verified makes room for the next.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Failing links (340)" })).toBeInTheDocument();
    expect(screen.getByText("Showing the 2 checked most recently.")).toBeInTheDocument();
  });

  it("offers a retry when the queue cannot be read", async () => {
    renderPage({ [QUEUE]: { status: 500, body: { error: { code: "SERVER", message: "Something went wrong" } } } });
    expect(await screen.findByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
