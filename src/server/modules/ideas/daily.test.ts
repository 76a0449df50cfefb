import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { dailyIdeas, ideas } from "../../db/schema";
import { createIdeasRepo } from "./ideas.repo";
import { createIdeasService } from "./ideas.service";
import { VISITOR_ENTITLEMENTS } from "../../../shared/entitlements";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ template: "catalogue" }); // data/ideas, seeded
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

describe("the daily idea", () => {
  it("is the admin's choice when set, else the highest-scoring idea never daily, once per UTC day", async () => {
    let now = new Date("2026-11-21T10:00:00Z");
    const service = createIdeasService({ repo: createIdeasRepo(database.db), now: () => now });
    const [best] = await database.db.select().from(ideas).orderBy(desc(ideas.scoreOverall), ideas.id).limit(1);

    const first = await service.daily({ entitlements: VISITOR_ENTITLEMENTS, userId: null });
    expect(first.idea?.slug).toBe(best!.slug);
    expect(first.expiresAt).toBe("2026-11-22T00:00:00.000Z");
    expect(first.subject).toBe(`Today's Startup Idea: ${best!.title}`);
    // Asking again the same day changes nothing.
    expect((await service.daily({ entitlements: VISITOR_ENTITLEMENTS, userId: null })).idea?.slug).toBe(best!.slug);

    now = new Date("2026-11-22T00:00:01Z");
    const second = await service.daily({ entitlements: VISITOR_ENTITLEMENTS, userId: null });
    expect(second.idea?.slug).not.toBe(best!.slug);

    // An admin's choice for a day wins.
    const [chosen] = await database.db.select().from(ideas).where(eq(ideas.isProPick, true)).limit(1);
    await database.db.insert(dailyIdeas).values({ day: "2026-11-23", ideaId: chosen!.id, emailSubject: "x" });
    now = new Date("2026-11-23T08:00:00Z");
    const third = await service.daily({ entitlements: VISITOR_ENTITLEMENTS, userId: null });
    expect(third.idea?.slug).toBe(chosen!.slug);
    expect(third.idea?.analysis).toBeDefined();
  });
});
