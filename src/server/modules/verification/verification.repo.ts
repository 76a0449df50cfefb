import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ideaSourceChecks, ideaVerifications, ideas, users } from "../../db/schema";

export interface PublishedIdeaEvidence {
  id: string;
  slug: string;
  title: string;
  category: string;
  lastVerifiedOn: string | null;
  sources: { url: string; title: string }[];
  triggers: { date: string; kind: string; summary: string; source_url: string }[];
}

export interface SourceCheckRow {
  ideaId: string;
  url: string;
  ok: boolean;
  httpStatus: number | null;
  error: string | null;
  checkedAt: Date;
}

const arrayAt = (key: string) => sql`(case when jsonb_typeof(${ideas.analysis}->${key}) = 'array' then ${ideas.analysis}->${key} else '[]'::jsonb end)`;

/** Reads and writes of idea_source_checks and idea_verifications (module verification owns both); reads published ideas' evidence. */
export function createVerificationRepo(db: Db) {
  return {
    /**
     * Published ideas' sources, triggers and file verification dates, `limit` at a time in id order
     * after `afterId`: the queue reads the catalogue in pages, so it holds one page, not the whole
     * catalogue's evidence (issue 30, 1,000,000 ideas).
     */
    async publishedEvidence(afterId: string | null, limit: number): Promise<PublishedIdeaEvidence[]> {
      return db
        .select({
          id: ideas.id,
          slug: ideas.slug,
          title: ideas.title,
          category: ideas.category,
          lastVerifiedOn: sql<string | null>`${ideas.analysis}->>'last_verified_at'`,
          sources: sql<{ url: string; title: string }[]>`${arrayAt("sources")}`,
          triggers: sql<{ date: string; kind: string; summary: string; source_url: string }[]>`${arrayAt("triggers")}`,
        })
        .from(ideas)
        .where(and(eq(ideas.status, "published"), afterId ? gt(ideas.id, afterId) : undefined))
        .orderBy(asc(ideas.id))
        .limit(limit);
    },

    /**
     * The cited links (each published idea's sources, and trigger sources) due for a check: not yet
     * checked for some idea that cites them, or last checked before `before`; least recently checked
     * first (then by URL), at most `limit`, each with the ideas that cite it. Picked in the database,
     * so a run holds its `limit` links, not the catalogue's evidence (issue 30: reading every idea's
     * sources and every check into the process took 3.8 GB and minutes at 1,000,000 ideas).
     */
    async dueLinks(before: Date, limit: number): Promise<{ url: string; ideaIds: string[] }[]> {
      const result = await db.execute<{ url: string; idea_ids: string[] }>(sql`
        with cited as (
          select ${ideas.id} as idea_id, source.value->>'url' as url
          from ${ideas} cross join lateral jsonb_array_elements(${arrayAt("sources")}) as source
          where ${ideas.status} = 'published'
          union
          select ${ideas.id}, trigger_row.value->>'source_url'
          from ${ideas} cross join lateral jsonb_array_elements(${arrayAt("triggers")}) as trigger_row
          where ${ideas.status} = 'published'
        ),
        links as (
          select cited.url, array_agg(cited.idea_id::text) as idea_ids, min(coalesce(${ideaSourceChecks.checkedAt}, 'epoch'::timestamptz)) as oldest
          from cited
          left join ${ideaSourceChecks} on ${ideaSourceChecks.ideaId} = cited.idea_id and ${ideaSourceChecks.url} = cited.url
          where coalesce(cited.url, '') <> ''
          group by cited.url
        )
        select url, idea_ids from links
        where oldest < ${before.toISOString()}::timestamptz
        order by oldest, url collate "C"
        limit ${limit}`);
      return (result as unknown as { rows: Array<{ url: string; idea_ids: string[] }> }).rows.map((row) => ({ url: row.url, ideaIds: row.idea_ids }));
    },

    /** The last check of each link of these ideas. */
    async checksOf(ideaIds: string[]): Promise<SourceCheckRow[]> {
      if (ideaIds.length === 0) return [];
      return db.select().from(ideaSourceChecks).where(inArray(ideaSourceChecks.ideaId, ideaIds));
    },

    /** These ideas' confirmations with the confirming admin's e-mail (null when that account is gone). */
    async verificationsOf(ideaIds: string[]): Promise<{ ideaId: string; verifiedAt: Date; verifiedBy: string | null }[]> {
      if (ideaIds.length === 0) return [];
      return db
        .select({ ideaId: ideaVerifications.ideaId, verifiedAt: ideaVerifications.verifiedAt, verifiedBy: users.email })
        .from(ideaVerifications)
        .leftJoin(users, eq(users.id, ideaVerifications.verifiedBy))
        .where(inArray(ideaVerifications.ideaId, ideaIds));
    },

    async verificationOf(ideaId: string): Promise<{ verifiedAt: Date; verifiedBy: string | null } | null> {
      const [row] = await db.select({ verifiedAt: ideaVerifications.verifiedAt, verifiedBy: ideaVerifications.verifiedBy }).from(ideaVerifications).where(eq(ideaVerifications.ideaId, ideaId));
      return row ?? null;
    },

    async publishedIdea(ideaId: string): Promise<{ id: string; slug: string; title: string } | null> {
      const [row] = await db.select({ id: ideas.id, slug: ideas.slug, title: ideas.title, status: ideas.status }).from(ideas).where(eq(ideas.id, ideaId));
      return row && row.status === "published" ? { id: row.id, slug: row.slug, title: row.title } : null;
    },

    /** One row per idea: the newest confirmation replaces the one before. */
    async confirm(ideaId: string, userId: string, at: Date): Promise<void> {
      await db
        .insert(ideaVerifications)
        .values({ ideaId, verifiedAt: at, verifiedBy: userId })
        .onConflictDoUpdate({ target: ideaVerifications.ideaId, set: { verifiedAt: at, verifiedBy: userId } });
    },

    /** Keeps each (idea, url)'s last answer. */
    async recordChecks(rows: SourceCheckRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(ideaSourceChecks)
        .values(rows)
        .onConflictDoUpdate({
          target: [ideaSourceChecks.ideaId, ideaSourceChecks.url],
          set: {
            ok: sql`excluded.ok`,
            httpStatus: sql`excluded.http_status`,
            error: sql`excluded.error`,
            checkedAt: sql`excluded.checked_at`,
          },
        });
    },
  };
}
export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
