import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ideas, ideaTests, pipelineEntries, pipelineMoves, savedIdeas } from "../../db/schema";
import type { PipelineStage } from "../../../shared/pipeline";

/**
 * The pipeline's tables (issue 26 items 4-7). A saved idea without a pipeline_entries row is at the
 * stage "saved"; the row is made on the first move or note, from the saved row, and goes with it.
 */
export function createPipelineRepo(db: Db) {
  const itemColumns = {
    savedId: savedIdeas.id,
    savedAt: savedIdeas.createdAt,
    ideaId: ideas.id,
    slug: ideas.slug,
    title: ideas.title,
    tagline: ideas.tagline,
    category: ideas.category,
    isProPick: ideas.isProPick,
    stage: pipelineEntries.stage,
    stageChangedAt: pipelineEntries.stageChangedAt,
    dropReason: pipelineEntries.dropReason,
    notes: pipelineEntries.notes,
  };

  /** The member's saved, published ideas with their pipeline rows (stage null: never moved). */
  function items(userId: string, ideaId?: string) {
    return db
      .select(itemColumns)
      .from(savedIdeas)
      .innerJoin(ideas, eq(ideas.id, savedIdeas.ideaId))
      .leftJoin(pipelineEntries, eq(pipelineEntries.savedId, savedIdeas.id))
      .where(and(eq(savedIdeas.userId, userId), eq(ideas.status, "published"), ideaId ? eq(savedIdeas.ideaId, ideaId) : undefined))
      .orderBy(desc(sql`coalesce(${pipelineEntries.stageChangedAt}, ${savedIdeas.createdAt})`), desc(savedIdeas.id));
  }

  async function historyOf(savedIds: string[]) {
    if (!savedIds.length) return { moves: [], tests: [] };
    const [moves, tests] = await Promise.all([
      db.select().from(pipelineMoves).where(inArray(pipelineMoves.savedId, savedIds)).orderBy(asc(pipelineMoves.movedAt), asc(pipelineMoves.id)),
      db.select().from(ideaTests).where(inArray(ideaTests.savedId, savedIds)).orderBy(asc(ideaTests.committedAt), asc(ideaTests.id)),
    ]);
    return { moves, tests };
  }

  return {
    async list(userId: string) {
      const rows = await items(userId);
      return { rows, ...(await historyOf(rows.map((row) => row.savedId))) };
    },

    async one(userId: string, ideaId: string) {
      const rows = await items(userId, ideaId);
      return { rows, ...(await historyOf(rows.map((row) => row.savedId))) };
    },

    /** The saved row of this member's idea, or null when it is not saved. */
    async savedId(userId: string, ideaId: string): Promise<string | null> {
      const [row] = await db.select({ id: savedIdeas.id }).from(savedIdeas).where(and(eq(savedIdeas.userId, userId), eq(savedIdeas.ideaId, ideaId)));
      return row?.id ?? null;
    },

    /**
     * Moves the idea to a stage and records the move with its date, in one transaction; the row is
     * locked so two moves at once each record the stage the other left. Moving to the stage it is
     * at changes nothing. Returns whether it moved.
     */
    async move(savedId: string, owner: { userId: string; ideaId: string }, to: PipelineStage, reason: string | null, now = new Date()): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.insert(pipelineEntries).values({ savedId, userId: owner.userId, ideaId: owner.ideaId, stageChangedAt: now }).onConflictDoNothing();
        const [current] = await tx.select({ stage: pipelineEntries.stage, dropReason: pipelineEntries.dropReason }).from(pipelineEntries).where(eq(pipelineEntries.savedId, savedId)).for("update");
        if (!current || (current.stage === to && (to !== "dropped" || current.dropReason === reason))) return false;
        await tx
          .update(pipelineEntries)
          .set({ stage: to, stageChangedAt: now, dropReason: to === "dropped" ? reason : null, updatedAt: now })
          .where(eq(pipelineEntries.savedId, savedId));
        await tx.insert(pipelineMoves).values({ savedId, fromStage: current.stage, toStage: to, reason: to === "dropped" ? reason : null, movedAt: now });
        return true;
      });
    },

    async setNotes(savedId: string, owner: { userId: string; ideaId: string }, notes: string): Promise<void> {
      await db
        .insert(pipelineEntries)
        .values({ savedId, userId: owner.userId, ideaId: owner.ideaId, notes })
        .onConflictDoUpdate({ target: pipelineEntries.savedId, set: { notes, updatedAt: new Date() } });
    },

    async commitTest(savedId: string, test: { ideaId: string; action: string; stopRule: string; dueOn: string }) {
      const [row] = await db.insert(ideaTests).values({ savedId, ...test }).returning();
      return row!;
    },

    /** The member's newest test of this idea still waiting for its result. */
    async openTest(savedId: string) {
      const [row] = await db
        .select()
        .from(ideaTests)
        .where(and(eq(ideaTests.savedId, savedId), sql`${ideaTests.passed} is null`))
        .orderBy(desc(ideaTests.committedAt), desc(ideaTests.id))
        .limit(1);
      return row ?? null;
    },

    async logResult(testId: string, result: { passed: boolean; note: string | null; share: boolean }, now = new Date()) {
      await db.update(ideaTests).set({ passed: result.passed, resultNote: result.note, shareResult: result.share, loggedAt: now }).where(eq(ideaTests.id, testId));
    },

    /** Members whose pipeline has this idea at "building" now: a count, never who. */
    async builders(ideaId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pipelineEntries).where(and(eq(pipelineEntries.ideaId, ideaId), eq(pipelineEntries.stage, "building")));
      return row?.n ?? 0;
    },

    /** Results members chose to share for this idea: each member's newest shared result counts once. */
    async sharedResults(ideaId: string): Promise<{ ran: number; passed: number }> {
      const newest = db
        .selectDistinctOn([ideaTests.savedId], { passed: ideaTests.passed })
        .from(ideaTests)
        .where(and(eq(ideaTests.ideaId, ideaId), eq(ideaTests.shareResult, true), isNotNull(ideaTests.passed)))
        .orderBy(ideaTests.savedId, desc(ideaTests.loggedAt))
        .as("newest");
      const [row] = await db
        .select({ ran: count(), passed: sql<number>`count(*) filter (where ${newest.passed})`.mapWith(Number) })
        .from(newest);
      return { ran: row?.ran ?? 0, passed: row?.passed ?? 0 };
    },
  };
}
export type PipelineRepo = ReturnType<typeof createPipelineRepo>;
