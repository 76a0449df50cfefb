import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error";
import { requestPath } from "../../http/canonical-path";
import { hasBearer } from "../../http/bearer";

/** What a key may never reach: minting or revoking keys, the account, billing, the admin area, sign-in. */
const NEVER_WITH_A_KEY = [/^\/api\/v1\/api-keys(\/|$)/, /^\/api\/v1\/me\//, /^\/api\/v1\/billing(\/|$)/, /^\/api\/v1\/admin(\/|$)/, /^\/api\/auth(\/|$)/];
/** The writes a key may make, the ones its MCP tools need: saving ideas, the pipeline, a validation. */
const KEY_WRITES = [/^\/api\/v1\/saved(\/|$)/, /^\/api\/v1\/pipeline(\/|$)/, /^\/api\/v1\/validate$/];
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A personal API key reads the member's /api/v1 like their browser session does and makes the few
 * writes the MCP tools need; everything that changes who the member is or what they pay is refused,
 * so a leaked key cannot take over the account. The key itself is checked by the viewer resolver.
 */
export function registerBearerPolicy(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (!hasBearer(request.headers)) return;
    const path = requestPath(request);
    if (path === "/mcp") return;
    if (NEVER_WITH_A_KEY.some((rule) => rule.test(path))) {
      throw new AppError("PERMISSION", { message: "API keys cannot be used here; sign in on the website instead." });
    }
    if (path.startsWith("/api/v1/") && !READS.has(request.method) && !KEY_WRITES.some((rule) => rule.test(path))) {
      throw new AppError("PERMISSION", { message: "API keys read the API and may save ideas, work the pipeline and run validations; nothing else." });
    }
  });
}
