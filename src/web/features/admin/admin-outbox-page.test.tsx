import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailRunsResponse } from "@shared/schemas/admin-mail";
import { mockFetch, type FetchCall, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminOutboxPage } from "./admin-outbox-page";

const routes: RouteObject[] = [{ path: "/admin/outbox", element: <AdminOutboxPage /> }];
const RUNS = "GET /api/v1/admin/mail/runs";
const SEND = "POST /api/v1/admin/mail/send-daily";
const OUTBOX = "GET /api/v1/admin/outbox";
const CONFIRM = "Send today's idea e-mail to every subscriber now? Each address gets it at most once a day.";

type Run = MailRunsResponse["runs"][number];

const succeeded: Run = {
  runKey: "daily-send:2026-11-21",
  status: "succeeded",
  startedAt: "2026-11-21T09:00:00.000Z",
  finishedAt: "2026-11-21T09:01:00.000Z",
  detail: { recipients: 3, mail: { sent: 2, queued: 0, failed: 0, stored: 1 } },
};
const trend: Run = { runKey: "trend-alert:2026-11-16", status: "failed", startedAt: "2026-11-16T09:00:00.000Z", finishedAt: "2026-11-16T09:00:02.000Z", detail: { error: "SMTP down" } };
const running: Run = { runKey: "daily-send:2026-11-22", status: "running", startedAt: "2026-11-22T09:00:00.000Z", finishedAt: null, detail: null };

const dailyMail = {
  id: "m1",
  kind: "daily_idea",
  to: "ada@example.com",
  subject: "Today's Startup Idea: Court Queue",
  status: "stored",
  createdAt: "2026-11-22T09:00:01.000Z",
  sentAt: null,
};

function renderPage(extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": { body: meFor({ role: "admin" }) },
    [OUTBOX]: { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    [RUNS]: { body: { runs: [succeeded, trend] } },
    ...extra,
  });
  return { ...renderRoutes(routes, "/admin/outbox"), ...mock };
}

const count = (calls: FetchCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).length;
const runsList = () => screen.getByRole("list", { name: "Mail runs" });

afterEach(() => vi.useRealTimers());

describe("AdminOutboxPage mail runs", () => {
  it("lists recent runs with readable names, status, times and counts", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Outbox" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Recent mail runs" })).toBeInTheDocument();

    const daily = (await screen.findByText("Daily idea e-mail, Nov 21, 2026")).closest("li")!;
    expect(within(daily).getByText("Succeeded")).toBeInTheDocument();
    expect(within(daily).getByText(/^Started/).closest("p")).toHaveTextContent(/Started Nov 21, 2026.*Finished Nov 21, 2026/);
    expect(daily.querySelector("dl")).toHaveTextContent("Recipients3Sent2Queued0Failed0Stored1");

    const alert = within(runsList()).getByText("Trend alert, week of Nov 16, 2026").closest("li")!;
    expect(within(alert).getByText("Failed")).toBeInTheDocument();
    expect(within(alert).getByText("Reason: SMTP down")).toBeInTheDocument();
  });

  it("says when no run has happened yet", async () => {
    renderPage({ [RUNS]: { body: { runs: [] } } });
    expect(await screen.findByText(/No mail runs yet/)).toBeInTheDocument();
  });

  it("shows five runs, then all of them on request", async () => {
    const many = Array.from({ length: 7 }, (_, i): Run => ({ ...succeeded, runKey: `daily-send:2026-11-${String(10 + i)}` }));
    renderPage({ [RUNS]: { body: { runs: many } } });
    await screen.findByText("Daily idea e-mail, Nov 10, 2026");
    expect(within(runsList()).getAllByRole("listitem")).toHaveLength(5);
    await userEvent.click(screen.getByRole("button", { name: "Show all 7 runs" }));
    expect(within(runsList()).getAllByRole("listitem")).toHaveLength(7);
    expect(screen.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  });

  it("asks again every 10 s while a run is running, and refreshes the outbox when it ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let runs = [running, succeeded];
    const { calls } = renderPage({
      [RUNS]: () => ({ body: { runs } }),
      [OUTBOX]: () => ({ body: runs[0]!.status === "running" ? { items: [], total: 0, page: 1, pageSize: 25 } : { items: [dailyMail], total: 1, page: 1, pageSize: 25 } }),
    });
    const item = (await screen.findByText("Daily idea e-mail, Nov 22, 2026")).closest("li")!;
    expect(within(item).getByText("Running")).toBeInTheDocument();
    expect(within(item).getByText(/Still running/)).toBeInTheDocument();
    expect(count(calls, "GET", "/api/v1/admin/mail/runs")).toBe(1);

    runs = [{ ...running, status: "succeeded", finishedAt: "2026-11-22T09:00:05.000Z", detail: { recipients: 1, mail: { stored: 1 } } }, succeeded];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(within(runsList()).getAllByText("Succeeded")).toHaveLength(2));
    expect(count(calls, "GET", "/api/v1/admin/mail/runs")).toBe(2);
    expect((await screen.findAllByText("Today's Startup Idea: Court Queue")).length).toBeGreaterThan(0);

    // Nothing running any more: no further polling.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(count(calls, "GET", "/api/v1/admin/mail/runs")).toBe(2);
  });
});

