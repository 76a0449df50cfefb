import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

/** Deeper than any body we accept; a deeper one is an attack or a bug, not a request. */
const MAX_JSON_DEPTH = 32;

/**
 * Input PostgreSQL or our code cannot take, refused as a 400 before any route runs: NUL bytes
 * (PostgreSQL text cannot store them, so they surfaced as 500s) in the path, the query or any
 * string or key of a JSON body, and absurdly nested JSON.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (/%00|\0/i.test(request.url)) throw new AppError("VALIDATION", { message: "The address contains a NUL character." });
  });
  app.addHook("preValidation", async (request) => {
    const problem = bodyProblem(request.body);
    if (problem) throw new AppError("VALIDATION", { message: problem });
  });
}

/** Walks the parsed body without recursion (a deep body must not overflow our stack either). */
export function bodyProblem(body: unknown): string | null {
  // Only parsed JSON is walked; the one raw body (Stripe's webhook) is verified and parsed there.
  if (typeof body !== "object" || body === null) return null;
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 1 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) return "The request body is nested too deeply.";
    for (const [key, child] of Object.entries(value as object)) {
      if (key.includes("\0")) return NUL;
      if (typeof child === "string" && child.includes("\0")) return NUL;
      if (typeof child === "object" && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

const NUL = "Text must not contain NUL characters.";

