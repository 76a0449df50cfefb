import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { member } from "../../test/factories";
import { IDEAS_DIR } from "../../seed/seed";
import { catalogueFiles } from "../../test/catalogue-files";
import { dailyIdeas, ideas, ideaScoreHistory } from "../../db/schema";
import type { IdeaFile } from "../../../shared/schemas/idea";
import { ideaDetailResponse } from "../../../shared/schemas/idea-api";
import { evidenceOf } from "./ideas.service";

let t: TestApp;
let files: IdeaFile[];
const clients: Record<"visitor" | "free" | "starter" | "pro", TestClient> = {} as never;



beforeAll(async () => {
  // View counts reach the ideas rows in batches; a short interval keeps these tests quick.
  t = await createTestApp({ seedIdeasFrom: IDEAS_DIR, config: { viewCountFlushMs: 20 } });
  files = catalogueFiles().filter((f) => f.status === "published");
  clients.visitor = t.client();
  clients.free = (await member(t, "free-reader@example.com")).client;
  clients.starter = (await member(t, "starter-reader@example.com", "starter")).client;
  clients.pro = (await member(t, "pro-reader@example.com", "pro")).client;
  // A fixed daily idea that is not a Pro Pick, so the gating cases below are about plans only.
  const [daily] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, files.find((f) => !f.is_pro_pick)!.slug));
  await t.database.db.insert(dailyIdeas).values({ day: new Date().toISOString().slice(0, 10), ideaId: daily!.id, emailSubject: "x" });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const PREMIUM_KEYS = ["solutionOverview", "problemNarrative", "analysis", "revenuePotential", "primaryKeyword", "evidence"];

