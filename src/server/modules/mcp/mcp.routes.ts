import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { AppError } from "../../http/app-error";
import type { ViewerResolver } from "../../http/viewer";
import type { MemberApi } from "./mcp-server";

const SERVER_VERSION = "1.0.0";

/**
 * The MCP server at /mcp (issue 28): streamable HTTP, stateless (a fresh server and transport per
 * POST, so any instance answers any call), authenticated with a personal API key as a bearer token.
 * Tools call the app's own /api/v1 in process (`inject`) with the same key, so every answer passes
 * the same routes, paywall, quotas, rate limit and usage count as a direct API call.
 */
export async function mcpRoutes(scope: FastifyInstance, deps: { viewers: ViewerResolver; appUrl: string; inject: (options: InjectOptions) => Promise<LightMyRequestResponse> }) {
  scope.post("/mcp", { schema: { hide: true } }, async (request, reply) => {
    const viewer = await deps.viewers.viewerOf(request);
    if (!viewer?.apiKeyId) {
      reply.header("www-authenticate", 'Bearer realm="ideadeck"');
      throw new AppError("AUTH", { message: "Send a personal API key: Authorization: Bearer idk_... (Settings, API keys)." });
    }
    const authorization = request.headers.authorization!;
    const api: MemberApi = async ({ method, url, body }) => {
      const response = await deps.inject({ method, url, headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }) }, payload: body === undefined ? undefined : JSON.stringify(body) });
      try {
        return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
      } catch {
        return { status: response.statusCode, body: { error: { code: "SERVER", message: "The API answered something that is not JSON." } } };
      }
    };
    // The MCP SDK loads with the first MCP request, not at start-up (issue 30: ~130 ms of every start).
    const [{ createIdeadeckMcpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
      import("./mcp-server"),
      import("@modelcontextprotocol/sdk/server/streamableHttp.js"),
    ]);
    const server = createIdeadeckMcpServer({ api, appUrl: deps.appUrl, version: SERVER_VERSION });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: there is no server-to-client stream to open (GET) nor session to end (DELETE).
  for (const method of ["GET", "DELETE"] as const) {
    scope.route({
      method,
      url: "/mcp",
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header("allow", "POST");
        throw new AppError("VALIDATION", { status: 405, message: "This MCP server is stateless: send JSON-RPC messages with POST." });
      },
    });
  }
}
