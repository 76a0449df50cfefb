import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { ideas, ideaScoreHistory } from "../db/schema";
import { insertIdeaChange, recordIdeaChange } from "../modules/history/index";
import type { IdeaFile } from "../../shared/schemas/idea";
import { ideaRowFromFile } from "../modules/ideas/index";

const SCORE_KEYS = ["opportunity", "problem", "feasibility", "why_now"] as const;

export interface SeedIdeasResult {
  inserted: number;
  updated: number;
  skippedAdminEdited: number;
}

/**
 * Upserts by slug. An idea an admin has edited since (edited_by_admin_at set) is left alone unless
 * `force`; counters (views, saves) and the first publication date are never reset.
 */
export async function seedIdeas(db: Db, files: IdeaFile[], options: { force: boolean; now?: Date }): Promise<SeedIdeasResult> {
  const now = options.now ?? new Date();
  const result: SeedIdeasResult = { inserted: 0, updated: 0, skippedAdminEdited: 0 };
  await db.transaction(async (tx) => {
    for (const file of files) {
      const row = ideaRowFromFile(file, now);
      const [before] = await tx.select().from(ideas).where(eq(ideas.slug, file.slug));
      const { slug: _slug, publishedAt: _publishedAt, ...changes } = row;
      const written = await tx
        .insert(ideas)
        .values(row)
        .onConflictDoUpdate({
          target: ideas.slug,
          set: {
            ...changes,
            publishedAt: sql`case when excluded.status = 'published' then coalesce(${ideas.publishedAt}, excluded.published_at) else null end`,
            editedByAdminAt: options.force ? null : sql`${ideas.editedByAdminAt}`,
          },
          setWhere: options.force ? undefined : sql`${ideas.editedByAdminAt} is null`,
        })
        .returning();
      if (written.length === 0) result.skippedAdminEdited += 1;
      else if (!before) result.inserted += 1;
      else {
        result.updated += 1;
        const id = before.id;
        // Every change a reader sees goes to the idea's history (issue 27 item 2), in this transaction.
        await recordIdeaChange((change) => insertIdeaChange(tx, change), {
          ideaId: id,
          before,
          after: written[0]!,
          origin: "catalogue",
          reason: file.score_change_reason ?? null,
          at: now,
        });
        // A re-scored idea keeps its old scores, the date and the file's reason (docs/scoring.md).
        // Scores are stored as float4: compare and keep them at the one decimal they are written with.
        const stored = { opportunity: before.scoreOpportunity, problem: before.scoreProblem, feasibility: before.scoreFeasibility, why_now: before.scoreWhyNow };
        const previous = Object.fromEntries(SCORE_KEYS.map((key) => [key, Math.round(stored[key] * 10) / 10])) as Record<(typeof SCORE_KEYS)[number], number>;
        if (SCORE_KEYS.some((key) => previous[key] !== Math.round(file.scores[key] * 10) / 10)) {
          await tx.insert(ideaScoreHistory).values({
            ideaId: id,
            changedAt: now,
            previous,
            current: { ...file.scores },
            reason: file.score_change_reason ?? "Re-scored in a catalogue update.",
          });
        }
      }
    }
  });
  return result;
}

/**
 * The first seed of an empty catalogue: every file is new, so the rows go in 50 to a statement
 * instead of a read and an upsert each (issue 30, first start: 3.8 s -> 1.5 s for 416 files on
 * PGlite). Anything but an empty catalogue goes through seedIdeas.
 */
export async function seedEmptyCatalogue(db: Db, files: IdeaFile[], now = new Date()): Promise<number> {
  const rows = files.map((file) => ideaRowFromFile(file, now));
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 50) await tx.insert(ideas).values(rows.slice(start, start + 50));
  });
  return rows.length;
}

export async function ideaCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ideas);
  return row?.n ?? 0;
}
