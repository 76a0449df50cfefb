import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { ideas, trendingRanks } from "../../db/schema";

/**
 * Deep pages at the cost of shallow ones (issue 29). `offset 40000` makes PostgreSQL read and throw
 * away 40,000 rows, so page 2,000 of a sort cost 100 times page 2. Here every sorted list keeps
 * sparse anchors: the sort key and id of every `spacing`-th idea, read once in one pass of the sort's
 * index and kept per instance. A page past the first `spacing` ideas seeks to the anchor before it
 * (three index range scans, one per part of "key desc nulls last, id asc") and skips fewer than
 * `spacing` rows from there, so it reads at most about `spacing + limit` index entries at any depth.
 *
 * Anchors are a cache: a catalogue change drops them all (the service calls clear() on the change
 * notice every instance gets), and keys that move without a notice (view counts) are re-read after
 * `volatileMs`, serving the old anchors meanwhile: between two reads a page can be off by the few
 * ideas whose views moved them across a page border, as an offset page is when the counts move.
 */

/** A sort this module can seek by one column: descending with nulls last, then id. */
export interface SortKey {
  column: PgColumn;
  /** The column's SQL type, to read a key back exactly (a real keeps its float4 value through text). */
  type: "integer" | "real" | "timestamptz";
  /** Keys that change without a catalogue notice (view counts) are re-read after volatileMs. */
  volatile: boolean;
}

/** An idea's place in a list: its sort key's parts as text (null for a null part) and its id. */
export interface Anchor {
  key: (string | null)[];
  id: string;
}

/**
 * A list this module can page by seeking: which rows it holds in which order, how to read its anchors
 * in one pass of its index, and how to read the rows from an anchor on. Every row a list's SQL selects
 * is `k1` (and `k2` for a two-part key) and `id`, so one outer query orders what the seek read.
 */
export interface SeekList {
  volatile: boolean;
  /**
   * Rows k1[, k2], id, n (the row's place, from 1) and total (the list's length) of the first row and
   * every spacing-th row after it, in the list's order; `anchorRows` builds it from the list's order.
   */
  anchors(spacing: number): SQL;
  /** At most `take` rows at or after the anchor, in the list's order. */
  fromAnchor(anchor: Anchor, take: number): SQL;
  /** The list's order over k1[, k2], id. */
  order: SQL;
}

interface Anchors {
  at: Anchor[];
  /** How many rows the list held when the anchors were read. */
  size: number;
}

interface Entry {
  anchors: Promise<Anchors>;
  readAt: number;
}

export interface DeepPages {
  /** The ids of one page, in order; null when the page is shallow enough for a plain offset. */
  pageIds(name: string, list: SeekList, limit: number, offset: number): Promise<string[] | null>;
  /**
   * The list's length as of its anchors, for a list long enough to have anchors; null for a shorter
   * one, which the caller counts itself (cheap, and exact at once after a change).
   */
  size(name: string, list: SeekList): Promise<number | null>;
  /** Forget every list's anchors (the catalogue changed). */
  clear(): void;
}

/** One pass of a list in its order: the first row and every spacing-th after it, with the list's length. */
function anchorRows(keys: SQL, from: SQL, inOrder: SQL, spacing: number): SQL {
  return sql`
    select * from (select ${keys}, row_number() over (${inOrder}) as n, count(*) over () as total from ${from}) numbered
    where (n - 1) % ${spacing} = 0
    order by n`;
}

/** The published ideas in `where`, by one column descending with nulls last, then id. */
export function columnList(sort: SortKey, where: SQL): SeekList {
  const key = sql`${sort.column} as k1, ${ideas.id} as id`;
  const inOrder = sql`order by ${sort.column} desc nulls last, ${ideas.id}`;
  return {
    volatile: sort.volatile,
    anchors: (spacing) => anchorRows(sql`${sort.column}::text as k1, ${ideas.id} as id`, sql`${ideas} where ${where}`, inOrder, spacing),
    // The anchor's key from its id on, lower keys, then nulls: three index range scans.
    fromAnchor(anchor, take) {
      const nulls = sql`(select ${key} from ${ideas} where ${where} and ${sort.column} is null and ${ideas.id} >= ${anchor.id}::uuid order by ${ideas.id} limit ${take})`;
      const [k1] = anchor.key;
      if (k1 === null || k1 === undefined) return nulls;
      const value = sql`${k1}::${sql.raw(sort.type)}`;
      return sql`(select ${key} from ${ideas} where ${where} and ${sort.column} = ${value} and ${ideas.id} >= ${anchor.id}::uuid order by ${ideas.id} limit ${take})
        union all (select ${key} from ${ideas} where ${where} and ${sort.column} < ${value} ${inOrder} limit ${take})
        union all (select ${key} from ${ideas} where ${where} and ${sort.column} is null order by ${ideas.id} limit ${take})`;
    },
    order: sql`k1 desc nulls last, id`,
  };
}

/**
 * One period's trending ranking (trending_ranks, rebuilt by modules/trending) over the published
 * ideas in `where`: views descending, then growth descending with nulls last, then id, exactly the
 * order of trending_ranks_order_idx. Views are never null, growth may be.
 */
