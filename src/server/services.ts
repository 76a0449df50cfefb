import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { createSmtpSender, type SmtpSender } from "./integrations/smtp";
import { createLlm } from "./integrations/llm";
import { createWebSearch } from "./integrations/web-search";
import { createMailRepo } from "./modules/mail/mail.repo";
import { createMailService } from "./modules/mail/mail.service";
import { createCachedSettings, createSettingsRepo } from "./modules/settings/index";
import { createSettingsService } from "./modules/admin/settings.service";
import { createAdminNotifications } from "./modules/admin/notifications.service";
import { createNotificationReportsRepo } from "./modules/admin/notification-reports.repo";
import { createProfileRepo } from "./modules/account/profile.repo";
import { createSessionRepo } from "./modules/account/session.repo";
import { createAccountService } from "./modules/account/account.service";
import { createAuth, refreshSession, SESSION_REFRESH_MS } from "./modules/auth/auth";
import { createLoginThrottleRepo } from "./modules/auth/login-throttle.repo";
import { createAuthUsersRepo } from "./modules/auth/auth-users.repo";
import { createViewerResolver } from "./http/viewer";
import { createApiKeysRepo } from "./modules/api-keys/api-keys.repo";
import { createApiKeysService } from "./modules/api-keys/api-keys.service";
import { createSavedRepo } from "./modules/saved/saved.repo";
import { createUsageRepo } from "./modules/usage/usage.repo";
import { createUsageService } from "./modules/usage/usage.service";
import { createIdeasRepo } from "./modules/ideas/ideas.repo";
import { createIdeasService } from "./modules/ideas/ideas.service";
import { createFitInputsRepo } from "./modules/ideas/fit-inputs.repo";
import { createFounderProfileRepo } from "./modules/founder-fit/founder-profile.repo";
import { createCatalogueSnapshot } from "./modules/founder-fit/catalogue-snapshot";
import { createFounderFitService } from "./modules/founder-fit/founder-fit.service";
import { createCatalogueCache } from "./modules/ideas/catalogue-cache";
import { createSubscribersRepo } from "./modules/mail/subscribers.repo";
import { createWelcomeService } from "./modules/mail/welcome.service";
import { createRateLimitRepo } from "./modules/rate-limit/rate-limit.repo";
import { createBatchedRateCounter } from "./modules/rate-limit/batched-counter";
import { createRateLimiter } from "./modules/rate-limit/rate-limit.service";
import { createJobLeaseRepo } from "./modules/jobs/job-lease.repo";
import { createJobLeases } from "./modules/jobs/job-leases.service";
import { createTrendingRanksRepo } from "./modules/trending/trending-ranks.repo";
import { createTrendingRebuild, PGLITE_PACING, POSTGRES_PACING } from "./modules/trending/trending-rebuild";
import { createMailJobs } from "./modules/mail/mail-jobs";
import { createMailAdmin } from "./modules/mail/mail-admin.service";
import { createBilling } from "./modules/billing/billing";
import { createAdminUsersService } from "./modules/admin/admin-users.service";
import { createUsersReportsRepo } from "./modules/admin/users-reports.repo";
import { createAdminAccounts } from "./modules/auth/admin-accounts";
import { recordAudit } from "./modules/audit/index";
import { createAdminIdeasRepo } from "./modules/ideas/admin-ideas.repo";
import { createAdminIdeasService } from "./modules/ideas/admin-ideas.service";
import { createHistoryRepo, createHistoryService } from "./modules/history/index";
import { createVerificationRepo, createVerificationService } from "./modules/verification/index";
import { createStatsReportsRepo } from "./modules/admin/stats-reports.repo";
import { createAdminStatsService } from "./modules/admin/admin-stats.service";
import { createAdminAnalyticsService } from "./modules/admin/admin-analytics.service";
import { createAdminSubscriptionsService } from "./modules/admin/admin-subscriptions.service";
import { createSubscriptionsReportsRepo } from "./modules/admin/subscriptions-reports.repo";
import { createAiRepo } from "./modules/ai/ai.repo";
import { createAiService } from "./modules/ai/ai.service";
import { createBuiltinAnalyst } from "./modules/ai/analyst";
import { createModelEngine } from "./modules/ai/model-engine";
import { createAiUsageRepo } from "./modules/ai-usage/ai-usage.repo";
import { createAiUsageService } from "./modules/ai-usage/ai-usage.service";

