import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../config";
import type { ViewerResolver } from "../../http/viewer";
import type { MailService } from "../mail/index";
import type { SettingsReader } from "../settings/index";
import { statusResponseSchema as statusResponse } from "../../../shared/schemas/status";
import { OAUTH_PROVIDERS, publicConfigResponse } from "../../../shared/schemas/public-config";
import { DEFAULT_MAINTENANCE_MESSAGE } from "../../../shared/schemas/admin-settings";


export interface StatusDeps {
  database: Database;
  config: AppConfig;
  viewers: ViewerResolver;
  mail: MailService;
  settings: SettingsReader;
  verifySmtp: (() => Promise<void>) | null;
  /** The payment provider's mismatches between its prices and the plans config. */
  checkPrices: () => Promise<string[]>;
  checkAi: () => Promise<{ mode: "model" | "builtin"; ok: boolean; detail: string }>;
}

async function paymentsCheck(deps: StatusDeps) {
  if (!deps.config.stripe) {
    return { mode: "test" as const, configured: false, ok: true, detail: "Built-in TEST MODE: no Stripe key set, no card is charged." };
  }
  try {
    const problems = await deps.checkPrices();
    return { mode: "stripe" as const, configured: true, ok: problems.length === 0, detail: problems.length ? problems.join("; ") : "Stripe prices match the plans." };
  } catch (error) {
    return { mode: "stripe" as const, configured: true, ok: false, detail: `Stripe did not answer: ${(error as Error).message}` };
  }
}

async function databaseAnswers(database: Database): Promise<{ ok: boolean; detail: string }> {
  try {
    await database.ping();
    return { ok: true, detail: database.kind === "pglite" ? "Embedded PGlite" : "PostgreSQL" };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

export async function statusRoutes(app: FastifyInstance, deps: StatusDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Liveness: the process is up and serving.
  r.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  // Readiness: the database answers.
  r.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    const db = await databaseAnswers(deps.database);
    return reply.status(db.ok ? 200 : 503).send({ status: db.ok ? "ready" : "unavailable" });
  });

  r.get(
    "/api/v1/public-config",
    { schema: { tags: ["status"], summary: "What the sign-in screens may offer", response: { 200: publicConfigResponse } } },
    async () => {
      const settings = await deps.settings.get();
      return {
        oauthProviders: OAUTH_PROVIDERS.filter((p) => Boolean(deps.config.oauth[p])),
        signupsEnabled: settings.systemSettings.enableSignups,
        supportEmail: deps.config.supportEmail,
        maintenance: settings.systemSettings.maintenanceMode ? { message: settings.systemSettings.maintenanceMessage || DEFAULT_MAINTENANCE_MESSAGE } : null,
        guestBrowsingEnabled: settings.systemSettings.enableGuestBrowsing,
        emailVerificationRequired: settings.securitySettings.requireEmailVerification,
        aiModelConfigured: deps.config.ai !== null,
      };
    },
  );

  r.get(
    "/api/v1/status",
    { schema: { tags: ["status"], summary: "Up or down for everyone; each part's state for admins", response: { 200: statusResponse } } },
    async (request) => {
      const db = await databaseAnswers(deps.database);
      const status = db.ok ? ("up" as const) : ("down" as const);
      const viewer = db.ok ? await deps.viewers.viewerOf(request) : null;
      if (!viewer?.entitlements.isAdmin) return { status };
      let mail = { mode: deps.mail.mode, ok: true, detail: "Mail is kept in the outbox (/admin/outbox); set SMTP_URL to send it" };
      if (deps.verifySmtp) {
        try {
          await deps.verifySmtp();
          mail = { mode: "smtp", ok: true, detail: "SMTP server accepted the connection" };
        } catch (error) {
          mail = { mode: "smtp", ok: false, detail: (error as Error).message };
        }
      }
      return {
        status,
        checks: {
          database: db,
          mail,
          payments: await paymentsCheck(deps),
          ai: await deps.checkAi(),
        },
      };
    },
  );
}
