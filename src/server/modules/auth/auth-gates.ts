import type { z } from "zod";
import { hashPassword } from "better-auth/crypto";
import { AppError } from "../../http/app-error";
import type { AppConfig, AuthLimits } from "../../config";
import type { LoginThrottleRepo } from "./login-throttle.repo";
import type { SettingsReader } from "../settings/index";
import { accountExistsMail, type MailService } from "../mail/index";
import type { AuthUsersRepo } from "./auth-users.repo";
import type { RateLimiter } from "../rate-limit/index";
import type { requestPasswordResetBody, sendVerificationBody, signInBody, signUpBody, socialSignInBody } from "../../../shared/schemas/auth";

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAIL_WINDOW_MS = 15 * 60 * 1000;
const MAILS_PER_WINDOW = 3;
const MINUTE_MS = 60 * 1000;

/**
 * How often one network (IP) or one address may use the routes that create accounts, send mail or
 * check a password, counted in the database so every instance shares the count. Generous for a
 * person, an office or a school behind one address; far short of what a script needs to mail
 * strangers (60 sign-ups queued 60 verification mails before) or to guess a current password.
 */
const AUTH_LIMITS = {
  signUpPerIp: { bucket: "sign-up:ip", limit: "signUpPerIpPerHour", windowMs: 60 * MINUTE_MS, what: "sign-ups from this network" },
  signUpPerAddress: { bucket: "sign-up:address", limit: "signUpPerAddressPer15Min", windowMs: 15 * MINUTE_MS, what: "sign-ups for this address" },
  mailPerIp: { bucket: "auth-mail:ip", limit: "authMailPerIpPer15Min", windowMs: 15 * MINUTE_MS, what: "e-mails requested from this network" },
  changePassword: { bucket: "change-password:ip", limit: "changePasswordPerIpPer15Min", windowMs: 15 * MINUTE_MS, what: "password change attempts" },
} as const satisfies Record<string, { bucket: string; limit: keyof AuthLimits; windowMs: number; what: string }>;

/** The one answer to a sign-up and to a reset request, whether or not the address has an account. */
export const SIGN_UP_ANSWER = { status: true, message: "Check your email to verify your account" };
const RESET_ANSWER = { status: true, message: "If this email exists in our system, check your email for the reset link" };

/** "Try again in 12 minutes": when the window that refused a request ends. */
function retryIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Try again in a minute." : `Try again in ${minutes} minutes.`;
}

/**
 * What our rules decided before better-auth sees a request: answer it here (`answer`; a reset request
 * is still forwarded after the answer, `forwardAfter`), or forward it, with the sign-in attempt the
 * throttle counts and whether this sign-in needs a verified address.
 */
export type AuthGate =
  | { kind: "answer"; answer: object; forwardAfter?: boolean }
  | { kind: "forward"; loginAttempt: { id: string } | null; requireEmailVerification: boolean };

export interface AuthGateDeps {
  config: Pick<AppConfig, "authLimits" | "appUrl" | "oauth">;
  throttle: LoginThrottleRepo;
  settings: SettingsReader;
  mail: MailService;
  users: AuthUsersRepo;
  /** The database-backed counter shared by every instance (rate-limit module). */
  limits: Pick<RateLimiter, "hit">;
}

