import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { WEB_ROOT } from "./paths";
import type { AiTool } from "../shared/schemas/ai-usage";

/**
 * The only reader of process.env. A bad variable stops the process with a list of what is wrong.
 */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("localhost"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(
      z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://").optional(),
    ),
    APP_URL: optionalString.pipe(z.url("must be an absolute URL such as https://ideadeck.example").optional()),
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional()),
    MAIL_FROM: z.string().min(3).default("Ideadeck <hello@ideadeck.local>"),
    SUPPORT_EMAIL: z.email().default("support@ideadeck.local"),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GITHUB_CLIENT_ID: optionalString,
    GITHUB_CLIENT_SECRET: optionalString,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    /** How long an instance may serve a cached catalogue answer (idea changes clear it at once). */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(15),
    /** The most the catalogue cache may hold per instance, in megabytes (estimated at each fill). */
    CATALOGUE_CACHE_MB: z.coerce.number().min(1).max(4096).default(64),
    /** 0 for benches only: concurrent identical catalogue requests each read the database (bench/README.md). */
    CATALOGUE_COALESCE: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1"),
    /** How long counted views wait to be added to the ideas rows' view_count, in one write (issue 30). */
    VIEW_COUNT_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
    /** How often the scheduled job recounts trending's rankings (0: every minute's tick). */
    TRENDING_REFRESH_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
    SESSION_TIMEOUT_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    MAIL_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(20),
    // How long mail job leases last without renewal; only the exactly-once test shortens them.
    MAIL_JOB_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
    STRIPE_SECRET_KEY: optionalString.pipe(z.string().regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_... or rk_...)").optional()),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_...)").optional()),
    STRIPE_PRICE_STARTER_MONTHLY: optionalString,
    STRIPE_PRICE_STARTER_YEARLY: optionalString,
    STRIPE_PRICE_PRO_MONTHLY: optionalString,
    STRIPE_PRICE_PRO_YEARLY: optionalString,
    STRIPE_PRICE_LIFETIME: optionalString,
    STRIPE_PORTAL: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1"),
    /**
     * TEST MODE checkout grants paid tiers without a charge. Outside production it is the default when
     * Stripe is absent; in production it must be asked for by name, or anyone could give themselves Pro.
     */
    PAYMENTS_TEST_MODE: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
    /** Another Stripe-compatible API base (stripe-mock, a local test peer); the real API when unset. */
    STRIPE_API_URL: optionalString.pipe(z.url("must be an absolute URL").optional()),
    /** An OpenAI-compatible API (OpenAI, OpenRouter, Ollama, llama.cpp, vLLM): base URL ending in /v1. */
    AI_BASE_URL: optionalString.pipe(z.url("must be an absolute URL such as https://api.openai.com/v1").optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    /** How long a structured answer (a validation report, a draft) may take before it counts as failed. */
    AI_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
    /** How long a streamed answer (chat) may wait for its first piece: a local model on a CPU may think a while. */
    AI_FIRST_TOKEN_SECONDS: z.coerce.number().min(1).max(600).default(60),
    /** How long a streamed answer may fall silent between pieces; a steady stream is never cut by its length. */
    AI_IDLE_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** A SearXNG instance (JSON format enabled) the model may search for a validation report; unset: no web research. */
    SEARCH_URL: optionalString.pipe(z.url("must be an absolute URL such as http://localhost:8888").optional()),
    SEARCH_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(10),
    /** The most tokens one answer of each AI tool may have the model write: a cost ceiling per call (issue 23). */
    AI_MAX_OUTPUT_TOKENS_VALIDATION: z.coerce.number().int().min(16).max(200_000).default(4000),
    AI_MAX_OUTPUT_TOKENS_CHAT: z.coerce.number().int().min(16).max(200_000).default(1000),
    AI_MAX_OUTPUT_TOKENS_BUILDER: z.coerce.number().int().min(16).max(200_000).default(6000),
    AI_MAX_OUTPUT_TOKENS_DRAFT: z.coerce.number().int().min(16).max(200_000).default(8000),
    /**
     * The scheduled source link checker (issue 27 item 4) fetches the catalogue's source URLs. Unset:
     * on in production, off elsewhere (tests, the e2e server and development never reach the internet).
     */
    SOURCE_LINK_CHECK: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
    /** Lets the link checker fetch loopback and private addresses: for local test peers only; refused in production. */
    SOURCE_LINK_CHECK_ALLOW_PRIVATE: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    /** The most source URLs one run checks, how often a run may start, and how soon a URL is checked again. */
    SOURCE_LINK_CHECK_PER_RUN: z.coerce.number().int().min(1).max(1000).default(40),
    SOURCE_LINK_CHECK_EVERY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    SOURCE_LINK_CHECK_RECHECK_DAYS: z.coerce.number().min(0).max(365).default(7),
    SOURCE_LINK_CHECK_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
    /** The pause between two requests to the same host. */
    SOURCE_LINK_CHECK_HOST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  });

