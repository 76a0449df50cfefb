import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { createTestApp, TEST_APP_URL, type TestApp } from "../../test/test-app";
import { escapeText, foldLine } from "./ics";
import { member } from "../../test/factories";
import { dailyIdeas, ideas } from "../../db/schema";
import type { IdeaAnalysis } from "../../db/schema";
import { utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import { triggerWindow } from "../../../shared/trigger-windows";
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
  ids[slug] = row!.id;
  return row!.id;
}
const ids: Record<string, string> = {};

/** Text that needs every escape and, with its multi-byte characters, folding. */
const DAILY_TRIGGER: IdeaTrigger = {
  ...trigger(40, "filing", "x"),
  summary: "Form 7; \\ part B, due — for every café, bodega and food truck in Québec's registry (longer than one line)",
};

beforeAll(async () => {
  t = await createTestApp();
  await addIdea("cal-soon", { triggers: [trigger(20, "effective", "Rule A takes effect statewide"), trigger(400, "sunset", "Rule A sunsets unless renewed")] });
  await addIdea("cal-later", { category: "fintech", triggers: [trigger(200, "filing", "First annual filing is due for firms")] });
  await addIdea("cal-past", { triggers: [trigger(-100, "enforcement", "Enforcement of rule B began")] });
  await addIdea("cal-pro", { isProPick: true, triggers: [trigger(10, "platform", "Platform X changes its API terms")] });
  await addIdea("cal-draft", { status: "draft", triggers: [trigger(5, "market", "A draft idea's trigger never shows")] });
  // Today's free idea is pinned: its trigger is the only one a visitor may read.
  const dailyId = await addIdea("cal-daily", { category: "productivity", triggers: [DAILY_TRIGGER] });
  await addIdea("cal-empty", { triggers: [] });
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
      `cal-daily@${day(40)}`,
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
    expect(windows).toEqual({ "cal-past": "after", "cal-pro": "in", "cal-soon": "in", "cal-daily": "in", "cal-later": "before" });
  });

  it("filters by category and kind and defaults to the next 365 days", async () => {
    const pro = await member(t, "cal-pro2@example.com", "pro");
    const byDefault = (await pro.client.get("/api/v1/calendar")).json();
    expect(byDefault.from).toBe(today);
    expect(byDefault.entries.map((e: { idea: { slug: string } }) => e.idea.slug)).toEqual(["cal-pro", "cal-soon", "cal-daily", "cal-later"]);
    const fintech = (await pro.client.get("/api/v1/calendar?category=fintech")).json();
    expect(fintech.entries.map((e: { idea: { slug: string } }) => e.idea.slug)).toEqual(["cal-later"]);
    const sunsets = (await pro.client.get(`/api/v1/calendar?kind=sunset&to=${day(500)}`)).json();
    expect(sunsets.entries.map((e: { summary: string }) => e.summary)).toEqual(["Rule A sunsets unless renewed"]);
  });

  it("shows a visitor and a free member today's free idea's triggers and no trigger of a locked idea, only how many there are", async () => {
    const free = await member(t, "cal-free@example.com");
    for (const client of [t.client(), free.client]) {
      const res = await client.get(`/api/v1/calendar?from=${day(-365)}&to=${day(365)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().entries.map((e: { idea: { slug: string } }) => e.idea.slug)).toEqual(["cal-daily"]);
      expect(res.json().locked).toBe(4);
      expect(res.body).not.toContain("Rule A");
      expect(res.body).not.toContain("cal-soon");
    }
  });

  it("shows a starter member the triggers of ideas that are not Pro Picks, and counts the rest", async () => {
    const starter = await member(t, "cal-starter@example.com", "starter");
    const body = (await starter.client.get(`/api/v1/calendar?from=${day(-365)}&to=${day(365)}`)).json();
    expect(body.entries.map((e: { idea: { slug: string } }) => e.idea.slug)).toEqual(["cal-past", "cal-soon", "cal-daily", "cal-later"]);
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
    expect((await t.client().get("/api/v1/calendar/ideas/cal-daily")).json()).toEqual({ slug: "cal-daily", window: "in", nextDate: day(40) });
    expect((await pro.client.get("/api/v1/calendar/ideas/cal-empty")).json()).toEqual({ slug: "cal-empty", window: null, nextDate: null });
    expect((await t.client().get("/api/v1/calendar/ideas/cal-soon")).statusCode).toBe(403);
    expect((await pro.client.get("/api/v1/calendar/ideas/cal-draft")).statusCode).toBe(404);
  });
});

/** Every physical line of an ICS body: it must end with CRLF and hold at most 75 octets. */
function physicalLines(body: string): string[] {
  expect(body.endsWith("\r\n")).toBe(true);
  expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  return body.slice(0, -2).split("\r\n");
}

describe("ICS text", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds at 75 octets without splitting a UTF-8 character, and unfolds to the same line", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}${"a".repeat(90)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    parts.slice(1).forEach((part) => expect(part.startsWith(" ")).toBe(true));
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});

describe("GET /calendar.ics", () => {
  it("is a valid iCalendar feed of the triggers a visitor may read, one dated event per trigger", async () => {
    const res = await t.client().get("/calendar.ics");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const lines = physicalLines(res.body);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines).toContain("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain(`DTSTART;VALUE=DATE:${day(40).replace(/-/g, "")}`);

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(day(40));
    expect(event.summary).toBe("Filing deadline (US-CA): Idea cal-daily");
    // Escapes and folding undone by the parser give back the stored text exactly.
    expect(event.description.split("\n")[0]).toBe(DAILY_TRIGGER.summary);
    expect(event.description).toContain(`${TEST_APP_URL}/ideas/cal-daily`);
    expect(event.uid).toMatch(/^trigger-[0-9a-f]{24}@localhost$/);
    expect(events[0]!.getFirstPropertyValue("dtstamp")).toBeTruthy();
    // Locked ideas' triggers never reach the public feed.
    expect(res.body).not.toContain("cal-soon");
    expect(res.body).not.toContain("Platform X");

    // The same trigger keeps its UID from one fetch to the next, so calendar apps update in place.
    const again = new ICAL.Event(new ICAL.Component(ICAL.parse((await t.client().get("/calendar.ics")).body)).getFirstSubcomponent("vevent")!);
    expect(again.uid).toBe(event.uid);
  });
});

describe("a member's secret feed of saved ideas", () => {
  const pathOf = (url: string) => new URL(url).pathname;
  const eventsOf = (body: string) =>
    new ICAL.Component(ICAL.parse(body)).getAllSubcomponents("vevent").map((event) => {
      const e = new ICAL.Event(event);
      return `${e.startDate.toString()} ${e.summary}`;
    });

  it("serves the saved ideas' triggers the member's plan opens, at a secret address shown once", async () => {
    const pro = await member(t, "cal-feed-pro@example.com", "pro");
    for (const slug of ["cal-soon", "cal-pro", "cal-later"]) expect((await pro.client.post("/api/v1/saved", { ideaId: ids[slug] })).statusCode).toBe(200);
    expect((await pro.client.get("/api/v1/calendar/feed")).json()).toEqual({ active: false, createdAt: null });
    const created = await pro.client.post("/api/v1/calendar/feed");
    expect(created.statusCode).toBe(200);
    const { url } = created.json();
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/calendar/feeds/[A-Za-z0-9_-]{32}\\.ics$`));
    expect((await pro.client.get("/api/v1/calendar/feed")).json()).toMatchObject({ active: true });
    expect(JSON.stringify((await pro.client.get("/api/v1/calendar/feed")).json())).not.toContain(pathOf(url).slice(16, 40));

    // Read without any session, as a calendar app would.
    const feed = await t.client("198.51.100.7").get(pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("private, max-age=900");
    for (const line of physicalLines(feed.body)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(eventsOf(feed.body)).toEqual([
      `${day(10)} Platform change (US-CA): Idea cal-pro`,
      `${day(20)} Effective date (US-CA): Idea cal-soon`,
      `${day(200)} Filing deadline (US-CA): Idea cal-later`,
      `${day(400)} Sunset (US-CA): Idea cal-soon`,
    ]);
  });

  it("leaves out saved Pro Picks a starter plan does not open", async () => {
    const starter = await member(t, "cal-feed-starter@example.com", "starter");
    for (const slug of ["cal-pro", "cal-later"]) await starter.client.post("/api/v1/saved", { ideaId: ids[slug] });
    const { url } = (await starter.client.post("/api/v1/calendar/feed")).json();
    const body = (await t.client().get(pathOf(url))).body;
    expect(eventsOf(body)).toEqual([`${day(200)} Filing deadline (US-CA): Idea cal-later`]);
    expect(body).not.toContain("Platform X");
  });

  it("answers 404 once revoked or replaced, and only members may make one", async () => {
    const person = await member(t, "cal-feed-revoke@example.com", "pro");
    const first = pathOf((await person.client.post("/api/v1/calendar/feed")).json().url);
    const second = pathOf((await person.client.post("/api/v1/calendar/feed")).json().url);
    expect(second).not.toBe(first);
    expect((await t.client().get(first)).statusCode).toBe(404);
    expect((await t.client().get(second)).statusCode).toBe(200);
    expect((await person.client.delete("/api/v1/calendar/feed")).json()).toEqual({ revoked: true });
    expect((await person.client.delete("/api/v1/calendar/feed")).json()).toEqual({ revoked: false });
    const gone = await t.client().get(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe("NOT_FOUND");
    expect((await person.client.get("/api/v1/calendar/feed")).json()).toEqual({ active: false, createdAt: null });

    expect((await t.client().post("/api/v1/calendar/feed")).statusCode).toBe(401);
    expect((await t.client().get("/api/v1/calendar/feed")).statusCode).toBe(401);
    expect((await t.client().get("/calendar/feeds/not-a-token.ics")).statusCode).toBe(400);
  });
});
