import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { CATEGORIES } from "../../../shared/categories";
import { IDEA_SORTS, TRENDING_PERIODS } from "../../../shared/catalogue-options";
import { COMPARE_MAX, COMPARE_MIN } from "../../../shared/pipeline";

/** One call of the member's own /api/v1, made with their key: status and the parsed JSON answer. */
export type MemberApi = (call: { method: "GET" | "POST"; url: string; body?: unknown }) => Promise<{ status: number; body: unknown }>;

const slugSchema = z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/, "An idea's address: lower-case letters, digits and dashes");

/**
 * The Ideadeck MCP server for one request (stateless: the streamable HTTP transport makes one per
 * call). Every tool and resource answers by calling the member's own /api/v1 with their key, so an
 * assistant gets exactly what the member's plan lets them read on the website, through the same
 * routes, paywall and quotas; nothing here reads the database.
 */
export function createIdeadeckMcpServer(deps: { api: MemberApi; appUrl: string; version: string }): McpServer {
  const server = new McpServer(
    { name: "ideadeck", title: "Ideadeck", version: deps.version },
    {
      instructions:
        "Ideadeck is a catalogue of researched startup ideas for bootstrap founders. Answers follow the member's plan: ideas their plan does not include come back locked (no data), never guessed. Cite an idea by its page URL.",
    },
  );
  const pageUrl = (slug: string) => `${deps.appUrl}/ideas/${slug}`;

  async function answer(call: Parameters<MemberApi>[0]): Promise<CallToolResult> {
    const { status, body } = await deps.api(call);
    return { content: [{ type: "text", text: JSON.stringify(body, null, 1) }], ...(status >= 400 ? { isError: true } : {}) };
  }
  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
    const text = search.toString();
    return text ? `?${text}` : "";
  };

  server.registerTool(
    "search_ideas",
    {
      title: "Search ideas",
      description: "Search and browse the Ideadeck catalogue (20 a page). Cards the member's plan does not include come back as { locked: true }.",
      inputSchema: {
        query: z.string().max(200).optional().describe("Words to search for, e.g. \"invoice reminders for plumbers\""),
        category: z.enum(CATEGORIES).optional(),
        sort: z.enum(IDEA_SORTS).optional(),
        page: z.number().int().min(1).max(1000).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ query: search, category, sort, page }) => answer({ method: "GET", url: `/api/v1/ideas${query({ search, category, sort, page })}` }),
  );

  server.registerTool(
    "get_idea",
    {
      title: "Get an idea",
      description: "One idea's page by its address (slug): the full analysis where the member's plan includes it, otherwise the header, scores and the problem's first paragraph.",
      inputSchema: { slug: slugSchema },
      annotations: { readOnlyHint: true },
    },
    async ({ slug }) => answer({ method: "GET", url: `/api/v1/ideas/${slug}` }),
  );

  server.registerTool(
    "list_trending",
    {
      title: "List trending ideas",
      description: "Ideas ranked by views in a period (free members get the top 3).",
      inputSchema: { period: z.enum(TRENDING_PERIODS).optional(), category: z.enum(CATEGORIES).optional(), page: z.number().int().min(1).max(1000).optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ period, category, page }) => answer({ method: "GET", url: `/api/v1/trending${query({ period, category, page })}` }),
  );

  server.registerTool(
    "compare_ideas",
    {
      title: "Compare ideas",
      description: `Two to four ideas side by side (scores, revenue, difficulty, time to MVP), each as much as the member's plan allows.`,
      inputSchema: { slugs: z.array(slugSchema).min(COMPARE_MIN).max(COMPARE_MAX) },
      annotations: { readOnlyHint: true },
    },
    async ({ slugs }) => answer({ method: "GET", url: `/api/v1/compare${query({ ideas: slugs.join(",") })}` }),
  );

  server.registerTool(
    "list_my_saved_ideas",
    { title: "List my saved ideas", description: "The member's saved ideas, newest first.", annotations: { readOnlyHint: true } },
    async () => answer({ method: "GET", url: "/api/v1/saved" }),
  );

  server.registerTool(
    "save_idea",
    {
      title: "Save an idea",
      description: "Save an idea to the member's list (any signed-in plan may save).",
      inputSchema: { slug: slugSchema },
      annotations: { readOnlyHint: false, idempotentHint: true },
    },
    async ({ slug }) => {
      const idea = await deps.api({ method: "GET", url: `/api/v1/ideas/${slug}` });
      const id = (idea.body as { idea?: { id?: unknown } } | null)?.idea?.id;
      if (idea.status >= 400 || typeof id !== "string") return { content: [{ type: "text", text: JSON.stringify(idea.body) }], isError: true };
      return answer({ method: "POST", url: "/api/v1/saved", body: { ideaId: id } });
    },
  );

  server.registerTool(
    "validate_idea",
    {
      title: "Validate an idea",
      description:
        "Run an Ideadeck validation of the member's own idea: verdict (build, refine or avoid), risks and scores. Counts one validation against the member's monthly quota (Pro: 3 a month); the report is kept in their account.",
      inputSchema: {
        idea: z.string().min(1).max(4000).describe("The idea in the member's words: who it is for, what it does, how it makes money"),
        category: z.enum(CATEGORIES).optional(),
      },
      annotations: { readOnlyHint: false, idempotentHint: false },
    },
    async ({ idea, category }) => answer({ method: "POST", url: "/api/v1/validate", body: { idea, ...(category ? { category } : {}) } }),
  );

  // Idea pages as resources: the first browse page's open ideas are listed; any slug can be read.
  server.registerResource(
    "idea",
    new ResourceTemplate("ideadeck://ideas/{slug}", {
      list: async () => {
        const { status, body } = await deps.api({ method: "GET", url: "/api/v1/ideas" });
        const cards = status < 400 ? ((body as { ideas?: { locked: boolean; slug?: string; title?: string; tagline?: string }[] }).ideas ?? []) : [];
        return {
          resources: cards
            .filter((card) => !card.locked && card.slug)
            .map((card) => ({ uri: `ideadeck://ideas/${card.slug}`, name: card.title ?? card.slug!, description: card.tagline, mimeType: "application/json" })),
        };
      },
    }),
    { title: "Ideadeck idea page", description: "An idea's page as the member may read it", mimeType: "application/json" },
    async (uri, variables) => {
      const slug = slugSchema.parse(String(variables.slug));
      const { body } = await deps.api({ method: "GET", url: `/api/v1/ideas/${slug}` });
      return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify({ url: pageUrl(slug), ...(body as object) }, null, 1) }] };
    },
  );

  return server;
}
