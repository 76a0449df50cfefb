import type { FastifyInstance, InjectOptions } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import { loadConfig, type AppConfig, type AuthLimits } from "../config";
import { buildApp } from "../app";
import type { SmtpSender } from "../integrations/smtp";
import { mailOutbox } from "../db/schema";
import { IDEAS_DIR, seedDatabase } from "../seed/seed";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { createSettingsRepo } from "../modules/settings/index";
import { DEFAULT_ADMIN_SETTINGS } from "../../shared/schemas/admin-settings";

/**
 * The admin settings every test app starts with: the defaults, with an API rate limit no suite
 * reaches (suites send hundreds of calls from one test address). admin-settings.test.ts tests the limit.
 */
export const TEST_ADMIN_SETTINGS = { ...DEFAULT_ADMIN_SETTINGS, systemSettings: { ...DEFAULT_ADMIN_SETTINGS.systemSettings, apiRateLimit: 1_000_000 } };

export const TEST_APP_URL = "http://localhost:3999";

/**
 * Every suite signs its people up from one test address; auth-limits.test.ts tests the real limits
 * (DEFAULT_AUTH_LIMITS) on an app of its own.
 */
export const TEST_AUTH_LIMITS: AuthLimits = {
  signUpPerIpPerHour: 1_000_000,
  signUpPerAddressPer15Min: 1_000_000,
  authMailPerIpPer15Min: 1_000_000,
  changePasswordPerIpPer15Min: 1_000_000,
};

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/ideadeck-test-unused",
    APP_URL: TEST_APP_URL,
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
  });
  return { ...base, webRoot: null, authLimits: TEST_AUTH_LIMITS, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** A browser-like client: keeps cookies between requests. */
  client(ip?: string): TestClient;
  latestMail(to: string): Promise<typeof mailOutbox.$inferSelect | undefined>;
  /** The newest mail of a kind to an address, waiting for work answered before it finished (resets). */
  waitForMail(to: string, kind: string, timeoutMs?: number): Promise<typeof mailOutbox.$inferSelect>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { config?: Partial<AppConfig>; smtp?: SmtpSender | null; seedIdeasFrom?: string } = {},
): Promise<TestApp> {
  // Ideas are seeded only where a test asks for them, from the directory it names; data/ideas comes
  // already seeded in the run's catalogue template (the seed then finds ideas and adds none).
  const database = await createTestDatabase({ template: options.seedIdeasFrom === IDEAS_DIR ? "catalogue" : "empty" });
  await seedDatabase(database.db, { log: () => {}, ideasDir: options.seedIdeasFrom ?? null });
  await createSettingsRepo(database.db).save(TEST_ADMIN_SETTINGS, null);
  const app = await buildApp({ config: testConfig(options.config), database, smtp: options.smtp ?? null });
  await app.ready();
  return {
    app,
    database,
    client: (ip = "203.0.113.10") => new TestClient(app, ip),
    async waitForMail(to, kind, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
          .orderBy(desc(mailOutbox.createdAt))
          .limit(1);
        if (row) return row;
        if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async latestMail(to) {
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
      return row;
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

export class TestClient {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip: string,
  ) {}

  async request(options: { method?: InjectOptions["method"]; url: string; body?: unknown; headers?: Record<string, string>; rawBody?: string }) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (options.body !== undefined || options.rawBody !== undefined) headers["content-type"] ??= "application/json";
    const response = await this.app.inject({
      method: options.method ?? "GET",
      url: options.url,
      headers,
      remoteAddress: this.ip,
      payload: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request({ url });
  post = (url: string, body: unknown = {}) => this.request({ method: "POST", url, body });
  patch = (url: string, body: unknown) => this.request({ method: "PATCH", url, body });
  delete = (url: string) => this.request({ method: "DELETE", url });
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  hasSession = () => [...this.cookies.keys()].some((name) => name.endsWith("session_token"));
}

export const PASSWORD = "correct horse battery";

/** Extracts the first link to this app from a mail's text. */
export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/[^\s<>"')\]]+/);
  if (!match) throw new Error(`no link in mail:\n${text}`);
  return match[0];
}

/** Signs up, follows the verification link (which signs in) and returns the signed-in client. */
export async function signUpVerified(t: TestApp, email: string, name = "Test User"): Promise<TestClient> {
  const client = t.client();
  const signUp = await client.post("/api/auth/sign-up/email", { name, email, password: PASSWORD, callbackURL: "/verify-email" });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = await t.latestMail(email);
  if (!mail) throw new Error("no verification mail");
  const link = new URL(linkIn(mail.text));
  const verify = await client.get(link.pathname + link.search);
  if (verify.statusCode !== 302) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);
  return client;
}
