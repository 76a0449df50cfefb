import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed one-click unsubscribe tokens: `{issuedAtSeconds}.{hmac}` over the address. An address
 * alone unsubscribes nobody; a token is valid for a year, so old mails keep working for a while.
 */
const VALIDITY_SECONDS = 365 * 24 * 60 * 60;

function mac(secret: string, email: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`unsubscribe:${email.toLowerCase()}:${issuedAt}`).digest("base64url");
}

export function createUnsubscribeToken(secret: string, email: string, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${issuedAt}.${mac(secret, email, issuedAt)}`;
}

export function verifyUnsubscribeToken(secret: string, email: string, token: string, now = new Date()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = Math.floor(now.getTime() / 1000) - issuedAt;
  if (age < 0 || age > VALIDITY_SECONDS) return false;
  const expected = Buffer.from(mac(secret, email, issuedAt));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(appUrl: string, secret: string, email: string): string {
  const params = new URLSearchParams({ email, token: createUnsubscribeToken(secret, email) });
  return `${appUrl}/unsubscribe?${params.toString()}`;
}

/** RFC 8058 one-click unsubscribe headers for a mail whose stop link is `link`. */
export function oneClickUnsubscribeHeaders(link: string): { "List-Unsubscribe": string; "List-Unsubscribe-Post": string } {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
