import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema";
import type { FastifyBaseLogger } from "fastify";
import { passwordResetMail, passwordSetupMail, verificationMail, type MailService } from "../mail/index";
import { createAuthUsersRepo } from "./auth-users.repo";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/schemas/auth";
import type { SettingsReader } from "../settings/index";
import { signInPolicy } from "./sign-in-policy";
import type { SessionRefresh } from "../../http/viewer";

const HOUR = 60 * 60;
/** A session in use is extended (and its cookie re-sent) when it was last extended this long ago. */
export const SESSION_REFRESH_MS = 24 * HOUR * 1000;

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mail: MailService;
  log: FastifyBaseLogger;
  /** The admin settings, read when they apply: sign-ups open, session timeout, e-mail verification. */
  settings: SettingsReader;
  /** Called once per new account, inside sign-up, to create its profile. */
  onUserCreated(user: { id: string; name: string; email: string }): Promise<void>;
}

/** better-auth paths that create an account for someone signing up (e-mail, or a provider's first sign-in). */
const SIGN_UP_PATHS = new Set(["/sign-up/email", "/callback/:id", "/sign-in/social", "/oauth2/callback/:providerId"]);

/** better-auth, mounted at /api/auth: accounts, sessions, verification, reset, OAuth and roles. */
export function createAuth({ db, config, mail, log, settings, onUserCreated }: AuthDeps) {
  /** A new or extended session lasts the admin's session timeout (days) from now. */
  const sessionEnd = async () => new Date(Date.now() + (await settings.get()).securitySettings.sessionTimeout * 24 * HOUR * 1000);
  const socialProviders = {
    ...(config.oauth.google ? { google: { clientId: config.oauth.google.clientId, clientSecret: config.oauth.google.clientSecret } } : {}),
    ...(config.oauth.github ? { github: { clientId: config.oauth.github.clientId, clientSecret: config.oauth.github.clientSecret } } : {}),
  };
  const authUsers = createAuthUsersRepo(db);
  return betterAuth({
    appName: "Ideadeck",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.allowedOrigins,
    database: drizzleAdapter(db, { provider: "pg", usePlural: true, schema: { users, sessions, accounts, verifications } }),
    emailAndPassword: {
      enabled: true,
      // The admin setting at sign-in time (sign-in-policy.ts); on everywhere else.
      get requireEmailVerification() {
        return signInPolicy.requireEmailVerification;
      },
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        // An account with no password yet (added by an admin) is asked to choose one, not to reset it.
        if (!(await authUsers.hasPassword(user.id))) {
          await mail.send({ kind: "password_setup", to: user.email, ...(await passwordSetupMail(user.name, url)) });
          return;
        }
        const rendered = await passwordResetMail(user.name, url);
        await mail.send({ kind: "password_reset", to: user.email, ...rendered });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: HOUR,
      sendVerificationEmail: async ({ user, url }) => {
        const rendered = await verificationMail(user.name, url);
        await mail.send({ kind: "verification", to: user.email, ...rendered });
      },
    },
    socialProviders,
    session: {
      // The cookie's lifetime; the session's own end follows the admin's timeout (databaseHooks.session).
      expiresIn: config.sessionTimeoutDays * 24 * HOUR,
      updateAge: SESSION_REFRESH_MS / 1000,
    },
    // Our own sign-in throttle is stored in the database (shared by every instance); better-auth's
    // in-memory limiter would not be.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "ideadeck",
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            // Social sign-up creates the account in the provider's callback: "enable signups" off refuses it there.
            if (ctx?.path && SIGN_UP_PATHS.has(ctx.path) && !(await settings.get()).systemSettings.enableSignups) {
              throw new APIError("FORBIDDEN", { code: "SIGNUPS_DISABLED", message: "Sign-ups are currently closed." });
            }
            return { data: user };
          },
          after: async (user) => {
            await onUserCreated({ id: user.id, name: user.name, email: user.email });
          },
        },
      },
      session: {
        create: {
          before: async (session) => ({ data: { ...session, expiresAt: await sessionEnd() } }),
        },
        update: {
          // better-auth extends a session in use (updateAge); the extension follows the setting too.
          before: async (session) => (session.expiresAt ? { data: { ...session, expiresAt: await sessionEnd() } } : { data: session }),
        },
      },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    telemetry: { enabled: false },
    // better-auth's messages join our structured log instead of the console.
    logger: {
      log: (level, message, ...args) => {
        const target = level === "error" ? log.error.bind(log) : level === "warn" ? log.warn.bind(log) : log.debug.bind(log);
        target({ source: "better-auth", args }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Asks better-auth for the session behind a Cookie header, which extends it when due and re-sends
 * its cookie (http/viewer.ts calls this once a day per session): the cookies to pass on, and whether
 * the session still holds.
 */
export async function refreshSession(auth: Auth, cookie: string): ReturnType<SessionRefresh> {
  const refreshed = await auth.api.getSession({ headers: new Headers({ cookie }), returnHeaders: true });
  return { setCookies: refreshed.headers.getSetCookie(), valid: Boolean(refreshed.response) };
}
