import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signUpVerified, type TestApp, type TestClient } from "../test/test-app";
import { IDEAS_DIR } from "../db/seed/seed";
import { loadIdeaFiles } from "../db/seed/load-idea-files";
import { dailyIdeas, ideas } from "../db/schema";
import type { IdeaFile } from "../../shared/schemas/idea";

/**
 * The paywall, scanned: every idea endpoint in the OpenAPI document, for every published idea,
 * asked by a visitor and a free user, must carry no paid text of any idea except today's daily idea
 * (free for its 24 hours). Paid text is recognised by passages only the full analysis contains.
 */
let t: TestApp;
let files: IdeaFile[];
let routes: string[];
const clients = {} as Record<"visitor" | "free", TestClient>;
let dailySlug: string;

/** Passages that appear only in an idea's paid analysis. */
function paidPassages(file: IdeaFile): string[] {
  const secondParagraph = file.problem_narrative.split(/\n\s*\n/)[1];
  return [file.solution_overview, secondParagraph, file.market_gap, file.execution_plan, file.why_now]
    .filter((text): text is string => Boolean(text && text.length >= 60))
    .map((text) => JSON.stringify(text.slice(0, 60)).slice(1, -1));
}

beforeAll(async () => {
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR });
  files = loadIdeaFiles(IDEAS_DIR).filter((f) => f.status === "published");
  clients.visitor = t.client();
  clients.free = await signUpVerified(t, "paywall-free@example.com");
  const [daily] = await t.database.db.select({ id: ideas.id, slug: ideas.slug }).from(ideas).where(eq(ideas.slug, files[0]!.slug));
  await t.database.db.insert(dailyIdeas).values({ day: new Date().toISOString().slice(0, 10), ideaId: daily!.id, emailSubject: "x" }).onConflictDoNothing();
  dailySlug = (await clients.visitor.get("/api/v1/ideas/daily")).json().idea.slug;
  const doc = (await t.client().get("/api/docs/json")).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path, operations]) => "get" in operations && /^\/api\/v1\/(ideas|trending|saved)/.test(path))
    .map(([path]) => path);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("paywall scan", () => {
  it("finds no paid text of any idea but today's in any idea endpoint, for visitors and free users", async () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const forbidden = files.filter((f) => f.slug !== dailySlug).flatMap((file) => paidPassages(file).map((passage) => ({ slug: file.slug, passage })));
    expect(forbidden.length).toBeGreaterThan(files.length);
    const listQueries = ["", "?page=2", "?sort=popular", "?pro=true", "?search=the", "?search=tracker", "?category=saas"];
    for (const who of ["visitor", "free"] as const) {
      for (const route of routes) {
        const urls = route.includes("{slug}")
          ? files.map((file) => route.replace("{slug}", file.slug))
          : route === "/api/v1/ideas" || route === "/api/v1/trending"
            ? listQueries.map((query) => `${route}${query}`)
            : [route];
        for (const url of urls) {
          const res = await clients[who].get(url);
          expect(res.statusCode, `${who} ${url}`).toBeLessThan(500);
          for (const { slug, passage } of forbidden) {
            if (res.body.includes(passage)) throw new Error(`${who} ${url} leaks paid text of ${slug}: "${passage}"`);
          }
        }
      }
    }
  }, 300_000);
});