export function trendingList(period: string, where: SQL): SeekList {
  const from = sql`${trendingRanks} join ${ideas} on ${ideas.id} = ${trendingRanks.ideaId} and ${trendingRanks.since} = ${period}`;
  const key = sql`${trendingRanks.views} as k1, ${trendingRanks.growth} as k2, ${trendingRanks.ideaId} as id`;
  // "nulls last" on views too, though they are never null: the index is in that order.
  const inOrder = sql`order by ${trendingRanks.views} desc nulls last, ${trendingRanks.growth} desc nulls last, ${trendingRanks.ideaId}`;
  const part = (condition: SQL, take: number) => sql`(select ${key} from ${from} where ${where} and ${condition} ${inOrder} limit ${take})`;
  return {
    // Rebuilt by a job, without a catalogue notice.
    volatile: true,
    anchors: (spacing) =>
      anchorRows(sql`${trendingRanks.views}::text as k1, ${trendingRanks.growth}::text as k2, ${trendingRanks.ideaId} as id`, sql`${from} where ${where}`, inOrder, spacing),
    fromAnchor(anchor, take) {
      const [k1, k2] = anchor.key;
      const views = sql`${k1}::integer`;
      const sameViews = sql`${trendingRanks.views} = ${views}`;
      const lowerViews = part(sql`${trendingRanks.views} < ${views}`, take);
      if (k2 === null || k2 === undefined) {
        return sql`${part(sql`${sameViews} and ${trendingRanks.growth} is null and ${trendingRanks.ideaId} >= ${anchor.id}::uuid`, take)} union all ${lowerViews}`;
      }
      const growth = sql`${k2}::real`;
      return sql`${part(sql`${sameViews} and ${trendingRanks.growth} = ${growth} and ${trendingRanks.ideaId} >= ${anchor.id}::uuid`, take)}
        union all ${part(sql`${sameViews} and ${trendingRanks.growth} < ${growth}`, take)}
        union all ${part(sql`${sameViews} and ${trendingRanks.growth} is null`, take)}
        union all ${lowerViews}`;
    },
    order: sql`k1 desc, k2 desc nulls last, id`,
  };
}

/**
 * `maxLists`: lists kept at once. A list's name comes from the request (a category, a period), so
 * without a bound any name that passes the route's pattern would add a list for good.
 */
export function createDeepPages(db: Db, options: { spacing?: number; volatileMs?: number; now?: () => number; maxLists?: number } = {}): DeepPages {
  const spacing = options.spacing ?? 500;
  const volatileMs = options.volatileMs ?? 60_000;
  const now = options.now ?? Date.now;
  const maxLists = options.maxLists ?? 200;
  const lists = new Map<string, Entry>();
  /** Keeps a list's anchors, forgetting the one read longest ago when the map is full (Map keeps insertion order). */
  function keep(name: string, entry: Entry): void {
    lists.delete(name);
    lists.set(name, entry);
    if (lists.size > maxLists) lists.delete(lists.keys().next().value!);
  }
  // Bumped by clear(): anchors read before a change must not be kept after it.
  let generation = 0;

  async function readAnchors(list: SeekList): Promise<Anchors> {
    const result = await db.execute(list.anchors(spacing));
    const rows = (result as unknown as { rows: { k1: string | null; k2?: string | null; id: string; n: string | number; total: string | number }[] }).rows;
    return {
      // The first row starts the list; anchors are the rows after it.
      at: rows.slice(1).map((row) => ({ key: "k2" in row ? [row.k1, row.k2 ?? null] : [row.k1], id: row.id })),
      size: Number(rows[0]?.total ?? 0),
    };
  }

  function anchorsOf(name: string, list: SeekList): Promise<Anchors> {
    const entry = lists.get(name);
    const stale = entry && list.volatile && now() - entry.readAt > volatileMs;
    if (entry && !stale) return entry.anchors;
    // One re-read at a time: the requests meanwhile see the old anchors as fresh.
    if (entry) entry.readAt = now();
    const startedIn = generation;
    const reading = readAnchors(list);
    const fresh: Entry = { anchors: reading, readAt: now() };
    reading.then(
      () => {
        if (generation === startedIn) keep(name, fresh);
      },
      () => {
        if (lists.get(name) === fresh) lists.delete(name);
      },
    );
    if (entry) return entry.anchors; // the old anchors serve while the new ones are read
    keep(name, fresh);
    return reading;
  }

  return {
    async pageIds(name, list, limit, offset) {
      if (offset < spacing || limit <= 0) return null;
      const anchors = (await anchorsOf(name, list)).at;
      if (anchors.length === 0) return null;
      const index = Math.min(Math.floor(offset / spacing), anchors.length) - 1;
      const skip = offset - (index + 1) * spacing;
      const seek = list.fromAnchor(anchors[index]!, skip + limit);
      const result = await db.execute(sql`select id from (${seek}) seek order by ${list.order} offset ${skip} limit ${limit}`);
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    },
    async size(name, list) {
      const anchors = await anchorsOf(name, list);
      return anchors.at.length > 0 ? anchors.size : null;
    },
    clear() {
      generation++;
      lists.clear();
    },
  };
}

/** Rows for ids in the ids' order (a page read by id comes back in any order). */
export async function inIdOrder<T extends { id: string }>(ids: string[], read: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await read(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
