import { and, asc, eq, gt, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ideas, trendingRefreshes } from "../../db/schema";

/**
 * The writing side of trending's rankings (trending_ranks, one ranking per period key: "7d", "30d",
 * "90d", "all"). A rebuild walks the ideas in chunks of id order and, per chunk, writes only the
 * counts that changed and removes the ideas no longer viewed in the period, so readers always see a
 * whole ranking (the last one built, changing a chunk at a time) and a rebuild leaves dead rows only
 * where something changed. Runs on the database's job connection (client.ts jobDb).
 */
export function createTrendingRanksRepo(db: Db) {
  const inRange = (column: SQL, after: string | null, upTo: string | null): SQL =>
    sql`${after === null ? sql`true` : sql`${column} > ${after}::uuid`} and ${upTo === null ? sql`true` : sql`${column} <= ${upTo}::uuid`}`;

  return {
    /** The id that ends the chunk of `size` ideas after `after` (null: the chunk runs to the end). */
    async chunkEnd(after: string | null, size: number): Promise<string | null> {
      const [row] = await db
        .select({ id: ideas.id })
        .from(ideas)
        .where(after === null ? undefined : gt(ideas.id, after))
        .orderBy(asc(ideas.id))
        .limit(1)
        .offset(size - 1);
      return row?.id ?? null;
    },

    /**
     * Recounts the period's views (one per viewer per day) of the ideas after `after` up to `upTo`:
     * changed counts are written, unchanged ones left alone, ideas without a view removed.
     */
    async refreshChunk(period: string, since: string | null, after: string | null, upTo: string | null): Promise<{ written: number; removed: number }> {
      const inPeriod = since === null ? sql`true` : sql`v.day >= ${since}::date`;
      const result = await db.execute(sql`
        with counted as (
          select v.idea_id, count(*)::int as views
          from idea_views v
          where ${inRange(sql`v.idea_id`, after, upTo)} and ${inPeriod}
          group by v.idea_id
        ), written as (
          insert into trending_ranks (since, idea_id, views, growth)
          select ${period}, c.idea_id, c.views, i.keyword_growth_rate from counted c join ideas i on i.id = c.idea_id
          on conflict (since, idea_id) do update set views = excluded.views, growth = excluded.growth
          where trending_ranks.views <> excluded.views or trending_ranks.growth is distinct from excluded.growth
          returning 1
        ), removed as (
          delete from trending_ranks r
          where r.since = ${period} and ${inRange(sql`r.idea_id`, after, upTo)}
            and not exists (select 1 from counted c where c.idea_id = r.idea_id)
          returning 1
        )
        select (select count(*) from written)::int as written, (select count(*) from removed)::int as removed`);
      const row = (result as unknown as { rows: { written: number; removed: number }[] }).rows[0] ?? { written: 0, removed: 0 };
      return { written: Number(row.written), removed: Number(row.removed) };
    },

    async markRefreshed(period: string): Promise<void> {
      await db
        .insert(trendingRefreshes)
        .values({ since: period, refreshedAt: sql`now()` })
        .onConflictDoUpdate({ target: trendingRefreshes.since, set: { refreshedAt: sql`now()` } });
    },

    /**
     * Removes up to `limit` rows of rankings not in `keep` (the dated rankings kept before rankings were
     * kept per period); answers how many went, so the caller repeats until none is left.
     */
    async dropOtherRankings(keep: string[], limit: number): Promise<number> {
      const gone = await db.execute(sql`
        delete from trending_ranks where ctid in (select ctid from trending_ranks where since not in ${keep} limit ${limit}) returning 1`);
      await db.delete(trendingRefreshes).where(notInArray(trendingRefreshes.since, keep));
      return (gone as unknown as { rows: unknown[] }).rows.length;
    },

    /** When a period's ranking was last rebuilt (null: never). */
    async refreshedAt(period: string): Promise<Date | null> {
      const [row] = await db.select({ at: trendingRefreshes.refreshedAt }).from(trendingRefreshes).where(and(eq(trendingRefreshes.since, period)));
      return row?.at ?? null;
    },

    /** Reclaims the rows a rebuild replaced (PostgreSQL without autovacuum keeps them otherwise). */
    async vacuum(): Promise<void> {
      await db.execute(sql`VACUUM (ANALYZE) trending_ranks`);
    },
  };
}
export type TrendingRanksRepo = ReturnType<typeof createTrendingRanksRepo>;

