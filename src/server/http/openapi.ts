import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** What a reader of /api/docs needs before the first call (issue 28): how to authenticate, limits, errors. */
const API_DESCRIPTION = [
  "The same API the Ideadeck web app uses, with the same plan rules: a key answers exactly what its member sees when signed in.",
  "",
  "**Authentication.** Create a personal API key under Settings, API keys, and send it on every request:",
  "`curl -H \"Authorization: Bearer idk_...\" https://<your Ideadeck>/api/v1/ideas?search=fintech`.",
  "A revoked or unknown key answers 401. A key reads every /api/v1 route its member may read and may save ideas, work the pipeline and run validations (POST /api/v1/validate, counted against the plan's quota); it cannot manage keys, the account, billing or the admin area (403).",
  "",
  "**Rate limit.** Each key has its own hourly budget (the admin's API rate limit, 1,000 an hour by default). Every counted answer carries `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds) and `RateLimit-Policy`; past the limit the answer is 429 with `Retry-After`.",
  "",
  "**Errors** answer `{ \"error\": { \"code\": \"AUTH\", \"message\": \"The API key is not valid or was revoked.\" } }`. better-auth is mounted at /api/auth (browser sign-in only).",
  "",
  "**MCP.** The same key connects AI assistants to the MCP server at /mcp (streamable HTTP); see Settings, Connect your AI tools.",
].join("\n");

/** The OpenAPI document, generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: "Ideadeck API", version: "1.0.0", description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "ideadeck.session_token" },
          apiKey: { type: "http", scheme: "bearer", bearerFormat: "Ideadeck personal API key (idk_...)", description: "A personal API key from Settings, API keys." },
        },
      },
      // Either the browser's session or a personal API key; routes that need neither say so by answering visitors.
      security: [{ session: [] }, { apiKey: [] }, {}],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
