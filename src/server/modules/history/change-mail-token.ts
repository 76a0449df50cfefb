import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The one-click "stop these mails" token of a member's idea-change mail: an HMAC of the user id
 * (its own purpose prefix, so a daily-list token never works here). It does not expire: a mail
 * kept for years should still stop the mails.
 */
function mac(secret: string, userId: string): string {
  return createHmac("sha256", secret).update(`idea-change-mail:${userId}`).digest("base64url");
}

export function changeMailToken(secret: string, userId: string): string {
  return mac(secret, userId);
}

export function verifyChangeMailToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The page a mail links to (a button there stops the mails) and the RFC 8058 one-click address. */
export function changeMailStopLinks(appUrl: string, secret: string, userId: string): { page: string; oneClick: string } {
  const query = new URLSearchParams({ user: userId, token: changeMailToken(secret, userId) }).toString();
  return { page: `${appUrl}/idea-mail/stop?${query}`, oneClick: `${appUrl}/api/v1/idea-change-mail/stop?${query}` };
}
