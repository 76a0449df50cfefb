import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { aiResearchRequests } from "../../db/schema";

type StoredDocuments = NonNullable<(typeof aiResearchRequests.$inferSelect)["builderDocuments"]>;

/** The report builder's storage on a validation report's row; every query names the owner. */
export function createBuilderRepo(db: Db) {
  const owned = (userId: string, id: string) => and(eq(aiResearchRequests.id, id), eq(aiResearchRequests.userId, userId), eq(aiResearchRequests.status, "completed"));
  return {
    /** The stored answers and builder state of one of `userId`'s reports, or null. */
    async builderState(userId: string, id: string) {
      const [row] = await db
        .select({ result: aiResearchRequests.result, documents: aiResearchRequests.builderDocuments, checklist: aiResearchRequests.builderChecklist })
        .from(aiResearchRequests)
        .where(owned(userId, id));
      return row ?? null;
    },

    async saveBuilderDocuments(userId: string, id: string, documents: StoredDocuments): Promise<boolean> {
      const rows = await db.update(aiResearchRequests).set({ builderDocuments: documents }).where(owned(userId, id)).returning({ id: aiResearchRequests.id });
      return rows.length > 0;
    },

    async saveBuilderChecklist(userId: string, id: string, done: boolean[]): Promise<boolean> {
      const rows = await db.update(aiResearchRequests).set({ builderChecklist: done }).where(owned(userId, id)).returning({ id: aiResearchRequests.id });
      return rows.length > 0;
    },
  };
}
export type BuilderRepo = ReturnType<typeof createBuilderRepo>;
