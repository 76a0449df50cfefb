import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ideas, savedIdeas } from "../../db/schema";

export function createSavedRepo(db: Db) {
  return {
    async countForUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(savedIdeas)
        .innerJoin(ideas, eq(ideas.id, savedIdeas.ideaId))
        .where(and(eq(savedIdeas.userId, userId), eq(ideas.status, "published")));
      return row?.n ?? 0;
    },

    /** Newest first; ideas no longer published drop out of the list. */
    async listForUser(userId: string) {
      return db
        .select({
          savedAt: savedIdeas.createdAt,
          id: ideas.id,
          slug: ideas.slug,
          title: ideas.title,
          tagline: ideas.tagline,
          category: ideas.category,
          tags: ideas.tags,
          isProPick: ideas.isProPick,
          opportunityScore: ideas.scoreOpportunity,
          problemNarrative: ideas.problemNarrative,
          revenueMin: ideas.revenueMin,
          revenueMax: ideas.revenueMax,
          keywordTerm: ideas.keywordTerm,
          keywordMonthlyVolume: ideas.keywordMonthlyVolume,
          keywordGrowthRate: ideas.keywordGrowthRate,
        })
        .from(savedIdeas)
        .innerJoin(ideas, eq(ideas.id, savedIdeas.ideaId))
        .where(and(eq(savedIdeas.userId, userId), eq(ideas.status, "published")))
        .orderBy(desc(savedIdeas.createdAt), desc(savedIdeas.id));
    },

    async isPublished(ideaId: string): Promise<boolean> {
      const [row] = await db.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.id, ideaId), eq(ideas.status, "published")));
      return Boolean(row);
    },

    /** Saving twice is a no-op; the idea's save count moves only when a row is really added or removed. */
    async save(userId: string, ideaId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(savedIdeas).values({ userId, ideaId }).onConflictDoNothing().returning({ id: savedIdeas.id });
        if (inserted.length) await tx.update(ideas).set({ saveCount: sql`${ideas.saveCount} + 1` }).where(eq(ideas.id, ideaId));
        return inserted.length > 0;
      });
    },

    async remove(userId: string, ideaId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(savedIdeas).where(and(eq(savedIdeas.userId, userId), eq(savedIdeas.ideaId, ideaId))).returning({ id: savedIdeas.id });
        if (deleted.length) await tx.update(ideas).set({ saveCount: sql`greatest(${ideas.saveCount} - 1, 0)` }).where(eq(ideas.id, ideaId));
        return deleted.length > 0;
      });
    },
  };
}
export type SavedRepo = ReturnType<typeof createSavedRepo>;