/** Rules that span variables, checked on the raw values so they are reported with the others. */
function crossVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const provider of ["GOOGLE", "GITHUB"] as const) {
    const id = env[`${provider}_CLIENT_ID`]?.trim();
    const secret = env[`${provider}_CLIENT_SECRET`]?.trim();
    if (Boolean(id) !== Boolean(secret)) {
      problems.push(`${id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`}: ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET must be set together`);
    }
  }
  if (Boolean(env.STRIPE_SECRET_KEY?.trim()) !== Boolean(env.STRIPE_WEBHOOK_SECRET?.trim())) {
    problems.push("STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together");
  }
  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET?.trim()) problems.push("BETTER_AUTH_SECRET: is required in production");
  const testModeAsked = ["true", "1"].includes(env.PAYMENTS_TEST_MODE?.trim() ?? "");
  if (env.NODE_ENV === "production" && !env.STRIPE_SECRET_KEY?.trim() && !testModeAsked) {
    problems.push(
      "STRIPE_SECRET_KEY: is required in production; without it the TEST MODE checkout would give paid plans away. Set PAYMENTS_TEST_MODE=true only for a demo.",
    );
  }
  if (Boolean(env.AI_BASE_URL?.trim()) !== Boolean(env.AI_MODEL?.trim())) {
    problems.push(`${env.AI_BASE_URL?.trim() ? "AI_MODEL" : "AI_BASE_URL"}: AI_BASE_URL and AI_MODEL must be set together`);
  }
  if (env.AI_API_KEY?.trim() && !env.AI_BASE_URL?.trim()) problems.push("AI_BASE_URL: AI_API_KEY is set but AI_BASE_URL is not");
  if (env.STRIPE_SECRET_KEY?.trim() && testModeAsked) problems.push("PAYMENTS_TEST_MODE: cannot be true while STRIPE_SECRET_KEY is set");
  if (env.NODE_ENV === "production" && ["true", "1"].includes(env.SOURCE_LINK_CHECK_ALLOW_PRIVATE?.trim() ?? "")) {
    problems.push("SOURCE_LINK_CHECK_ALLOW_PRIVATE: cannot be true in production (the link checker must not reach private networks)");
  }
  return problems;
}

/**
 * How many times one network (IP) or one address may use the routes that create accounts, send auth
 * mail or check a password, per window (the windows and messages are in auth.routes.ts). Not read
 * from the environment: test suites, which send everything from one address, raise them.
 */
export interface AuthLimits {
  signUpPerIpPerHour: number;
  signUpPerAddressPer15Min: number;
  authMailPerIpPer15Min: number;
  changePasswordPerIpPer15Min: number;
}
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signUpPerIpPerHour: 10,
  signUpPerAddressPer15Min: 3,
  authMailPerIpPer15Min: 10,
  changePasswordPerIpPer15Min: 5,
};

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  appUrl: string;
  /**
   * Origins whose browsers may send state-changing requests: APP_URL's, and when APP_URL is not set
   * the loopback names a local server answers on (localhost, 127.0.0.1, [::1]).
   */
  allowedOrigins: string[];
  dataDir: string;
  database: { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string };
  authSecret: string;
  sessionTimeoutDays: number;
  catalogueCacheSeconds: number;
  catalogueCacheMb: number;
  /** false for benches only: concurrent identical catalogue requests each read the database. */
  catalogueCoalesce: boolean;
  viewCountFlushMs: number;
  trendingRefreshSeconds: number;
  smtpUrl: string | null;
  /** The most mails a second one process hands to the SMTP server. */
  mailRatePerSecond: number;
  /** How long mail job leases last before another process may take a job over; null: the modules' defaults. */
  mailJobLeaseMs: number | null;
  mailFrom: string;
  supportEmail: string;
  oauth: { google?: { clientId: string; clientSecret: string }; github?: { clientId: string; clientSecret: string } };
  /** Stripe when a key is set; otherwise the built-in test-mode provider. */
  stripe: StripeConfig | null;
  /** The model the AI tools call; null runs them on the built-in analyst (docs/DECISIONS.md, AI). */
  ai: AiConfig | null;
  /** The search engine the model's validation may use (docs/decisions/018-web-research.md); null: none. */
  webSearch: WebSearchConfig | null;
  logLevel: string;
  trustProxy: boolean;
  /** Where the built SPA is; null when the app runs API-only (tests). */
  webRoot: string | null;
  authLimits: AuthLimits;
  /** The scheduled source link checker (docs/operations.md, "Source link checks"). */
  linkCheck: LinkCheckConfig;
}

export interface LinkCheckConfig {
  /** Off: nothing is fetched (tests and the e2e server, unless a test turns it on). */
  enabled: boolean;
  /** Loopback and private addresses may be fetched: local test peers only, never in production. */
  allowPrivateAddresses: boolean;
  perRun: number;
  everyMs: number;
  recheckMs: number;
  timeoutMs: number;
  hostDelayMs: number;
  /** Hosts checked at the same time; one host always gets one request at a time. */
  concurrency: number;
  maxRedirects: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Price ids by plan; a plan without one is "not yet configured". */
  prices: { starter: { month?: string; year?: string }; pro: { month?: string; year?: string }; lifetime?: string };
  portal: boolean;
  apiUrl: string | null;
}

export interface AiConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** A structured answer's whole time. */
  timeoutMs: number;
  /** A streamed answer's wait for its first piece (default: timeoutMs). */
  firstTokenMs?: number;
  /** A streamed answer's longest silence between pieces (default: timeoutMs). */
  idleMs?: number;
  /** The most tokens each tool's answer may have (none when absent: the provider's own limit). */
  maxOutputTokens?: Partial<Record<AiTool, number>>;
}

/** A SearXNG instance for the model's web research (src/server/integrations/web-search.ts). */
export interface WebSearchConfig {
  /** The instance's base URL (without /search). */
  url: string;
  timeoutMs: number;
  /** How many pages one search hands the model (default 5). */
  maxResults?: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)),
    ...crossVariableProblems(env),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    allowedOrigins: e.APP_URL ? [new URL(appUrl).origin] : ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${e.PORT}`),
    dataDir,
    database: e.DATABASE_URL ? { kind: "postgres", url: e.DATABASE_URL } : { kind: "pglite", dataDir: path.join(dataDir, "db") },
    authSecret: e.BETTER_AUTH_SECRET ?? localAuthSecret(dataDir),
    sessionTimeoutDays: e.SESSION_TIMEOUT_DAYS,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    catalogueCacheMb: e.CATALOGUE_CACHE_MB,
    catalogueCoalesce: e.CATALOGUE_COALESCE,
    viewCountFlushMs: e.VIEW_COUNT_FLUSH_MS,
    trendingRefreshSeconds: e.TRENDING_REFRESH_SECONDS,
    smtpUrl: e.SMTP_URL ?? null,
    mailRatePerSecond: e.MAIL_RATE_PER_SECOND,
    mailJobLeaseMs: e.MAIL_JOB_LEASE_MS ?? null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    oauth: {
      ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? { github: { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET } }
        : {}),
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: {
              starter: { month: e.STRIPE_PRICE_STARTER_MONTHLY, year: e.STRIPE_PRICE_STARTER_YEARLY },
              pro: { month: e.STRIPE_PRICE_PRO_MONTHLY, year: e.STRIPE_PRICE_PRO_YEARLY },
              lifetime: e.STRIPE_PRICE_LIFETIME,
            },
            portal: e.STRIPE_PORTAL,
            apiUrl: e.STRIPE_API_URL ?? null,
          }
        : null,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/$/, ""),
            apiKey: e.AI_API_KEY ?? null,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
            firstTokenMs: e.AI_FIRST_TOKEN_SECONDS * 1000,
            idleMs: e.AI_IDLE_SECONDS * 1000,
            maxOutputTokens: {
              validation: e.AI_MAX_OUTPUT_TOKENS_VALIDATION,
              chat: e.AI_MAX_OUTPUT_TOKENS_CHAT,
              builder: e.AI_MAX_OUTPUT_TOKENS_BUILDER,
              draft: e.AI_MAX_OUTPUT_TOKENS_DRAFT,
            },
          }
        : null,
    webSearch: e.SEARCH_URL ? { url: e.SEARCH_URL, timeoutMs: e.SEARCH_TIMEOUT_SECONDS * 1000 } : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webRoot: WEB_ROOT,
    authLimits: DEFAULT_AUTH_LIMITS,
    linkCheck: {
      enabled: e.SOURCE_LINK_CHECK ?? e.NODE_ENV === "production",
      allowPrivateAddresses: e.SOURCE_LINK_CHECK_ALLOW_PRIVATE,
      perRun: e.SOURCE_LINK_CHECK_PER_RUN,
      everyMs: e.SOURCE_LINK_CHECK_EVERY_MINUTES * 60_000,
      recheckMs: e.SOURCE_LINK_CHECK_RECHECK_DAYS * 86_400_000,
      timeoutMs: e.SOURCE_LINK_CHECK_TIMEOUT_SECONDS * 1000,
      hostDelayMs: e.SOURCE_LINK_CHECK_HOST_DELAY_MS,
      concurrency: 4,
      maxRedirects: 5,
    },
  };
}

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR, so sessions survive a
 * restart without any setup.
 */
function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
