import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error";

/**
 * One spelling per address. Every rule the server applies by path (the admin area's guard and IP
 * allow-list, maintenance mode, the API rate limit, no-store, the auth wrapper's lock-out, mail caps
 * and body schemas) reads `request.url`, while the router and better-auth decode and resolve paths
 * their own way: `/api/auth/./sign-in/email`, `/api/auth/x/../sign-in/email`, `/api/auth/%2e/...`
 * and `/%61pi/v1/admin/...` reached the same handlers past those rules. So before any rule looks,
 * a request whose path is not in its one canonical form is redirected to it (GET, HEAD) or refused
 * (anything else): it is never routed as something other than what the rules saw.
 */

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The canonical form of a request path (no query): unreserved characters percent-decoded and other
 * escapes upper-cased (RFC 3986 6.2.2), dot segments removed (5.2.4), repeated slashes collapsed and
 * no trailing slash but on "/". Null when the path cannot be read as one (no leading slash, as in an
 * absolute-form target, or a malformed escape).
 */
export function canonicalPath(rawPath: string): string | null {
  if (!rawPath.startsWith("/")) return null;
  let decoded = "";
  for (let i = 0; i < rawPath.length; i++) {
    const char = rawPath[i]!;
    if (char !== "%") {
      decoded += char;
      continue;
    }
    const hex = rawPath.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
    const byte = String.fromCharCode(parseInt(hex, 16));
    decoded += UNRESERVED.test(byte) ? byte : `%${hex.toUpperCase()}`;
    i += 2;
  }
  const output: string[] = [];
  for (const segment of decoded.split("/").slice(1)) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") output.pop();
    else output.push(segment);
  }
  return `/${output.join("/")}`;
}

/** The path of a request that passed the canonical check: what every path rule should read. */
export function requestPath(request: FastifyRequest): string {
  const query = request.url.indexOf("?");
  return query === -1 ? request.url : request.url.slice(0, query);
}

/** Registered before every other onRequest hook (app.ts), so no rule ever sees another spelling. */
export function registerCanonicalPaths(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const path = requestPath(request);
    const canonical = canonicalPath(path);
    if (canonical === path) return;
    if (canonical !== null && (request.method === "GET" || request.method === "HEAD")) {
      return reply.redirect(canonical + request.url.slice(path.length), 308);
    }
    throw new AppError("VALIDATION", {
      message: canonical === null ? "The address is not a valid path." : `The address is not in its canonical form; send the request to ${canonical}.`,
    });
  });
}
