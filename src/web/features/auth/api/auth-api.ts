import type { z } from "zod";
import type { resetPasswordBody, signInBody, signUpBody } from "@shared/schemas/auth";
import { ERROR_CATALOGUE } from "@shared/errors";
import { api, ApiError } from "@web/lib/api-client";
import type { OAuthProvider } from "@web/lib/public-config";

/** better-auth is mounted at /api/auth; the server checks each body with the schemas in @shared/schemas/auth. */
export const VERIFY_EMAIL_PATH = "/verify-email";
export const RESET_PASSWORD_PATH = "/reset-password";
export const AUTH_CALLBACK_PATH = "/auth/callback";

/** better-auth answers a social sign-in with the provider's address to go to. */
function providerUrl(answer: unknown): { url: string } {
  const url = (answer as { url?: unknown } | null)?.url;
  // Shown like any answer the screen cannot use: the catalogue's server message.
  if (typeof url !== "string" || !url) throw new ApiError({ status: 200, code: "SERVER", message: ERROR_CATALOGUE.SERVER.message });
  return { url };
}

export const authApi = {
  signInEmail: (body: Required<Pick<z.input<typeof signInBody>, "email" | "password" | "rememberMe">>) => api.auth("/api/auth/sign-in/email", body),

  signInSocial: async (provider: OAuthProvider) =>
    providerUrl(await api.auth("/api/auth/sign-in/social", { provider, callbackURL: AUTH_CALLBACK_PATH, errorCallbackURL: "/login" })),

  signUpEmail: (body: Omit<z.input<typeof signUpBody>, "callbackURL">) => api.auth("/api/auth/sign-up/email", { ...body, callbackURL: VERIFY_EMAIL_PATH }),

  sendVerificationEmail: (email: string) => api.auth("/api/auth/send-verification-email", { email, callbackURL: VERIFY_EMAIL_PATH }),

  requestPasswordReset: (email: string) => api.auth("/api/auth/request-password-reset", { email, redirectTo: RESET_PASSWORD_PATH }),

  resetPassword: (body: z.input<typeof resetPasswordBody>) => api.auth("/api/auth/reset-password", body),
};

/** Where a provider sign-in returns to after /auth/callback (the provider round trip loses app state). */
export const AUTH_REDIRECT_STORAGE_KEY = "auth-redirect";
