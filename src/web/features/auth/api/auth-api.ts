import { z } from "zod";
import type { resetPasswordBody, signInBody, signUpBody } from "@shared/schemas/auth";
import { api } from "@web/lib/api-client";
import type { OAuthProvider } from "@web/lib/public-config";

/** better-auth is mounted at /api/auth; the server checks each body with the schemas in @shared/schemas/auth. */
const AUTH = "/api/auth";

export const VERIFY_EMAIL_PATH = "/verify-email";
export const RESET_PASSWORD_PATH = "/reset-password";
export const AUTH_CALLBACK_PATH = "/auth/callback";

const socialSignInResponse = z.object({ url: z.string().min(1) });

export const authApi = {
  signInEmail: (body: Required<Pick<z.input<typeof signInBody>, "email" | "password" | "rememberMe">>) =>
    api.post(`${AUTH}/sign-in/email`, body),

  signInSocial: (provider: OAuthProvider) =>
    api.post(
      `${AUTH}/sign-in/social`,
      { provider, callbackURL: AUTH_CALLBACK_PATH, errorCallbackURL: "/login" },
      { schema: socialSignInResponse },
    ),

  signUpEmail: (body: Omit<z.input<typeof signUpBody>, "callbackURL">) =>
    api.post(`${AUTH}/sign-up/email`, { ...body, callbackURL: VERIFY_EMAIL_PATH }),

  sendVerificationEmail: (email: string) =>
    api.post(`${AUTH}/send-verification-email`, { email, callbackURL: VERIFY_EMAIL_PATH }),

  requestPasswordReset: (email: string) =>
    api.post(`${AUTH}/request-password-reset`, { email, redirectTo: RESET_PASSWORD_PATH }),

  resetPassword: (body: z.input<typeof resetPasswordBody>) => api.post(`${AUTH}/reset-password`, body),
};

/** Where a provider sign-in returns to after /auth/callback (the provider round trip loses app state). */
export const AUTH_REDIRECT_STORAGE_KEY = "auth-redirect";
