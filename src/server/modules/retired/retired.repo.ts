import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ideas } from "../../db/schema";
import type { RetiredIdea } from "../../../shared/schemas/retired";

/**
 * Archived ideas with the date and reason they were retired, newest first. Only the `retirement`
 * member of the analysis document is read: the rest of an archived idea's analysis stays paid.
 * An idea archived by an admin without a retirement note still appears, with no date or reason.
 */
export function createRetiredRepo(db: Db) {
  const retiredOn = sql<
    string | null
  >`${ideas.analysis}->'retirement'->>'date'`;
  return {
    async list(): Promise<RetiredIdea[]> {
      return (
        db
          .select({
            slug: ideas.slug,
            title: ideas.title,
            tagline: ideas.tagline,
            category: ideas.category,
            retiredOn,
            reason: sql<
              string | null
            >`${ideas.analysis}->'retirement'->>'reason'`,
            sourceUrl: sql<
              string | null
            >`${ideas.analysis}->'retirement'->>'source_url'`,
          })
          .from(ideas)
          .where(eq(ideas.status, "archived"))
          // Dates are YYYY-MM-DD text, so text order is date order; undated ones last, then by title.
          .orderBy(
            sql`${retiredOn} desc nulls last`,
            desc(ideas.updatedAt),
            ideas.title,
          )
      );
    },
  };
}
export type RetiredRepo = ReturnType<typeof createRetiredRepo>;
