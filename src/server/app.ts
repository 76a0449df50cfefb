import Fastify, { LogController, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { randomUUID } from "node:crypto";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { registerErrorHandler } from "./http/error-handler";
import { registerSecurity } from "./http/security";
import { registerInputHygiene } from "./http/input-hygiene";
import { registerSpa } from "./http/spa";
import { registerOpenApi } from "./http/openapi";
import { createSmtpSender, type SmtpSender } from "./integrations/smtp";
import { createMailRepo } from "./modules/mail/mail.repo";
import { createMailService } from "./modules/mail/mail.service";
import { createSettingsRepo } from "./modules/admin/settings.repo";
import { createProfileRepo } from "./modules/account/profile.repo";
import { createSessionRepo } from "./modules/account/session.repo";
import { createAccountService } from "./modules/account/account.service";
import { accountRoutes } from "./modules/account/account.routes";
import { createAuth, SESSION_REFRESH_MS } from "./modules/auth/auth";
import { authRoutes } from "./modules/auth/auth.routes";
import { createLoginThrottleRepo } from "./modules/auth/login-throttle.repo";
import { createAuthUsersRepo } from "./modules/auth/auth-users.repo";
import { createViewerResolver } from "./modules/auth/viewer";
import { statusRoutes } from "./modules/status/status.routes";
import { createSavedRepo } from "./modules/saved/saved.repo";
import { savedRoutes } from "./modules/saved/saved.routes";
import { createUsageRepo } from "./modules/usage/usage.repo";
import { createUsageService } from "./modules/usage/usage.service";
import { usageRoutes } from "./modules/usage/usage.routes";
import { outboxRoutes } from "./modules/admin/outbox.routes";
import { recordAudit } from "./modules/admin/audit.repo";
import { createIdeasRepo } from "./modules/ideas/ideas.repo";
import { createIdeasService } from "./modules/ideas/ideas.service";
import { createCatalogueCache } from "./modules/ideas/catalogue-cache";
import { ideasRoutes } from "./modules/ideas/ideas.routes";
import { trendingRoutes } from "./modules/trending/trending.routes";
import { builderRoutes } from "./modules/ideas/builder.routes";
import { createSubscribersRepo } from "./modules/mail/subscribers.repo";
import { subscribersRoutes } from "./modules/mail/subscribers.routes";
import { createWelcomeService } from "./modules/mail/welcome.service";
import { createRateLimitRepo } from "./modules/rate-limit/rate-limit.repo";
import { seoRoutes } from "./modules/seo/seo.routes";
import { createMailJobs } from "./modules/mail/mail-jobs";
import { adminMailRoutes } from "./modules/admin/admin-mail.routes";
import { adminSettingsRoutes } from "./modules/admin/settings.routes";
import { createSettingsService } from "./modules/admin/settings.service";
import { registerSettingsEnforcement } from "./modules/admin/settings-enforcement";
import { createAdminNotifications } from "./modules/admin/notifications.service";
import { createNotificationReportsRepo } from "./modules/admin/notification-reports.repo";
import { createScheduler } from "./modules/jobs/scheduler";
import { createPageMeta } from "./modules/seo/page-meta";
import { createBilling } from "./modules/billing/billing";
import { billingRoutes } from "./modules/billing/billing.routes";
import { createLlm } from "./integrations/llm";
import { createAiRepo } from "./modules/ai/ai.repo";
import { createAiService } from "./modules/ai/ai.service";
import { aiRoutes } from "./modules/ai/ai.routes";
import { createBuiltinAnalyst } from "./modules/ai/analyst";
import { createModelEngine } from "./modules/ai/model-engine";
import { BUILTIN_ENGINE_LABEL } from "../shared/schemas/ai";

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Overrides the SMTP sender made from config.smtpUrl (tests pass one for a local SMTP server). */
  smtp?: SmtpSender | null;
  /** Runs the minute scheduler (daily idea, daily e-mail, trend alerts, mail retries). Off in tests. */
  scheduler?: boolean;
}

