import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * Marks the API calls the server makes to itself while rendering a page (page-render.ts), so the
 * settings enforcement does not count them against the visitor's hourly API budget: a crawl of idea
 * pages spent a visitor's budget in minutes and the renderer then got "Too many requests" (issue 29).
 * The mark is a secret made at start-up and never sent out, so a client cannot claim it.
 */
const HEADER = "x-ideadeck-internal";
const secret = randomBytes(24).toString("base64url");
const secretBytes = Buffer.from(secret);

/** The header the renderer adds to each in-process call. */
export function internalRequestHeaders(): Record<string, string> {
  return { [HEADER]: secret };
}

/** True only for a call this process made to itself with internalRequestHeaders(). */
export function isInternalRequest(request: FastifyRequest): boolean {
  const value = request.headers[HEADER];
  if (typeof value !== "string") return false;
  const bytes = Buffer.from(value);
  return bytes.length === secretBytes.length && timingSafeEqual(bytes, secretBytes);
}
