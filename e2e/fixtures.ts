import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";

/** Set on <html> by the app once React has hydrated or rendered the page (src/web/main.tsx). */
const HYDRATED = "html[data-hydrated]";

/**
 * Playwright's test, with navigations that wait for the app to be interactive: a server-rendered
 * page is visible before its scripts run, and a click on it before hydration does nothing.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const interactive = async () => {
      // Only our app's pages carry the mark: a file download or an API answer has no <html> to wait for.
      if ((await page.locator("#root").count()) > 0) await page.waitForSelector(HYDRATED, { state: "attached" });
    };
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await interactive();
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await interactive();
      return response;
    };
    await use(page);
  },
});
export { expect };

/** The admin account e2e/server.ts creates in the fresh database before the tests start. */
export const ADMIN = { email: "admin@ideadeck.test", password: "admin password 123" };
/** Paying members e2e/server.ts creates with their tier set, as a completed checkout would. */
export const PRO = { email: "pro@ideadeck.test", password: "pro password 123" };
export const STARTER = { email: "starter@ideadeck.test", password: "starter password 123" };
// E2E_PORT lets several runs share the machine; each run's server also takes its own data directory.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

let counter = 0;
/** A unique address per test run, so tests never depend on each other's data. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Reads the newest mail to an address from the outbox, as an admin, and returns its first link. */
export async function linkFromOutbox(request: APIRequestContext, to: string, kind?: string): Promise<string> {
  const signIn = await request.post("/api/auth/sign-in/email", { data: { email: ADMIN.email, password: ADMIN.password }, headers: { origin: BASE_URL } });
  expect(signIn.ok()).toBe(true);
  let found: { id: string; kind: string } | undefined;
  await expect(async () => {
    const list = await request.get(`/api/v1/admin/outbox?search=${encodeURIComponent(to)}`);
    const items = (await list.json()).items as { id: string; kind: string; to: string }[];
    found = items.find((item) => item.to === to && (!kind || item.kind === kind));
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const item = await (await request.get(`/api/v1/admin/outbox/${found!.id}`)).json();
  const match = (item.item.text as string).match(/https?:\/\/[^\s<>"')\]]+/);
  expect(match).not.toBeNull();
  return match![0];
}

/** Creates a verified account through the UI-independent API path and signs the page in. */
export async function signUpAndVerify(page: Page, request: APIRequestContext, email: string, password = "a good password 1") {
  const res = await page.request.post("/api/auth/sign-up/email", { data: { name: "E2E User", email, password, callbackURL: "/verify-email" }, headers: { origin: BASE_URL } });
  expect(res.ok()).toBe(true);
  const link = await linkFromOutbox(request, email, "verification");
  await page.goto(link);
  await expect(page).toHaveURL(/\/verify-email/);
  return { email, password };
}

/** Signs the page in through the API (the sign-in form has its own tests). */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { ...account, rememberMe: true }, headers: { origin: BASE_URL } });
  expect(res.ok()).toBe(true);
}
