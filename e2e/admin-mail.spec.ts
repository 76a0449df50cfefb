import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test, ADMIN, BASE_URL, signInAs, uniqueEmail } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";

async function subscribe(page: Page, email: string) {
  const res = await page.request.post("/api/v1/subscribers", { data: { email, source: "e2e" }, headers: { origin: BASE_URL } });
  expect(res.ok()).toBe(true);
}

/** "2026-11-21" as the runs panel names it ("Nov 21, 2026"): a UTC day. */
function dayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

test("admin lists, searches, filters and exports subscribers, then sends today's e-mail from the outbox", async ({ page }) => {
  const first = uniqueEmail("sub-a");
  const second = uniqueEmail("sub-b");
  await signInAs(page, ADMIN);
  await subscribe(page, first);
  await subscribe(page, second);

  // The subscriber list: both new addresses, with status and source.
  await page.goto("/admin/email-subscribers");
  await expect(page.getByRole("heading", { level: 1, name: "Email Subscribers" })).toBeVisible();
  const table = page.getByRole("table", { name: /E-mail subscribers/ });
  const firstRow = table.getByRole("row", { name: new RegExp(first.replace(/[.]/g, "\\.")) });
  await expect(firstRow).toBeVisible();
  await expect(firstRow.getByText("Active")).toBeVisible();
  await expect(firstRow.getByText("e2e")).toBeVisible();
  await expect(table.getByText(second)).toBeVisible();
  await expect(page.getByText(/\d+ active subscribers?/)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/admin/email-subscribers");

  // Search narrows to one address.
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(first);
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByText(second)).toBeHidden();
  await expect(table.getByText(first)).toBeVisible();

  // Status filter: nobody unsubscribed matches, the active one does.
  await page.getByLabel("Status").selectOption({ label: "Unsubscribed" });
  await expect(table.getByText("No subscribers match these filters.")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Active" });
  await expect(table.getByText(first)).toBeVisible();

  // Export: the CSV of the current filter (this search, active only).
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const [header, ...rows] = csv.trim().split("\n");
  expect(header).toBe("email,status,source,referrer,subscribed_at,unsubscribed_at");
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`"${first}","active","e2e"`);
  expect(csv).not.toContain(second);
  await expect(page.getByText("Exported subscriber list")).toBeVisible();

  // The outbox: send today's e-mail after confirming.
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Recent mail runs" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "/admin/outbox");

  await page.getByRole("button", { name: "Send today's e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Send today's e-mail" });
  await expect(dialog.getByText("Send today's idea e-mail to every subscriber now? Each address gets it at most once a day.")).toBeVisible();
  await expectNoSeriousViolations(page, "/admin/outbox confirm dialog");
  await dialog.getByRole("button", { name: "Send now" }).click();

  const toast = page.getByText(/^Sending the daily e-mail for \d{4}-\d{2}-\d{2}\. Progress shows in the outbox\.$/);
  await expect(toast).toBeVisible();
  const day = /\d{4}-\d{2}-\d{2}/.exec((await toast.textContent()) ?? "")![0];
  await expect(dialog).toBeHidden();

  // The run shows up and, within one 10 s poll, finishes. Its row may itself wait for that poll on a
  // loaded machine (it once missed the 10 s default on PostgreSQL in CI), so both waits allow 25 s.
  const run = page.getByRole("list", { name: "Mail runs" }).getByRole("listitem").filter({ hasText: `Daily idea e-mail, ${dayLabel(day)}` });
  await expect(run).toBeVisible({ timeout: 25_000 });
  await expect(run.getByText("Succeeded")).toBeVisible({ timeout: 25_000 });
  await expect(run.getByText("Recipients")).toBeVisible();

  // The daily idea mails are in the outbox table, one of them to each new subscriber.
  const outbox = page.getByRole("table", { name: /E-mails in the outbox/ });
  await expect(outbox.getByRole("button", { name: /^Today's Startup Idea:/ }).first()).toBeVisible({ timeout: 15_000 });
  for (const address of [first, second]) {
    await page.getByLabel("Search by address or subject").fill(address);
    const row = outbox.getByRole("row").filter({ hasText: address });
    await expect(row.getByRole("button", { name: /^Today's Startup Idea:/ })).toBeVisible();
  }
});
