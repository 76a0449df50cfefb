import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema";
import type { FastifyBaseLogger } from "fastify";
import type { MailService } from "../mail/mail.service";
import { passwordResetMail, passwordSetupMail, verificationMail } from "../mail/templates/account-emails";
import { createAuthUsersRepo } from "./auth-users.repo";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/schemas/auth";

const HOUR = 60 * 60;
/** A session in use is extended (and its cookie re-sent) when it was last extended this long ago. */
export const SESSION_REFRESH_MS = 24 * HOUR * 1000;

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mail: MailService;
  log: FastifyBaseLogger;
  /** Called once per new account, inside sign-up, to create its profile. */
  onUserCreated(user: { id: string; name: string }): Promise<void>;
}

/** better-auth, mounted at /api/auth: accounts, sessions, verification, reset, OAuth and roles. */
export function createAuth({ db, config, mail, log, onUserCreated }: AuthDeps) {
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
      requireEmailVerification: true,
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
          after: async (user) => {
            await onUserCreated({ id: user.id, name: user.name });
          },
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
