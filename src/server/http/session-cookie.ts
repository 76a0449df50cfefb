import { createHmac, timingSafeEqual } from "node:crypto";

/** better-auth's session cookie (auth.ts: cookiePrefix "ideadeck"; "__Secure-" on HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ideadeck\.session_token=([^;]*)/;

/**
 * The session token from a Cookie header, if its signature is ours. better-auth signs the cookie as
 * encodeURIComponent(`${token}.${base64(HMAC-SHA256(secret, token))}`) (better-call's
 * signCookieValue); checking it here, synchronously, keeps forged cookies away from the database.
 */
export function signedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  const raw = SESSION_COOKIE.exec(cookieHeader)?.[1];
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && SESSION_COOKIE.test(cookieHeader));
}