describe("AdminOutboxPage send today's e-mail", () => {
  it("asks first; Cancel sends nothing", async () => {
    const { calls } = renderPage({ [SEND]: { status: 202, body: { started: true, day: "2026-11-22", message: "x" } } });
    await userEvent.click(screen.getByRole("button", { name: "Send today's e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Send today's e-mail" });
    expect(within(dialog).getByText(CONFIRM)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(count(calls, "POST", "/api/v1/admin/mail/send-daily")).toBe(0);
  });

  it("sends on confirm, shows the server's message and reloads the runs and the outbox", async () => {
    const message = "Sending the daily e-mail for 2026-11-22. Progress shows in the outbox.";
    let sent = false;
    const { calls } = renderPage({
      [SEND]: () => {
        sent = true;
        return { status: 202, body: { started: true, day: "2026-11-22", message } };
      },
      [RUNS]: () => ({ body: { runs: sent ? [running, succeeded] : [succeeded] } }),
    });
    await screen.findByText("Daily idea e-mail, Nov 21, 2026");
    const outboxLoads = count(calls, "GET", "/api/v1/admin/outbox");

    await userEvent.click(screen.getByRole("button", { name: "Send today's e-mail" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send now" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const call = calls.find((c) => c.method === "POST" && c.path === "/api/v1/admin/mail/send-daily");
    expect(call?.body).toEqual({});
    expect(await screen.findByText("Daily idea e-mail, Nov 22, 2026")).toBeInTheDocument();
    expect(count(calls, "GET", "/api/v1/admin/outbox")).toBeGreaterThan(outboxLoads);
  });

  it("shows the server's message when today's e-mail already went out", async () => {
    const message = "The daily e-mail for 2026-11-21 was already sent.";
    renderPage({ [SEND]: { status: 202, body: { started: false, day: "2026-11-21", message } } });
    await userEvent.click(screen.getByRole("button", { name: "Send today's e-mail" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send now" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("keeps the dialog open and says so when the send fails", async () => {
    renderPage({ [SEND]: { status: 500, body: {} } });
    await userEvent.click(screen.getByRole("button", { name: "Send today's e-mail" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("Failed to send today's e-mail")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("AdminOutboxPage table", () => {
  const withMail = () =>
    renderPage({
      [OUTBOX]: { body: { items: [dailyMail], total: 1, page: 1, pageSize: 25 } },
      "GET /api/v1/admin/outbox/m1": { body: { item: { ...dailyMail, from: "Ideadeck <hello@example.com>", html: null, text: "Hello Ada", headers: {} } } },
    });
  const table = () => screen.getByRole("table", { name: "E-mails in the outbox, newest first" });

  it("opens a mail from its subject, a real button the keyboard reaches", async () => {
    withMail();
    const open = await within(table()).findByRole("button", { name: dailyMail.subject });
    expect(open.closest("th")).toHaveAttribute("scope", "row");
    open.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: dailyMail.subject });
    expect(await within(dialog).findByText("Hello Ada")).toBeInTheDocument();
  });

  it("opens a mail when the row is clicked anywhere", async () => {
    withMail();
    await userEvent.click(await within(table()).findByRole("cell", { name: dailyMail.to }));
    expect(await screen.findByRole("dialog", { name: dailyMail.subject })).toBeInTheDocument();
  });
});