describe("GET /api/v1/ideas", () => {
  it("pages the catalogue 20 at a time with the exact total", async () => {
    const one = (await clients.pro.get("/api/v1/ideas")).json();
    expect(one).toMatchObject({ total: files.length, page: 1, pageSize: 20 });
    expect(one.ideas).toHaveLength(20);
    const last = Math.ceil(files.length / 20);
    const tail = (await clients.pro.get(`/api/v1/ideas?page=${last}`)).json();
    expect(tail.ideas).toHaveLength(files.length - (last - 1) * 20);
    expect((await clients.pro.get(`/api/v1/ideas?page=${last + 1}`)).json().ideas).toEqual([]);
    const slugs = new Set<string>();
    for (let page = 1; page <= last; page++) for (const card of (await clients.pro.get(`/api/v1/ideas?page=${page}`)).json().ideas) slugs.add(card.slug);
    expect(slugs.size).toBe(files.length);
  });

  it("gives visitors and free users three cards on page 1 and locked placeholders carrying nothing else", async () => {
    for (const who of ["visitor", "free"] as const) {
      const body = (await clients[who].get("/api/v1/ideas")).json();
      expect(body.total).toBe(files.length);
      expect(body.ideas).toHaveLength(20);
      expect(body.ideas.slice(0, 3).every((c: { locked: boolean; title: string }) => !c.locked && c.title)).toBe(true);
      for (const card of body.ideas.slice(3)) expect(card).toEqual({ locked: true });
      const page2 = (await clients[who].get("/api/v1/ideas?page=2")).json();
      expect(page2.ideas).toHaveLength(20);
      for (const card of page2.ideas) expect(card).toEqual({ locked: true });
      const proOnly = (await clients[who].get("/api/v1/ideas?pro=true")).json();
      expect(proOnly.total).toBe(files.filter((f) => f.is_pro_pick).length);
      for (const card of proOnly.ideas) expect(card).toEqual({ locked: true });
      // No title, slug or tagline of a locked idea is anywhere in the answer.
      const raw = (await clients[who].get("/api/v1/ideas?page=2")).body;
      for (const file of files) expect(raw).not.toContain(file.slug);
    }
  });

  it("shows unpaid viewers card data only for the three preview ideas, whatever the sort, category or search (ADR 010)", async () => {
    const newest = (await clients.pro.get("/api/v1/ideas")).json().ideas.slice(0, 3).map((c: { slug: string }) => c.slug);
    const categories = [...new Set(files.map((f) => f.category))];
    const seen = new Set<string>();
    for (const who of ["visitor", "free"] as const) {
      for (const sort of ["newest", "popular", "highest-rated", "trending"]) {
        for (const category of ["all", ...categories]) {
          for (const page of [1, 2]) {
            const body = (await clients[who].get(`/api/v1/ideas?sort=${sort}&category=${category}&page=${page}`)).json();
            for (const card of body.ideas) if (!card.locked) seen.add(card.slug);
          }
        }
      }
      for (const search of ["tracker", "a", "report", "app"]) {
        for (const card of (await clients[who].get(`/api/v1/ideas?search=${search}`)).json().ideas) if (!card.locked) seen.add(card.slug);
      }
      // Trending shows anyone an idea's public face; the card's numbers only for the previews.
      const trending = (await clients[who].get("/api/v1/trending?sort=opportunity")).json();
      expect(trending.ideas).toHaveLength(3);
      for (const item of trending.ideas) if (item.metrics) seen.add(item.slug);
    }
    expect([...seen].sort()).toEqual([...newest].sort());
  });

  it("never puts premium fields in a listing, for any plan, on any page", async () => {
    const cardKeys = ["locked", "id", "slug", "title", "tagline", "category", "isProPick", "revenueMax", "executionDifficulty", "viewCount", "timeToMvpWeeks", "publishedAt"];
    for (const who of ["visitor", "free", "starter", "pro"] as const) {
      for (let page = 1; page <= Math.ceil(files.length / 20); page++) {
        for (const query of [`page=${page}`, `page=${page}&pro=true`, `page=${page}&search=the`]) {
          const res = await clients[who].get(`/api/v1/ideas?${query}`);
          for (const card of res.json().ideas) {
            for (const key of Object.keys(card)) expect(cardKeys, `${who} ${query} ${key}`).toContain(key);
          }
          for (const file of files) {
            expect(res.body).not.toContain(file.solution_overview.slice(0, 60));
            expect(res.body).not.toContain(file.problem_narrative.slice(0, 60));
          }
        }
      }
    }
  });

  it("gives starter and pro every card, Pro Picks included", async () => {
    for (const who of ["starter", "pro"] as const) {
      const body = (await clients[who].get("/api/v1/ideas?pro=true")).json();
      const picks = files.filter((f) => f.is_pro_pick).length;
      expect(body.total).toBe(picks);
      expect(body.ideas.length).toBe(Math.min(picks, body.pageSize));
      expect(body.ideas.every((c: { locked: boolean; isProPick: boolean }) => !c.locked && c.isProPick)).toBe(true);
    }
  });

  it("filters by category (legacy names too) and sorts", async () => {
    const saas = (await clients.pro.get("/api/v1/ideas?category=saas")).json();
    expect(saas.total).toBe(files.filter((f) => f.category === "saas").length);
    expect(saas.ideas.every((c: { category: string }) => c.category === "saas")).toBe(true);
    expect((await clients.pro.get("/api/v1/ideas?category=health_wellness")).json().total).toBe(files.filter((f) => f.category === "healthtech").length);
    expect((await clients.pro.get("/api/v1/ideas?category=all")).json().total).toBe(files.length);
    expect((await clients.pro.get("/api/v1/ideas?category=unheard_of")).json().total).toBe(0);

    const rated = (await clients.pro.get("/api/v1/ideas?sort=highest-rated")).json().ideas.map((c: { slug: string }) => c.slug);
    const overall = (f: IdeaFile) => (f.scores.opportunity + f.scores.problem + f.scores.feasibility + f.scores.why_now) / 4;
    const best = [...files].sort((a, b) => overall(b) - overall(a));
    expect(overall(files.find((f) => f.slug === rated[0])!)).toBeCloseTo(overall(best[0]!), 1);

    const trending = (await clients.pro.get("/api/v1/ideas?sort=trending")).json().ideas.map((c: { slug: string }) => c.slug);
    const growth = trending.map((slug: string) => files.find((f) => f.slug === slug)!.primary_keyword.growth_rate);
    expect([...growth].sort((a, b) => b - a)).toEqual(growth);

    const [target] = files;
    await t.database.db.update(ideas).set({ viewCount: 999_999 }).where(eq(ideas.slug, target!.slug));
    expect((await clients.pro.get("/api/v1/ideas?sort=popular")).json().ideas[0].slug).toBe(target!.slug);
    await t.database.db.update(ideas).set({ viewCount: 0 }).where(eq(ideas.slug, target!.slug));
  });

  it("searches title, tagline, problem and solution; partial, case-insensitive and typo-tolerant", async () => {
    const file = files.find((f) => f.title.split(" ").some((w) => w.length >= 8))!;
    const word = file.title.split(" ").find((w) => w.length >= 8)!.replace(/[^A-Za-z]/g, "");
    const exact = (await clients.pro.get(`/api/v1/ideas?search=${encodeURIComponent(word.toUpperCase())}`)).json();
    expect(exact.ideas[0].slug).toBe(file.slug);

    const partial = word.slice(0, 5).toLowerCase();
    expect((await clients.pro.get(`/api/v1/ideas?search=${partial}`)).json().ideas.map((c: { slug: string }) => c.slug)).toContain(file.slug);

    const typo = word.slice(0, 3) + word.slice(4); // one letter dropped
    expect((await clients.pro.get(`/api/v1/ideas?search=${encodeURIComponent(typo)}`)).json().ideas.map((c: { slug: string }) => c.slug)).toContain(file.slug);

    const percent = (await clients.pro.get("/api/v1/ideas?search=%25")).json();
    expect(percent.total).toBeLessThan(files.length);
    expect((await clients.pro.get("/api/v1/ideas?search=zzzqqqxxyy")).json()).toMatchObject({ total: 0, ideas: [] });
  });

  it("keeps totals exact as ideas are published, moved, flagged and deleted", async () => {
    const exact = async (where: string) => {
      const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ideas where status = 'published'${where}`));
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    // Polled: answers are cached, and on PostgreSQL the change reaches the cache by NOTIFY a moment later.
    const total = async (url: string) => (await clients.pro.get(url)).json().total;
    const check = async () => {
      await expect.poll(() => total("/api/v1/ideas"), { timeout: 2000 }).toBe(await exact(""));
      await expect.poll(() => total("/api/v1/ideas?category=fintech"), { timeout: 2000 }).toBe(await exact(" and category = 'fintech'"));
      await expect.poll(() => total("/api/v1/ideas?pro=true&category=saas"), { timeout: 2000 }).toBe(await exact(" and category = 'saas' and is_pro_pick"));
    };
    const [a, b, c] = files.filter((f) => f.category === "saas");
    await t.database.db.update(ideas).set({ status: "draft" }).where(eq(ideas.slug, a!.slug));
    await check();
    await t.database.db.update(ideas).set({ category: "fintech", isProPick: true }).where(eq(ideas.slug, b!.slug));
    await check();
    await t.database.db.update(ideas).set({ isProPick: true }).where(eq(ideas.slug, c!.slug));
    await check();
    const [extra] = await t.database.db.select().from(ideas).where(eq(ideas.slug, c!.slug));
    const { id: _id, ...copy } = extra!;
    await t.database.db.insert(ideas).values({ ...copy, slug: "temporary-copy" });
    await check();
    await t.database.db.delete(ideas).where(eq(ideas.slug, "temporary-copy"));
    await check();
    // Restore the seeded state for the other tests.
    await t.database.db.update(ideas).set({ status: "published" }).where(eq(ideas.slug, a!.slug));
    await t.database.db.update(ideas).set({ category: "saas", isProPick: b!.is_pro_pick }).where(eq(ideas.slug, b!.slug));
    await t.database.db.update(ideas).set({ isProPick: c!.is_pro_pick }).where(eq(ideas.slug, c!.slug));
    await check();
  });

  it("answers bad parameters with 400 VALIDATION", async () => {
    for (const url of ["/api/v1/ideas?page=0", "/api/v1/ideas?page=x", "/api/v1/ideas?sort=random", "/api/v1/ideas?pro=maybe", `/api/v1/ideas?search=${"a".repeat(201)}`, "/api/v1/ideas?category=DROP%20TABLE"]) {
      const res = await clients.visitor.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
  });
});

describe("evidence shown for an idea", () => {
  it("counts sources, distinct checked claims (two sources for one claim count once) and the last verified date", () => {
    const source = (url: string, supports: string) => ({ url, title: "A page we opened", accessed: "2026-11-01", supports });
    expect(
      evidenceOf({
        sources: [source("https://a.example", "Fines start at $500 a day."), source("https://b.example", "  fines start at $500 a day. "), source("https://c.example", "About 40,000 sellers are covered.")],
        last_verified_at: "2026-11-20",
      }),
    ).toEqual({ sources: 3, claimsChecked: 2, lastVerifiedAt: "2026-11-20" });
    expect(evidenceOf({})).toEqual({ sources: 0, claimsChecked: 0, lastVerifiedAt: null });
  });
});

describe("GET /api/v1/ideas/{slug}: premium fields per plan for every seeded idea", () => {
  it("serves full analysis or teaser exactly as DECISIONS.md says", async () => {
    const daily = await t.database.db.select({ slug: ideas.slug }).from(dailyIdeas).innerJoin(ideas, eq(ideas.id, dailyIdeas.ideaId));
    const dailySlug = daily[0]!.slug;
    for (const file of files) {
      for (const who of ["visitor", "free", "starter", "pro"] as const) {
        const res = await clients[who].get(`/api/v1/ideas/${file.slug}`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        // The answer is assembled as text (ideas.service detailJson): it must still be the contract.
        expect(ideaDetailResponse.safeParse(body).success, `${who} ${file.slug} matches ideaDetailResponse`).toBe(true);
        const full = file.slug === dailySlug || who === "pro" || (who === "starter" && !file.is_pro_pick);
        expect(body.access, `${who} ${file.slug}`).toBe(full ? "full" : "teaser");
        for (const key of PREMIUM_KEYS) expect(key in body.idea, `${who} ${file.slug} ${key}`).toBe(full);
        if (!full) {
          expect(body.idea.problemTeaser).toBe(file.problem_narrative.split(/\n\s*\n/)[0]);
          expect(res.body).not.toContain(file.solution_overview.slice(0, 60));
          expect(res.body).not.toContain(file.market_gap.slice(0, 60));
        } else {
          expect(body.idea.analysis.market_gap).toBe(file.market_gap);
          expect(body.idea.analysis.triggers).toEqual(file.triggers);
          expect(body.idea.analysis.buyer_voice).toEqual(file.buyer_voice);
          const claims = new Set(file.sources!.map((source) => source.supports.trim().toLowerCase().replace(/\s+/g, " "))).size;
          expect(body.idea.evidence, `${who} ${file.slug} evidence`).toEqual({ sources: file.sources!.length, claimsChecked: claims, lastVerifiedAt: file.last_verified_at });
        }
      }
    }
  }, 120_000);

  it("answers unknown and unpublished slugs with 404", async () => {
    expect((await clients.pro.get("/api/v1/ideas/no-such-idea")).statusCode).toBe(404);
    const [draft] = files;
    await t.database.db.update(ideas).set({ status: "draft" }).where(eq(ideas.slug, draft!.slug));
    await expect.poll(async () => (await clients.pro.get(`/api/v1/ideas/${draft!.slug}`)).statusCode, { timeout: 2000 }).toBe(404);
    expect((await clients.pro.get(`/api/v1/ideas/${draft!.slug}`)).json().error.code).toBe("NOT_FOUND");
    await t.database.db.update(ideas).set({ status: "published" }).where(eq(ideas.slug, draft!.slug));
    await expect.poll(async () => (await clients.pro.get(`/api/v1/ideas/${draft!.slug}`)).statusCode, { timeout: 2000 }).toBe(200);
    expect((await clients.pro.get("/api/v1/ideas/Bad_Slug!")).statusCode).toBe(400);
  });

  it("carries the idea's score changes, newest first, at most 20, read with the idea in one query", async () => {
    const file = files.at(-1)!;
    const [row] = await t.database.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.slug, file.slug));
    const scores = (opportunity: number) => ({ opportunity, problem: 6, feasibility: 7, why_now: 5 });
    const changes = Array.from({ length: 22 }, (_, i) => ({
      ideaId: row!.id,
      changedAt: new Date(Date.UTC(2026, 5, 1 + i, 12, 30, 15, 250)),
      previous: scores(3 + i / 10),
      current: scores(3.1 + i / 10),
      reason: `Change ${i}`,
    }));
    await t.database.db.insert(ideaScoreHistory).values(changes);
    // History rows send no change notice of their own; the idea's edit that comes with them does (a
    // column the notice trigger watches: updated_at alone is not one, and an earlier test may have
    // cached this idea's page).
    await t.database.db.update(ideas).set({ title: sql`${ideas.title}` }).where(eq(ideas.id, row!.id));
    await expect.poll(async () => (await clients.pro.get(`/api/v1/ideas/${file.slug}`)).json().idea.scoreHistory.length, { timeout: 3000 }).toBe(20);
    const history = (await clients.visitor.get(`/api/v1/ideas/${file.slug}`)).json().idea.scoreHistory;
    expect(history[0]).toEqual({
      changedAt: "2026-06-22T12:30:15.250Z",
      previous: { opportunity: 5.1, problem: 6, feasibility: 7, whyNow: 5 },
      current: { opportunity: 5.2, problem: 6, feasibility: 7, whyNow: 5 },
      reason: "Change 21",
    });
    expect(history.map((change: { reason: string }) => change.reason)).toEqual(Array.from({ length: 20 }, (_, i) => `Change ${21 - i}`));
  });
});

describe("search", () => {
  /**
   * A word in an idea's solution text that is in no title, tagline or teaser, and in no other idea at
   * all (so a reader of other ideas' full text cannot match it there).
   */
  function solutionOnlyWord(pick: (f: IdeaFile) => boolean): { file: IdeaFile; word: string } {
    const publicText = files.map((f) => `${f.title} ${f.tagline} ${f.problem_narrative.split(/\n\s*\n/)[0]}`.toLowerCase()).join(" ");
    for (const file of files.filter(pick)) {
      const othersText = files.filter((f) => f !== file).map((f) => JSON.stringify(f).toLowerCase()).join(" ");
      const word = file.solution_overview
        .toLowerCase()
        .match(/[a-z]{9,}/g)
        ?.find((w) => !publicText.includes(w.slice(0, 7)) && !othersText.includes(w.slice(0, 7)));
      if (word) return { file, word };
    }
    throw new Error("no solution-only word found");
  }
  const slugsOf = (body: { ideas: Array<{ slug?: string }> }) => body.ideas.map((c) => c.slug);

  it("matches paid text only for those who may read it (ADR 010)", async () => {
    const { file, word } = solutionOnlyWord((f) => f.is_pro_pick);
    expect(slugsOf((await clients.pro.get(`/api/v1/ideas?search=${word}`)).json())).toContain(file.slug);
    for (const who of ["visitor", "free", "starter"] as const) {
      const body = (await clients[who].get(`/api/v1/ideas?search=${word}`)).json();
      expect(body.total, `${who} searching "${word}"`).toBe(0);
    }
    const open = solutionOnlyWord((f) => !f.is_pro_pick);
    expect(slugsOf((await clients.starter.get(`/api/v1/ideas?search=${open.word}`)).json())).toContain(open.file.slug);
    expect((await clients.visitor.get(`/api/v1/ideas?search=${open.word}`)).json().total).toBe(0);
  });

  it("forgives swapped letters and two typos, and matches a word still being typed", async () => {
    const file = files.find((f) => f.title.split(" ").some((w) => /^[A-Za-z]{9,}$/.test(w)))!;
    const word = file.title.split(" ").find((w) => /^[A-Za-z]{9,}$/.test(w))!.toLowerCase();
    const swapped = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    const twoTypos = word.slice(0, 2) + word.slice(3, 6) + "x" + word.slice(7);
    const typing = word.slice(0, 6);
    for (const term of [swapped, twoTypos, typing]) {
      expect(slugsOf((await clients.pro.get(`/api/v1/ideas?search=${term}`)).json()), `"${term}" for "${word}"`).toContain(file.slug);
    }
  });

  it("sees an idea change at once, though answers are cached (the database notifies every instance)", async () => {
    const file = files[5]!;
    expect((await clients.pro.get(`/api/v1/ideas/${file.slug}`)).json().idea.title).toBe(file.title);
    await t.database.db.update(ideas).set({ title: `${file.title} (revised)` }).where(eq(ideas.slug, file.slug));
    await expect.poll(async () => (await clients.pro.get(`/api/v1/ideas/${file.slug}`)).json().idea.title, { timeout: 5000 }).toBe(`${file.title} (revised)`);
    await t.database.db.update(ideas).set({ title: file.title }).where(eq(ideas.slug, file.slug));
  });
});

describe("views", () => {
  // Counts are read from the table: idea pages show them from a cache that may lag by seconds.
  const storedViews = async (slug: string) => (await t.database.db.select({ n: ideas.viewCount }).from(ideas).where(eq(ideas.slug, slug)))[0]!.n;

  it("count once per viewer per idea per UTC day", async () => {
    const slug = files[1]!.slug;
    const before = await storedViews(slug);
    const visitor = t.client();
    expect((await visitor.post(`/api/v1/ideas/${slug}/views`)).json()).toEqual({ counted: true });
    expect((await visitor.post(`/api/v1/ideas/${slug}/views`)).json()).toEqual({ counted: false });
    expect((await clients.free.post(`/api/v1/ideas/${slug}/views`)).json()).toEqual({ counted: true });
    expect((await clients.free.post(`/api/v1/ideas/${slug}/views`)).json()).toEqual({ counted: false });
    await expect.poll(() => storedViews(slug)).toBe(before + 2);
    // The next day the same viewer counts again.
    await t.database.db.execute(sql`update idea_views set day = day - 1 where viewer_key like 'user:%'`);
    expect((await clients.free.post(`/api/v1/ideas/${slug}/views`)).json()).toEqual({ counted: true });
    expect((await visitor.post("/api/v1/ideas/no-such-idea/views")).statusCode).toBe(404);
  });

  it("cannot be inflated by repeating requests without cookies", async () => {
    const slug = files[2]!.slug;
    const before = await storedViews(slug);
    // Twenty fresh clients (no cookies kept between them) from one address count as one visitor.
    for (let i = 0; i < 20; i++) await t.client("192.0.2.200").post(`/api/v1/ideas/${slug}/views`);
    await t.client("192.0.2.201").post(`/api/v1/ideas/${slug}/views`);
    await expect.poll(() => storedViews(slug)).toBe(before + 2);
    // Nothing more arrives with a later batch.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedViews(slug)).toBe(before + 2);
  });
});

describe("GET /api/v1/ideas/daily", () => {
  it("gives everyone today's idea in full with its expiry at the next UTC midnight", async () => {
    const body = (await clients.visitor.get("/api/v1/ideas/daily")).json();
    expect(body.idea.isDaily).toBe(true);
    expect(body.idea.analysis).toBeDefined();
    expect(body.subject).toBe(`Today's Startup Idea: ${body.idea.title}`);
    expect(new Date(body.expiresAt).toISOString()).toMatch(/T00:00:00.000Z$/);
  });
});