/** The rules each better-auth endpoint passes first: sign-ups open, rate limits, the sign-in throttle, mail caps. */
export function createAuthGates({ config, throttle, settings, mail, users, limits }: AuthGateDeps) {
  /** Counts one use against a limit; past it, a 429 that says what was limited and for how long. */
  async function withinLimit(rule: (typeof AUTH_LIMITS)[keyof typeof AUTH_LIMITS], key: string): Promise<void> {
    const now = Date.now();
    if (await limits.hit(`auth:${rule.bucket}:${key}`, config.authLimits[rule.limit], rule.windowMs, new Date(now))) return;
    const retryAfterSeconds = (rule.windowMs - (now % rule.windowMs)) / 1000;
    throw new AppError("RATE_LIMIT", { message: `Too many ${rule.what}. ${retryIn(retryAfterSeconds)}`, retryAfterSeconds });
  }

  const recentMails = (kind: string, email: string) => mail.countRecent(kind, email, new Date(Date.now() - MAIL_WINDOW_MS));
  const forward = (): AuthGate => ({ kind: "forward", loginAttempt: null, requireEmailVerification: true });

  const gates: Record<string, (ip: string, body: unknown) => Promise<AuthGate>> = {
    async "/api/auth/sign-up/email"(ip, body) {
      const current = await settings.get();
      if (!current.systemSettings.enableSignups) {
        throw new AppError("PERMISSION", { reason: "SIGNUPS_DISABLED", message: "Sign-ups are currently closed." });
      }
      const { email, password } = body as z.infer<typeof signUpBody>;
      // Both limits before the address is looked up, so being limited says nothing about an account.
      await withinLimit(AUTH_LIMITS.signUpPerIp, ip);
      await withinLimit(AUTH_LIMITS.signUpPerAddress, email);
      const existing = await users.byEmail(email);
      if (!existing) return forward();
      // An address that has an account: the same answer as a new sign-up, after about the same work
      // (a password hash and a stored mail), so neither the body nor the timing tells them apart.
      await hashPassword(password);
      if ((await recentMails("account_exists", email)) < MAILS_PER_WINDOW) {
        const rendered = await accountExistsMail(existing.name, `${config.appUrl}/forgot-password`);
        await mail.send({ kind: "account_exists", to: email, ...rendered });
      }
      return { kind: "answer", answer: SIGN_UP_ANSWER };
    },

    async "/api/auth/sign-in/email"(ip, body) {
      const { email } = body as z.infer<typeof signInBody>;
      // Verification is required unless the admin turned it off; read here, when the sign-in happens.
      const { securitySettings } = await settings.get();
      const loginAttempt = await throttle.begin(email, ip, new Date(Date.now() - LOGIN_WINDOW_MS), securitySettings.maxLoginAttempts);
      if (!loginAttempt) {
        // The window slides: the oldest failure stops counting at most 15 minutes from now.
        throw new AppError("RATE_LIMIT", {
          message: `Too many failed sign-in attempts for this account. ${retryIn(LOGIN_WINDOW_MS / 1000)} You can also reset your password.`,
          retryAfterSeconds: LOGIN_WINDOW_MS / 1000,
        });
      }
      return { kind: "forward", loginAttempt, requireEmailVerification: securitySettings.requireEmailVerification };
    },

    async "/api/auth/change-password"(ip) {
      // Guessing the current password through a stolen session is a sign-in guess by another door.
      await withinLimit(AUTH_LIMITS.changePassword, ip);
      return forward();
    },

    async "/api/auth/sign-in/social"(_ip, body) {
      const { provider } = body as z.infer<typeof socialSignInBody>;
      if (!config.oauth[provider]) {
        throw new AppError("VALIDATION", {
          message: `Sign-in with ${provider === "github" ? "GitHub" : "Google"} is not available.`,
          issues: [{ path: "provider", message: "This provider is not configured" }],
        });
      }
      return forward();
    },

    async "/api/auth/send-verification-email"(ip, body) {
      const { email } = body as z.infer<typeof sendVerificationBody>;
      await withinLimit(AUTH_LIMITS.mailPerIp, ip);
      if ((await recentMails("verification", email)) >= MAILS_PER_WINDOW) {
        throw new AppError("RATE_LIMIT", {
          message: `Three verification e-mails were sent to this address in the last 15 minutes. Check your inbox and spam folder, or ${retryIn(MAIL_WINDOW_MS / 1000).toLowerCase()}`,
          retryAfterSeconds: MAIL_WINDOW_MS / 1000,
        });
      }
      return forward();
    },

    async "/api/auth/request-password-reset"(ip, body) {
      const { email } = body as z.infer<typeof requestPasswordResetBody>;
      // A limit on the network says nothing about the address, so it may answer differently.
      await withinLimit(AUTH_LIMITS.mailPerIp, ip);
      // Same answer whether capped or not, so the cap does not reveal which addresses have accounts.
      // Accounts without a password get the same link as a "password_setup" mail (auth.ts): one cap for both.
      const sent = (await recentMails("password_reset", email)) + (await recentMails("password_setup", email));
      // Answered before the work that only an existing account needs (token, mail), so the time
      // taken does not tell which addresses have accounts either.
      return { kind: "answer", answer: RESET_ANSWER, forwardAfter: sent < MAILS_PER_WINDOW };
    },
  };

  return {
    /** The gate for a POST to `path` (its body already checked against the shared schema). */
    check(path: string, ip: string, body: unknown): Promise<AuthGate> {
      // Endpoints without rules of ours go straight on.
      const gate = gates[path];
      return gate ? gate(ip, body) : Promise.resolve(forward());
    },
  };
}
