import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { randomUUID } from "node:crypto";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { registerErrorHandler } from "./http/error-handler";
import { registerRequestLog, requestLogController } from "./http/request-log";
import { registerSecurity } from "./http/security";
import { registerInputHygiene } from "./http/input-hygiene";
import { registerCanonicalPaths, requestPath } from "./http/canonical-path";
import { registerSpa } from "./pages/spa";
import { registerOpenApi } from "./http/openapi";
import { createServices } from "./services";
import type { SmtpSender } from "./integrations/smtp";
import { accountRoutes } from "./modules/account/account.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { statusRoutes } from "./modules/status/status.routes";
import { savedRoutes } from "./modules/saved/saved.routes";
import { createSavedService } from "./modules/saved/saved.service";
import { usageRoutes } from "./modules/usage/usage.routes";
import { outboxRoutes } from "./modules/admin/outbox.routes";
import { recordAudit } from "./modules/audit/index";
import { ideasRoutes } from "./modules/ideas/ideas.routes";
import { calendarRoutes, createCalendarRepo, createCalendarService } from "./modules/calendar/index";
import { trendingRoutes } from "./modules/trending/trending.routes";
import { createRetiredRepo, retiredRoutes } from "./modules/retired/index";
import { historyRoutes } from "./modules/history/index";
import { verificationRoutes } from "./modules/verification/index";
import { builderRoutes } from "./modules/ideas/builder.routes";
import { createIdeaToolsService } from "./modules/ideas/idea-tools.service";
import { subscribersRoutes } from "./modules/mail/subscribers.routes";
import { seoRoutes } from "./modules/seo/seo.routes";
import { adminMailRoutes } from "./modules/admin/admin-mail.routes";
import { adminSettingsRoutes } from "./modules/admin/settings.routes";
import { registerSettingsEnforcement } from "./modules/admin/settings-enforcement";
import { adminUsersRoutes } from "./modules/admin/admin-users.routes";
import { adminReportRoutes } from "./modules/admin/admin-stats.routes";
import { adminIdeasRoutes } from "./modules/ideas/admin-ideas.routes";
import { createScheduler } from "./scheduler";
import { createPageMeta } from "./modules/seo/page-meta";
import { billingRoutes } from "./modules/billing/billing.routes";
import { adminSubscriptionsRoutes } from "./modules/admin/admin-subscriptions.routes";
import { aiRoutes } from "./modules/ai/ai.routes";
import { catalogueBuilder } from "./modules/ai/index";
import { aiUsageRoutes } from "./modules/ai-usage/ai-usage.routes";
import { founderFitRoutes } from "./modules/founder-fit/founder-fit.routes";
import { apiKeysRoutes } from "./modules/api-keys/api-keys.routes";
import { registerBearerPolicy } from "./modules/api-keys/bearer-policy";
import { mcpRoutes } from "./modules/mcp/mcp.routes";
import { BUILTIN_ENGINE_LABEL } from "../shared/schemas/ai";
import { CONFIGURE_MODEL_HINT } from "../shared/schemas/status";
import { pipelineRoutes } from "./modules/saved/pipeline.routes";
import { createPipelineService } from "./modules/saved/pipeline.service";
import { createPipelineRepo } from "./modules/saved/pipeline.repo";
import { compareRoutes } from "./modules/compare/compare.routes";
import { createCompareService } from "./modules/compare/compare.service";

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
    // Fastify's request lines off; one debug line per request instead (http/request-log.ts).
    logController: requestLogController(),
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
  registerRequestLog(app);
  // First of the onRequest hooks: every later rule reads one spelling of each path.
  registerCanonicalPaths(app);
  registerInputHygiene(app);
  await registerSecurity(app, { allowedOrigins: config.allowedOrigins, https: config.appUrl.startsWith("https://") });
  await app.register(cookie);
  await registerOpenApi(app);

  const services = createServices({ config, database, log: app.log, smtp });
  const { db } = database;
  const { smtpSender, mail, mailAdmin, settings, auth, viewers, account, ideasRepo, catalogueCache, ideas, usage, llm, ai, subscribers, rateLimits, apiRateCounter, welcome, billing, mailJobs, notifications, adminSettings, adminSubscriptions, adminUsers } =
    services;
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
  // Admin routes check the caller before reading their input: a visitor gets 401 and a member 403,
  // never a validation answer that describes an admin API to someone who may not use it.
  app.addHook("preValidation", async (request) => {
    if (requestPath(request).startsWith("/api/v1/admin/")) await viewers.requireAdmin(request);
  });
  registerSettingsEnforcement(app, { settings: adminSettings, viewers, apiCalls: apiRateCounter, notifications });
  // Personal API keys (issue 28): what a bearer request may reach, the key screens, and the MCP server.
  registerBearerPolicy(app);
  await app.register(async (scope) => apiKeysRoutes(scope, { viewers, apiKeys: services.apiKeys }));
  await app.register(async (scope) => mcpRoutes(scope, { viewers, appUrl: config.appUrl, inject: (options) => app.inject(options) }));

  await app.register(async (scope) =>
    authRoutes(scope, {
      auth,
      config,
      throttle: services.loginThrottle,
      settings: adminSettings,
      mail,
      users: services.authUsers,
      limits: rateLimits,
      onSessionsChanged: () => viewers.forgetAll(),
    }),
  );
  await app.register(async (scope) => accountRoutes(scope, { viewers, account }));
  // Any idea or daily-idea change anywhere (any instance) clears every cached catalogue answer.
  // The admin settings' change notice arrives on the same channel: every instance drops its copy.
  const stopListening = await database.listen("catalogue_changed", () => {
    ideas.clearCache();
    services.fitSnapshot.invalidate();
    settings.clear();
  });
  // A member's founder profile or weights changed on any instance (founder_profiles trigger, drizzle/0028).
  const stopSettingsListening = await database.listen(
    "founder_settings_changed",
    (userId) => services.founderFit.forgetSettings(userId),
    () => services.founderFit.forgetSettings(),
  );
  // A save or removal on another instance (saved_ideas trigger, drizzle/0012).
  const stopSavedListening = await database.listen(
    "saved_changed",
    (userId) => ideas.forgetSaved(userId),
    () => ideas.forgetSaved(),
  );
  app.addHook("onClose", async () => {
    await services.ai.settled();
    await stopSavedListening().catch(() => undefined);
    await stopSettingsListening().catch(() => undefined);
    // The database may already be gone (a test that closes it first); nothing is left to stop then.
    await stopListening().catch(() => undefined);
    await apiRateCounter.flush().catch(() => undefined);
    await ideas.flushViewCounts().catch(() => undefined);
    await stopViewerListening().catch(() => undefined);
  });
  await app.register(async (scope) => trendingRoutes(scope, { viewers, ideas }));
  await app.register(async (scope) => builderRoutes(scope, { viewers, tools: createIdeaToolsService({ repo: ideasRepo, ideas, catalogueBuilder }) }));
  await app.register(async (scope) => ideasRoutes(scope, { viewers, ideas, secret: config.authSecret }));
  await app.register(async (scope) => retiredRoutes(scope, { retired: createRetiredRepo(db) }));
  await app.register(async (scope) => historyRoutes(scope, { viewers, history: services.history }));
  const calendar = createCalendarService({ repo: createCalendarRepo(db), appUrl: config.appUrl, dailyIdeaId: async () => (await ideas.today())?.idea.id ?? null });
  await app.register(async (scope) => calendarRoutes(scope, { viewers, calendar, appUrl: config.appUrl }));
  const saved = createSavedService({ repo: services.saved, dailyIdeaId: async () => (await ideas.today())?.idea.id ?? null, onSavedChange: (userId) => ideas.forgetSaved(userId) });
  await app.register(async (scope) => savedRoutes(scope, { viewers, saved }));
  // The founder's pipeline on the saved ideas, and compare side by side (issue 26 items 3-7).
  const pipeline = createPipelineService({ repo: createPipelineRepo(db), saved: services.saved, ideas, onSavedChange: (userId) => ideas.forgetSaved(userId) });
  await app.register(async (scope) => pipelineRoutes(scope, { viewers, pipeline }));
  await app.register(async (scope) => compareRoutes(scope, { viewers, compare: createCompareService({ ideas, fit: services.founderFit }) }));
  await app.register(async (scope) => founderFitRoutes(scope, { viewers, fit: services.founderFit }));
  await app.register(async (scope) => usageRoutes(scope, { viewers, usage }));
  await app.register(async (scope) => aiRoutes(scope, { viewers, ai, appUrl: config.appUrl }));
  await app.register(async (scope) => aiUsageRoutes(scope, { viewers, aiUsage: services.aiUsage }));
  await app.register(async (scope) => subscribersRoutes(scope, { repo: subscribers, welcome, rateLimits, secret: config.authSecret }));
  await app.register(async (scope) => billingRoutes(scope, {
      viewers,
      billing: billing.service,
      events: billing.events,
      testMode: billing.testMode,
      audit: (entry) => recordAudit(db, entry),
    }));
  await app.register(async (scope) => outboxRoutes(scope, { viewers, mail: mailAdmin }));
  await app.register(async (scope) => adminMailRoutes(scope, { viewers, jobs: mailJobs, mail: mailAdmin, db }));
  await app.register(async (scope) => adminSettingsRoutes(scope, { viewers, settings: adminSettings }));
  await app.register(async (scope) => adminSubscriptionsRoutes(scope, { viewers, subscriptions: adminSubscriptions, audit: (entry) => recordAudit(db, entry) }));
  await app.register(async (scope) => adminUsersRoutes(scope, { viewers, users: adminUsers }));
  await app.register(async (scope) => adminReportRoutes(scope, { viewers, stats: services.adminStats, analytics: services.adminAnalytics, db }));
  await app.register(async (scope) => adminIdeasRoutes(scope, { viewers, admin: services.adminIdeas }));
  await app.register(async (scope) => verificationRoutes(scope, { viewers, verification: services.verification }));
  if (scheduler) {
    const minuteScheduler = createScheduler({
      settings: adminSettings,
      ideas,
      jobs: mailJobs,
      mail,
      welcome,
      rateLimits,
      log: app.log,
      advanceTestClock: billing.testMode?.advanceClock,
      refreshTrending: (now) => services.trendingRebuild.kick(now),
      notifyIdeaChanges: () => services.history.notifyPending(),
      checkSourceLinks: () => services.verification.kickLinkCheck(),
      maintainDatabase: database.kind === "pglite" ? (options) => database.maintain(options) : undefined,
    });
    app.addHook("onReady", async () => {
      minuteScheduler.start();
      // A fresh install (or a long stop) gets its rankings now rather than at the first tick.
      services.trendingRebuild.kick();
    });
    app.addHook("onClose", async () => {
      await minuteScheduler.stop();
      await services.trendingRebuild.stop();
      await services.verification.stop();
    });
  }
  await app.register(async (scope) =>
    statusRoutes(scope, { database, config, viewers, mail, settings: adminSettings, verifySmtp: smtpSender ? () => smtpSender.verify() : null,
      checkPrices: () => billing.provider.checkPrices(),
      checkAi: async () => {
        if (!llm) return { mode: "builtin" as const, ok: true, detail: `${BUILTIN_ENGINE_LABEL}. ${CONFIGURE_MODEL_HINT}` };
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

  await app.register(async (scope) => seoRoutes(scope, { ideas, appUrl: config.appUrl }));
  await registerSpa(app, { webRoot: config.webRoot, appUrl: config.appUrl, metaFor: createPageMeta({ ideas }), cache: catalogueCache });
  app.addHook("onClose", async () => smtpSender?.close());
  return app;
}