/** Plugins, then the error handler, then the modules, composed here and nowhere else. */
export async function buildApp({ config, database, smtp, scheduler = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  registerInputHygiene(app);
  await registerSecurity(app, { allowedOrigins: config.allowedOrigins, https: config.appUrl.startsWith("https://") });
  await app.register(cookie);
  await registerOpenApi(app);

  const { db } = database;
  const smtpSender =
    smtp !== undefined ? smtp : config.smtpUrl ? createSmtpSender(config.smtpUrl, (error) => app.log.warn({ err: error }, "SMTP connection error")) : null;
  const mailRepo = createMailRepo(db);
  const settings = createSettingsRepo(db);
  const mail = createMailService({ repo: mailRepo, smtp: smtpSender, from: config.mailFrom, log: app.log, ratePerSecond: config.mailRatePerSecond, sender: async () => (await settings.get()).emailSettings });
  const profiles = createProfileRepo(db);
  const notifications = createAdminNotifications({ settings, mail, rateLimits: createRateLimitRepo(db), reports: createNotificationReportsRepo(db), appUrl: config.appUrl, log: app.log });
  const auth = createAuth({ db, config, mail, log: app.log, settings, onUserCreated: async (user) => { await profiles.create(user.id, user.name); void notifications.newUser(user); } });
  const viewers = createViewerResolver({ auth, profiles, secret: config.authSecret, sessionRefreshMs: SESSION_REFRESH_MS });
  const stopViewerListening = await database.listen(
    "viewer_changed",
    (userId) => viewers.forgetUser(userId),
    () => viewers.forgetAll(),
  );
  app.addHook("onSend", async (request, reply) => {
    const cookies = viewers.takeCookies(request);
    if (cookies) {
      const existing = reply.getHeader("set-cookie");
      reply.header("set-cookie", [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), ...cookies]);
    }
  });
  const account = createAccountService({ profiles, sessions: createSessionRepo(db) });
  registerSettingsEnforcement(app, { settings, viewers, rateLimits: createRateLimitRepo(db), notifications });

  await app.register(async (scope) =>
    authRoutes(scope, {
      auth,
      config,
      throttle: createLoginThrottleRepo(db),
      settings,
      mail,
      users: createAuthUsersRepo(db),
      onSessionsChanged: () => viewers.forgetAll(),
    }),
  );
  await app.register(async (scope) => accountRoutes(scope, { viewers, account }));
  const ideasRepo = createIdeasRepo(db);
  // Catalogue answers are cached briefly; any idea or daily-idea change anywhere clears every copy.
  const catalogueCache = createCatalogueCache({ ttlMs: config.catalogueCacheSeconds * 1000, maxEntries: 5000 });
  const stopListening = await database.listen("catalogue_changed", () => catalogueCache.clear());
  app.addHook("onClose", async () => {
    // The database may already be gone (a test that closes it first); nothing is left to stop then.
    await stopListening().catch(() => undefined);
    await stopViewerListening().catch(() => undefined);
  });
  const ideas = createIdeasService({ repo: ideasRepo, cache: catalogueCache, log: app.log });
  await app.register(async (scope) => trendingRoutes(scope, { viewers, ideas }));
  await app.register(async (scope) => builderRoutes(scope, { viewers, repo: ideasRepo, ideas }));
  await app.register(async (scope) => ideasRoutes(scope, { viewers, ideas, secret: config.authSecret }));
  await app.register(async (scope) => savedRoutes(scope, { viewers, saved: createSavedRepo(db), dailyIdeaId: async () => (await ideas.today())?.idea.id ?? null }));
  // The AI module takes its units through usage.withQuota; the usage routes only report them.
  const usage = createUsageService({ repo: createUsageRepo(db), log: app.log });
  await app.register(async (scope) => usageRoutes(scope, { viewers, usage }));
  // A configured model when there is one; the built-in analyst otherwise (docs/DECISIONS.md, AI).
  const llm = config.ai ? createLlm(config.ai) : null;
  const ai = createAiService({ repo: createAiRepo(db), engine: llm ? createModelEngine(llm) : createBuiltinAnalyst(), ideas, usage, log: app.log });
  await app.register(async (scope) => aiRoutes(scope, { viewers, ai, appUrl: config.appUrl }));
  const subscribers = createSubscribersRepo(db);
  const rateLimits = createRateLimitRepo(db);
  const welcome = createWelcomeService({ repo: subscribers, mail, appUrl: config.appUrl, secret: config.authSecret, log: app.log });
  await app.register(async (scope) => subscribersRoutes(scope, { repo: subscribers, welcome, rateLimits, secret: config.authSecret }));
  const billing = createBilling({ db, config, log: app.log, onNewSubscription: (subscription) => void notifications.newSubscription(subscription) });
  await app.register(async (scope) => billingRoutes(scope, {
      viewers,
      billing: billing.service,
      events: billing.events,
      testMode: billing.testMode,
      audit: (entry) => recordAudit(db, entry),
    }));
  const mailJobs = createMailJobs({ db, mail, mailRepo, ideas, ideasRepo, appUrl: config.appUrl, secret: config.authSecret, log: app.log });
  await app.register(async (scope) => outboxRoutes(scope, { viewers, mail: mailRepo }));
  await app.register(async (scope) => adminMailRoutes(scope, { viewers, jobs: mailJobs, db }));
  const settingsService = createSettingsService({ repo: settings, db });
  await app.register(async (scope) => adminSettingsRoutes(scope, { viewers, settings: settingsService }));
  if (scheduler) {
    const minuteScheduler = createScheduler({
      settings,
      ideas,
      jobs: mailJobs,
      mail,
      welcome,
      rateLimits,
      log: app.log,
      advanceTestClock: billing.testMode?.advanceClock,
      maintainDatabase: database.kind === "pglite" ? (options) => database.maintain(options) : undefined,
    });
    app.addHook("onReady", async () => {
      minuteScheduler.start();
    });
    app.addHook("onClose", async () => minuteScheduler.stop());
  }
  await app.register(async (scope) =>
    statusRoutes(scope, { database, config, viewers, mail, settings, verifySmtp: smtpSender ? () => smtpSender.verify() : null,
      checkPrices: () => billing.provider.checkPrices(),
      checkAi: async () => {
        if (!llm) return { mode: "builtin" as const, ok: true, detail: `${BUILTIN_ENGINE_LABEL}. Set AI_BASE_URL and AI_MODEL to use a model.` };
        const ping = await llm.ping();
        return ping.ok
          ? { mode: "model" as const, ok: true, detail: `${llm.model} at ${config.ai!.baseUrl} answered in ${ping.ms} ms` }
          : { mode: "model" as const, ok: false, detail: `${llm.model} at ${config.ai!.baseUrl} did not answer: ${ping.error}` };
      },
    }),
  );

  // DECISIONS.md: idea pages live at /ideas/{slug}; the old form answers 301.
  app.get("/idea/:slug", { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    return reply.redirect(`/ideas/${encodeURIComponent(slug)}`, 301);
  });

  await app.register(async (scope) => seoRoutes(scope, { db, appUrl: config.appUrl }));
  await registerSpa(app, { webRoot: config.webRoot, appUrl: config.appUrl, metaFor: createPageMeta({ repo: ideasRepo }), cache: catalogueCache });
  app.addHook("onClose", async () => smtpSender?.close());
  return app;
}
