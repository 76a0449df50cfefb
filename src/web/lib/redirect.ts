import { isSafeReturnPath } from "@shared/return-path";

export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/** Only a same-site path ("/x", never "//host" or "/\host") may be used as a return target. */
export function safeReturnPath(value: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!value) return fallback;
  return isSafeReturnPath(value) ? value : fallback;
}

export function loginPath(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}
