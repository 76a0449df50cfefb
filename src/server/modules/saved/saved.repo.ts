import { and, count, desc, eq } from "drizzle-orm";
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

    /**
     * Saving twice is a no-op. The idea's save count is not written here: a trigger on saved_ideas
     * keeps idea_save_counts exact (issue 30), so a save never rewrites the wide ideas row.
     */
    async save(userId: string, ideaId: string): Promise<boolean> {
      const inserted = await db.insert(savedIdeas).values({ userId, ideaId }).onConflictDoNothing().returning({ id: savedIdeas.id });
      return inserted.length > 0;
    },

    async remove(userId: string, ideaId: string): Promise<boolean> {
      const deleted = await db.delete(savedIdeas).where(and(eq(savedIdeas.userId, userId), eq(savedIdeas.ideaId, ideaId))).returning({ id: savedIdeas.id });
      return deleted.length > 0;
    },
  };
}
export type SavedRepo = ReturnType<typeof createSavedRepo>;
