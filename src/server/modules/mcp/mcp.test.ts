import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { catalogueFiles } from "../../test/catalogue-files";
import { users } from "../../db/schema";
import { paidPassages, passageFinder } from "../../test/paid-passages";
import type { IdeaFile } from "../../../shared/schemas/idea";
import { setTier } from "../../test/factories";

/** The MCP server through the SDK's own client over real HTTP, as Claude Desktop or Cursor call it. */
let t: TestApp;
let files: IdeaFile[];
let baseUrl: string;
const open: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  files = catalogueFiles().filter((file) => file.status === "published");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 300_000);
afterAll(async () => {
  await Promise.all(open.map((client) => client.close().catch(() => undefined)));
  await t.close();
});

async function member(email: string, tier: "free" | "pro" = "free"): Promise<{ web: TestClient; secret: string }> {
  const web = await signUpVerified(t, email);
  if (tier !== "free") {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await setTier(t, user!.id, tier);
  }
  const created = await web.post("/api/v1/api-keys", { name: "MCP test" });
  expect(created.statusCode, created.body).toBe(200);
  return { web, secret: created.json().data.secret };
}

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: "ideadeck-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${secret}` } } });
  await client.connect(transport);
  open.push(client);
  return client;
}

const textOf = (result: object) => ((result as { content?: unknown }).content as { type: string; text: string }[]).map((part) => part.text).join("\n");

describe("the MCP server", () => {
  it("initializes, lists its tools and answers each tool for a free member with 0 paid strings", async () => {
    const { web, secret } = await member("mcp-free@example.com");
    const client = await connect(secret);
    expect(client.getServerVersion()?.name).toBe("ideadeck");
    const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(tools).toEqual(["compare_ideas", "get_idea", "list_my_saved_ideas", "list_trending", "save_idea", "search_ideas", "validate_idea"]);

    const daily = (await web.get("/api/v1/ideas/daily")).json().idea?.slug;
    const forbidden = files.filter((file) => file.slug !== daily).flatMap((file) => paidPassages(file));
    const [first, second, third] = files.map((file) => file.slug);
    const answers: string[] = [];
    const call = async (name: string, args: Record<string, unknown> = {}) => {
      const result = await client.callTool({ name, arguments: args });
      answers.push(textOf(result));
      return result;
    };

    const search = await call("search_ideas", { query: "tracker" });
    expect(search.isError).toBeFalsy();
    // The same answer as the member's web session gives for the same question.
    expect(JSON.parse(textOf(search))).toEqual((await web.get("/api/v1/ideas?search=tracker")).json());
    const trending = await call("list_trending", { period: "all" });
    expect(JSON.parse(textOf(trending))).toEqual((await web.get("/api/v1/trending?period=all")).json());
    expect(JSON.parse(textOf(trending)).ideas.length).toBeLessThanOrEqual(3);
    for (const file of files) {
      const idea = await call("get_idea", { slug: file.slug });
      expect(JSON.parse(textOf(idea))).toEqual((await web.get(`/api/v1/ideas/${file.slug}`)).json());
    }
    expect((await call("compare_ideas", { slugs: [first, second, third] })).isError).toBeFalsy();
    expect(JSON.parse(textOf(await call("list_my_saved_ideas"))).items).toEqual([]);
    expect(JSON.parse(textOf(await call("save_idea", { slug: second })))).toMatchObject({ saved: true, added: true });
    expect(JSON.parse(textOf(await call("list_my_saved_ideas"))).items.map((item: { idea: { slug: string } }) => item.idea.slug)).toEqual([second]);
    // A free member may not validate: the quota answer, not a report.
    const validation = await call("validate_idea", { idea: "Invoice reminders for plumbers that text the customer and take card payments." });
    expect(validation.isError).toBe(true);
    expect(JSON.parse(textOf(validation)).error.code).toBe("PERMISSION");

    const resources = await client.listResources();
    for (const resource of resources.resources) {
      const read = await client.readResource({ uri: resource.uri });
      answers.push(read.contents.map((content) => ("text" in content ? content.text : "")).join("\n"));
    }
    const read = await client.readResource({ uri: `ideadeck://ideas/${third}` });
    answers.push(read.contents.map((content) => ("text" in content ? content.text : "")).join("\n"));

    const findPaid = passageFinder(forbidden.map((passage) => ({ passage })));
    const leaks = answers.flatMap((answer) => findPaid(answer).map((entry) => entry.passage));
    expect(leaks).toEqual([]);
  }, 180_000);

  it("shows a Pro member the paid analysis the scan looks for (so the scan can fail)", async () => {
    const { secret } = await member("mcp-pro@example.com", "pro");
    const client = await connect(secret);
    const file = files[2]!;
    const text = textOf(await client.callTool({ name: "get_idea", arguments: { slug: file.slug } }));
    expect(passageFinder(paidPassages(file).map((passage) => ({ passage })))(text).length).toBeGreaterThan(0);
  });

  it("counts a validation through MCP against the member's quota once", async () => {
    const { web, secret } = await member("mcp-validate@example.com", "pro");
    const before = (await web.get("/api/v1/validate/usage")).json().data;
    expect(before.used).toBe(0);
    const client = await connect(secret);
    const result = await client.callTool({ name: "validate_idea", arguments: { idea: "A booking tool for mobile dog groomers that fills cancelled slots from a waitlist by text message." } });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(JSON.parse(textOf(result)).data.verdict).toMatch(/^(build|refine|avoid)$/);
    const after = (await web.get("/api/v1/validate/usage")).json().data;
    expect(after.used).toBe(1);
    expect((await web.get("/api/v1/validate/reports")).json().data).toHaveLength(1);
  }, 120_000);

  it("refuses a missing, revoked or unknown key with 401", async () => {
    const { web, secret } = await member("mcp-revoked@example.com");
    const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };
    const post = (headers: Record<string, string>) =>
      fetch(`${baseUrl}/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers }, body: JSON.stringify(initialize) });
    expect((await post({ authorization: `Bearer ${secret}` })).status).toBe(200);
    // A browser session is not a key.
    expect((await post({ cookie: web.cookieHeader() })).status).toBe(401);
    const id = (await web.get("/api/v1/api-keys")).json().data[0].id;
    await web.delete(`/api/v1/api-keys/${id}`);
    const revoked = await post({ authorization: `Bearer ${secret}` });
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { error: { code: string } }).error.code).toBe("AUTH");
    expect((await post({ authorization: "Bearer idk_unknown" })).status).toBe(401);
  });
});