export interface ServicesOptions {
  config: AppConfig;
  database: Database;
  log: FastifyBaseLogger;
  /** Overrides the SMTP sender made from config.smtpUrl (tests pass one for a local SMTP server). */
  smtp?: SmtpSender | null;
}

/**
 * The service graph, built in one place for the app (app.ts), the command-line tools (cli/) and the
 * tests: each module's repos and services, wired to what they depend on. Nothing here listens,
 * schedules or serves; app.ts adds HTTP, cache invalidation and the scheduler on top.
 */
export function createServices({ config, database, log, smtp }: ServicesOptions) {
  const { db } = database;
  const smtpSender =
    smtp !== undefined ? smtp : config.smtpUrl ? createSmtpSender(config.smtpUrl, (error) => log.warn({ err: error }, "SMTP connection error")) : null;
  const leaseMs = config.mailJobLeaseMs ?? undefined;

  const settings = createCachedSettings(createSettingsRepo(db));
  const adminSettings = createSettingsService({ repo: settings, db });
  const rateLimitRepo = createRateLimitRepo(db);
  const rateLimits = createRateLimiter(rateLimitRepo);
  // The admin's API rate limit counts every API call: in batches, not a write per call.
  const apiRateCounter = createBatchedRateCounter(rateLimitRepo, { onError: (error) => log.warn({ err: error }, "API rate count not written; retrying") });
  const mailRepo = createMailRepo(db);
  // Every mail's sender and reply-to come from the admin's e-mail settings when set.
  const mail = createMailService({
    repo: mailRepo,
    smtp: smtpSender,
    from: config.mailFrom,
    log,
    ratePerSecond: config.mailRatePerSecond,
    claimLeaseMs: leaseMs,
    sender: async () => (await adminSettings.get()).emailSettings,
  });
  const notifications = createAdminNotifications({ settings: adminSettings, mail, rateLimits, reports: createNotificationReportsRepo(db), appUrl: config.appUrl, log });
  const profiles = createProfileRepo(db);
  const auth = createAuth({
    db,
    config,
    mail,
    log,
    settings: adminSettings,
    onUserCreated: async (user) => {
      await profiles.create(user.id, user.name);
      void notifications.newUser(user);
    },
  });
  const apiKeys = createApiKeysService({ repo: createApiKeysRepo(db), audit: (entry) => recordAudit(db, entry) });
  const viewers = createViewerResolver({ refreshSession: (cookie) => refreshSession(auth, cookie), profiles, secret: config.authSecret, sessionRefreshMs: SESSION_REFRESH_MS, apiKeys });
  const authUsers = createAuthUsersRepo(db);
  const account = createAccountService({ profiles, sessions: createSessionRepo(db) });

  const ideasRepo = createIdeasRepo(db);
  // Catalogue answers are cached briefly; app.ts clears every copy on any idea or daily-idea change.
  const catalogueCache = createCatalogueCache({ ttlMs: config.catalogueCacheSeconds * 1000, maxBytes: config.catalogueCacheMb * 1024 * 1024, coalesce: config.catalogueCoalesce });
  const ideas = createIdeasService({ repo: ideasRepo, cache: catalogueCache, log, viewCountFlushMs: config.viewCountFlushMs });
  // Founder fit and personal orders (issue 26) rank an in-memory snapshot of the catalogue's fit
  // features; app.ts refreshes it on the catalogue_changed notice, the TTL only covers a missed one.
  const fitInputs = createFitInputsRepo(db);
  const fitSnapshot = createCatalogueSnapshot({ source: fitInputs, ttlMs: 5 * 60_000 });
  const founderFit = createFounderFitService({
    profiles: createFounderProfileRepo(db),
    snapshot: fitSnapshot,
    ideas,
    cards: fitInputs,
    cardTtlMs: config.catalogueCacheSeconds * 1000,
  });

  // The AI module takes its units through usage.withQuota; the usage routes only report them.
  const usage = createUsageService({ repo: createUsageRepo(db), log });
  // A configured model when there is one; the built-in analyst otherwise (docs/DECISIONS.md, AI).
  // Every model call's tokens are kept, and the admin's daily spending cap pauses them (issue 23).
  const aiUsage = createAiUsageService({ repo: createAiUsageRepo(db), settings, model: config.ai?.model ?? null, log });
  const llm = config.ai ? createLlm(config.ai, { onUsage: aiUsage.record }) : null;
  const ai = createAiService({ repo: createAiRepo(db), engine: llm ? createModelEngine(llm, { webSearch: config.webSearch ? createWebSearch(config.webSearch) : null }) : createBuiltinAnalyst(), ideas, usage, spending: aiUsage, log, cache: catalogueCache });

  const subscribers = createSubscribersRepo(db);
  const welcome = createWelcomeService({ repo: subscribers, mail, appUrl: config.appUrl, secret: config.authSecret, log });
  const billing = createBilling({
    db,
    config,
    log,
    onNewSubscription: (subscription) => void notifications.newSubscription(subscription),
    onProfileChanged: viewers.forgetUser,
  });
  const mailAdmin = createMailAdmin({ mailRepo, subscribers });
  const jobLeases = createJobLeases(createJobLeaseRepo(db));
  // Trending's rankings are rebuilt in a scheduled job on the job connection, never in a request (issue 30).
  const trendingRebuild = createTrendingRebuild({
    repo: createTrendingRanksRepo(database.jobDb),
    leases: jobLeases,
    pacing: database.kind === "pglite" ? PGLITE_PACING : POSTGRES_PACING,
    refreshSeconds: config.trendingRefreshSeconds,
    vacuum: database.kind === "postgres",
    log,
  });
  const history = createHistoryService({ repo: createHistoryRepo(db), mail, appUrl: config.appUrl, secret: config.authSecret, log });
  // Scheduled re-verification (issue 27 item 4): the review queue and the source link checker.
  const verification = createVerificationService({ repo: createVerificationRepo(db), leases: jobLeases, audit: (entry) => recordAudit(db, entry), config: config.linkCheck, appUrl: config.appUrl, log });
  const mailJobs = createMailJobs({ leases: jobLeases, subscribers, mail, mailRepo, ideas, appUrl: config.appUrl, secret: config.authSecret, log, leaseMs });

  const statsReports = createStatsReportsRepo(db);
  const subscriptionsReports = createSubscriptionsReportsRepo(db);

  return {
    smtpSender,
    mailRepo,
    mail,
    mailAdmin,
    /** The admin settings as this instance keeps them; app.ts clears them on the change notice. */
    settings,
    profiles,
    auth,
    viewers,
    account,
    loginThrottle: createLoginThrottleRepo(db),
    authUsers,
    saved: createSavedRepo(db),
    ideasRepo,
    catalogueCache,
    ideas,
    fitSnapshot,
    founderFit,
    usage,
    llm,
    ai,
    aiUsage,
    subscribers,
    rateLimits,
    apiRateCounter,
    apiKeys,
    welcome,
    billing,
    mailJobs,
    history,
    verification,
    trendingRebuild,
    notifications,
    adminSettings,
    adminUsers: createAdminUsersService({
      reports: createUsersReportsRepo(db),
      accounts: createAdminAccounts({ auth, users: authUsers }),
      sessions: account,
      plan: billing.adminPlan,
      audit: (entry) => recordAudit(db, entry),
      forgetUser: viewers.forgetUser,
      forgetAddress: mailAdmin.forgetAddress,
    }),
    adminIdeas: createAdminIdeasService({
      repo: createAdminIdeasRepo(db),
      ideas,
      audit: (entry) => recordAudit(db, entry),
      onChanged: ({ ideaId, before, after, reason }) => history.recordAdminChange(ideaId, before, after, reason),
    }),
    adminStats: createAdminStatsService({ reports: statsReports, subscriptions: subscriptionsReports }),
    adminAnalytics: createAdminAnalyticsService({ reports: statsReports }),
    adminSubscriptions: createAdminSubscriptionsService({ reports: subscriptionsReports, billing: billing.service }),
  };
}
export type Services = ReturnType<typeof createServices>;
