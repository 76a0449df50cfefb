import type { IncomingHttpHeaders } from "node:http";

/**
 * The secret of an `Authorization: Bearer <key>` header, or null when the request has none. A request
 * that carries a bearer token is answered for that key's member alone: its cookies are not read.
 */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export const hasBearer = (headers: IncomingHttpHeaders) => /^Bearer\s/i.test(headers.authorization ?? "");
