import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { member } from "../../test/factories";
import { dailyIdeas, ideas } from "../../db/schema";
import type { IdeaAnalysis } from "../../db/schema";
import { utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import { triggerWindow } from "../../../shared/schemas/calendar";
import type { IdeaTrigger } from "../../../shared/schemas/idea";

let t: TestApp;
const today = utcDay(new Date());
const day = (offset: number) => utcDay(utcMidnightPlusDays(new Date(), offset));

const trigger = (offset: number, kind: IdeaTrigger["kind"], summary: string): IdeaTrigger => ({
  date: day(offset),
  kind,
  jurisdiction: "US-CA",
  summary,
  source_url: `https://example.gov/${kind}/${offset}`,
});

async function addIdea(slug: string, opts: { category?: string; isProPick?: boolean; status?: "published" | "draft"; triggers: IdeaTrigger[] }) {
  const [row] = await t.database.db
    .insert(ideas)
    .values({
      slug,
      title: `Idea ${slug}`,
      tagline: "A tagline long enough",
      category: opts.category ?? "saas",
      status: opts.status ?? "published",
      isProPick: opts.isProPick ?? false,
      publishedAt: new Date(),
      analysis: { triggers: opts.triggers } as unknown as IdeaAnalysis,
    })
    .returning({ id: ideas.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await addIdea("cal-soon", { triggers: [trigger(20, "effective", "Rule A takes effect statewide"), trigger(400, "sunset", "Rule A sunsets unless renewed")] });
  await addIdea("cal-later", { category: "fintech", triggers: [trigger(200, "filing", "First annual filing is due for firms")] });
  await addIdea("cal-past", { triggers: [trigger(-100, "enforcement", "Enforcement of rule B began")] });
  await addIdea("cal-pro", { isProPick: true, triggers: [trigger(10, "platform", "Platform X changes its API terms")] });
  await addIdea("cal-draft", { status: "draft", triggers: [trigger(5, "market", "A draft idea's trigger never shows")] });
  // Today's free idea is pinned to one without triggers, so no calendar idea is free for the day.
  const dailyId = await addIdea("cal-daily", { triggers: [] });
  await t.database.db.insert(dailyIdeas).values({ day: today, ideaId: dailyId, emailSubject: "x" });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("the window rule", () => {
  it("is in the rush from 90 days before a trigger to 30 days after it, before it earlier, after it later", () => {
    expect(triggerWindow([], today)).toBeNull();
    expect(triggerWindow([day(91)], today)).toBe("before");
    expect(triggerWindow([day(90)], today)).toBe("in");
    expect(triggerWindow([day(-30)], today)).toBe("in");
    expect(triggerWindow([day(-31)], today)).toBe("after");
    expect(triggerWindow([day(-31), day(200)], today)).toBe("before");
    expect(triggerWindow([day(-200), day(5), day(500)], today)).toBe("in");
  });
});

describe("GET /api/v1/calendar", () => {
  it("gives a pro member every published trigger in the range, by date, with each idea's window", async () => {
    const pro = await member(t, "cal-pro@example.com", "pro");
    const res = await pro.client.get(`/api/v1/calendar?from=${day(-365)}&to=${day(365)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.locked).toBe(0);
    expect(body.entries.map((e: { idea: { slug: string }; date: string }) => `${e.idea.slug}@${e.date}`)).toEqual([
      `cal-past@${day(-100)}`,
      `cal-pro@${day(10)}`,
      `cal-soon@${day(20)}`,
      `cal-later@${day(200)}`,
    ]);
    const soon = body.entries.find((e: { idea: { slug: string } }) => e.idea.slug === "cal-soon");
    expect(soon).toEqual({
      date: day(20),
      kind: "effective",
      jurisdiction: "US-CA",
      summary: "Rule A takes effect statewide",
      sourceUrl: `https://example.gov/effective/20`,
      outcome: null,
      idea: { slug: "cal-soon", title: "Idea cal-soon", category: "saas", isProPick: false, window: "in" },
    });
    const windows = Object.fromEntries(body.entries.map((e: { idea: { slug: string; window: string } }) => [e.idea.slug, e.idea.window]));
    expect(windows).toEqual({ "cal-past": "after", "cal-pro": "in", "cal-soon": "in", "cal-later": "before" });
  });

  it("filters by category and kind and defaults to the next 365 days", async () => {
    const pro = await member(t, "cal-pro2@example.com", "pro");
    const byDefault = (await pro.client.get("/api/v1/calendar")).json();
    expect(byDefault.from).toBe(today);
    expect(byDefault.entries.map((e: { idea: { slug: string } }) => e.idea.slug)).toEqual(["cal-pro", "cal-soon", "cal-later"]);
    const fintech = (await pro.client.get("/api/v1/calendar?category=fintech")).json();
    expect(fintech.entries.map((e: { idea: { slug: string } }) => e.idea.slug)).toEqual(["cal-later"]);
    const sunsets = (await pro.client.get(`/api/v1/calendar?kind=sunset&to=${day(500)}`)).json();
    expect(sunsets.entries.map((e: { summary: string }) => e.summary)).toEqual(["Rule A sunsets unless renewed"]);
  });

  it("shows a visitor and a free member no trigger of a locked idea, only how many there are", async () => {
    const free = await member(t, "cal-free@example.com");
    for (const client of [t.client(), free.client]) {
      const res = await client.get(`/api/v1/calendar?from=${day(-365)}&to=${day(365)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().entries).toEqual([]);
      expect(res.json().locked).toBe(4);
      expect(res.body).not.toContain("Rule A");
      expect(res.body).not.toContain("cal-soon");
    }
  });

  it("shows a starter member the triggers of ideas that are not Pro Picks, and counts the rest", async () => {
    const starter = await member(t, "cal-starter@example.com", "starter");
    const body = (await starter.client.get(`/api/v1/calendar?from=${day(-365)}&to=${day(365)}`)).json();
    expect(body.entries.map((e: { idea: { slug: string } }) => e.idea.slug)).toEqual(["cal-past", "cal-soon", "cal-later"]);
    expect(body.locked).toBe(1);
    expect(JSON.stringify(body)).not.toContain("Platform X");
  });

  it("refuses bad ranges and unknown filters with a clear error", async () => {
    const client = t.client();
    const backwards = await client.get(`/api/v1/calendar?from=${day(10)}&to=${day(1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe("VALIDATION");
    expect((await client.get(`/api/v1/calendar?from=${day(0)}&to=${day(800)}`)).statusCode).toBe(400);
    expect((await client.get("/api/v1/calendar?from=2026-13-45")).statusCode).toBe(400);
    expect((await client.get("/api/v1/calendar?kind=rumour")).statusCode).toBe(400);
    expect((await client.get("/api/v1/calendar?category=gardening")).statusCode).toBe(400);
  });
});

describe("GET /api/v1/calendar/ideas/:slug", () => {
  it("answers an idea's window and next date to a reader of its analysis, and 403 to others", async () => {
    const pro = await member(t, "cal-pro3@example.com", "pro");
    expect((await pro.client.get("/api/v1/calendar/ideas/cal-soon")).json()).toEqual({ slug: "cal-soon", window: "in", nextDate: day(20) });
    expect((await pro.client.get("/api/v1/calendar/ideas/cal-past")).json()).toEqual({ slug: "cal-past", window: "after", nextDate: null });
    expect((await pro.client.get("/api/v1/calendar/ideas/cal-daily")).json()).toEqual({ slug: "cal-daily", window: null, nextDate: null });
    expect((await t.client().get("/api/v1/calendar/ideas/cal-daily")).statusCode).toBe(200);
    expect((await t.client().get("/api/v1/calendar/ideas/cal-soon")).statusCode).toBe(403);
    expect((await pro.client.get("/api/v1/calendar/ideas/cal-draft")).statusCode).toBe(404);
  });
});
