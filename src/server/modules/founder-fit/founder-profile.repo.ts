import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { founderProfiles } from "../../db/schema";
import type { FounderProfile, Weights } from "../../../shared/founder-fit";

/** The only code that reads or writes founder_profiles. */
export function createFounderProfileRepo(db: Db) {
  return {
    async get(userId: string): Promise<{ profile: FounderProfile | null; weights: Weights | null; updatedAt: Date } | null> {
      const [row] = await db.select().from(founderProfiles).where(eq(founderProfiles.userId, userId));
      return row ? { profile: row.profile ?? null, weights: row.weights ?? null, updatedAt: row.updatedAt } : null;
    },
    async save(userId: string, settings: { profile: FounderProfile | null; weights: Weights | null }) {
      const updatedAt = new Date();
      await db
        .insert(founderProfiles)
        .values({ userId, ...settings, updatedAt })
        .onConflictDoUpdate({ target: founderProfiles.userId, set: { ...settings, updatedAt } });
    },
  };
}
export type FounderProfileRepo = ReturnType<typeof createFounderProfileRepo>;
