import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedIdeas } from "../../db/schema";

export function createSavedRepo(db: Db) {
  return {
    async countForUser(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedIdeas).where(eq(savedIdeas.userId, userId));
      return row?.n ?? 0;
    },
  };
}
export type SavedRepo = ReturnType<typeof createSavedRepo>;
