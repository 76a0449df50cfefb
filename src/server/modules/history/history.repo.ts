import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ideaChangeMail, ideaChanges, ideas, savedIdeas, users, type IdeaChangeItem } from "../../db/schema";
import type { IdeaChangeMailMode } from "../../../shared/schemas/idea-changes";

export type IdeaChangeRow = typeof ideaChanges.$inferSelect;
/** The database or a transaction: the seed records its changes inside its own transaction. */
type Writer = Pick<Db, "insert">;

export interface NewIdeaChange {
  ideaId: string;
  changedAt: Date;
  origin: "admin" | "catalogue";
  items: IdeaChangeItem[];
  reason: string | null;
  material: boolean;
}

/** Writes one change with the caller's database or transaction (the seed's, so it commits with the idea). */
export async function insertIdeaChange(writer: Writer, row: NewIdeaChange): Promise<IdeaChangeRow> {
  const [created] = await writer.insert(ideaChanges).values(row).returning();
  return created!;
}

/** Reads and writes of idea_changes and idea_change_mail (module history owns both). */
export function createHistoryRepo(db: Db) {
  return {
    insert: (row: NewIdeaChange) => insertIdeaChange(db, row),

    /** An idea's changes, newest first. */
    async forIdea(ideaId: string, limit: number): Promise<IdeaChangeRow[]> {
      return db.select().from(ideaChanges).where(eq(ideaChanges.ideaId, ideaId)).orderBy(desc(ideaChanges.changedAt), desc(ideaChanges.id)).limit(limit);
    },

    /** An idea's changes after a time, oldest first (the "since you saved it" difference). */
    async since(ideaId: string, after: Date): Promise<IdeaChangeRow[]> {
      return db.select().from(ideaChanges).where(and(eq(ideaChanges.ideaId, ideaId), gt(ideaChanges.changedAt, after))).orderBy(asc(ideaChanges.changedAt), asc(ideaChanges.id));
    },

    /** Material changes whose savers have not been mailed yet, oldest first. */
    async pendingMaterial(limit: number) {
      return db
        .select({ change: ideaChanges, title: ideas.title, slug: ideas.slug, analysis: ideas.analysis })
        .from(ideaChanges)
        .innerJoin(ideas, eq(ideas.id, ideaChanges.ideaId))
        .where(and(eq(ideaChanges.material, true), isNull(ideaChanges.notifiedAt)))
        .orderBy(asc(ideaChanges.changedAt))
        .limit(limit);
    },

    async markNotified(id: string, at: Date): Promise<void> {
      await db.update(ideaChanges).set({ notifiedAt: at }).where(eq(ideaChanges.id, id));
    },

    /**
     * Members who saved the idea before the change and want this mail: a retirement goes to everyone
     * who has not said "none" (no choice made means retirements only), any other material change
     * only to those who chose "material".
     */
    async saversToTell(ideaId: string, savedBefore: Date, retirement: boolean): Promise<{ userId: string; email: string }[]> {
      const wants = retirement ? or(isNull(ideaChangeMail.mode), ne(ideaChangeMail.mode, "none")) : eq(ideaChangeMail.mode, "material");
      return db
        .select({ userId: users.id, email: users.email })
        .from(savedIdeas)
        .innerJoin(users, eq(users.id, savedIdeas.userId))
        .leftJoin(ideaChangeMail, eq(ideaChangeMail.userId, savedIdeas.userId))
        .where(and(eq(savedIdeas.ideaId, ideaId), lt(savedIdeas.createdAt, savedBefore), wants));
    },

    /** When the member saved the idea, or null. */
    async savedAt(userId: string, ideaId: string): Promise<Date | null> {
      const [row] = await db.select({ at: savedIdeas.createdAt }).from(savedIdeas).where(and(eq(savedIdeas.userId, userId), eq(savedIdeas.ideaId, ideaId)));
      return row?.at ?? null;
    },

    /** A published or archived idea's id by slug (history is public for both). */
    async ideaIdBySlug(slug: string): Promise<string | null> {
      const [row] = await db.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.slug, slug), inArray(ideas.status, ["published", "archived"])));
      return row?.id ?? null;
    },

    async mailMode(userId: string): Promise<IdeaChangeMailMode> {
      const [row] = await db.select({ mode: ideaChangeMail.mode }).from(ideaChangeMail).where(eq(ideaChangeMail.userId, userId));
      return (row?.mode as IdeaChangeMailMode | undefined) ?? "retired";
    },

    async setMailMode(userId: string, mode: IdeaChangeMailMode): Promise<void> {
      await db
        .insert(ideaChangeMail)
        .values({ userId, mode, updatedAt: sql`now()` })
        .onConflictDoUpdate({ target: ideaChangeMail.userId, set: { mode, updatedAt: sql`now()` } });
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return Boolean(row);
    },
  };
}
export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
