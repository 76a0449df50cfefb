import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { ideas } from "../../db/schema";

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

/** A sort this module can seek: every list sorts by one column, descending with nulls last, then id. */
export interface SortKey {
  column: PgColumn;
  /** The column's SQL type, to read a key back exactly (a real keeps its float4 value through text). */
  type: "integer" | "real" | "timestamptz";
  /** Keys that change without a catalogue notice (view counts) are re-read after volatileMs. */
  volatile: boolean;
}

interface Anchor {
  key: string | null;
  id: string;
}

interface Entry {
  anchors: Promise<Anchor[]>;
  readAt: number;
}

export interface DeepPages {
  /** The ids of one page, in order; null when the page is shallow enough for a plain offset. */
  pageIds(list: string, sort: SortKey, where: SQL, limit: number, offset: number): Promise<string[] | null>;
  /** Forget every list's anchors (the catalogue changed). */
  clear(): void;
}

export function createDeepPages(db: Db, options: { spacing?: number; volatileMs?: number; now?: () => number } = {}): DeepPages {
  const spacing = options.spacing ?? 500;
  const volatileMs = options.volatileMs ?? 60_000;
  const now = options.now ?? Date.now;
  const lists = new Map<string, Entry>();
  // Bumped by clear(): anchors read before a change must not be kept after it.
  let generation = 0;

  async function readAnchors(sort: SortKey, where: SQL): Promise<Anchor[]> {
    const result = await db.execute(sql`
      select k, id from (
        select ${sort.column}::text as k, ${ideas.id} as id, row_number() over (order by ${sort.column} desc nulls last, ${ideas.id}) as n
        from ${ideas} where ${where}
      ) numbered
      where n > 1 and (n - 1) % ${spacing} = 0
      order by n`);
    return (result as unknown as { rows: { k: string | null; id: string }[] }).rows.map((row) => ({ key: row.k, id: row.id }));
  }

  function anchorsOf(list: string, sort: SortKey, where: SQL): Promise<Anchor[]> {
    const entry = lists.get(list);
    const stale = entry && sort.volatile && now() - entry.readAt > volatileMs;
    if (entry && !stale) return entry.anchors;
    const startedIn = generation;
    const reading = readAnchors(sort, where);
    const fresh: Entry = { anchors: reading, readAt: now() };
    reading.then(
      () => {
        if (generation === startedIn) lists.set(list, fresh);
      },
      () => {
        if (lists.get(list) === fresh) lists.delete(list);
      },
    );
    if (entry) return entry.anchors; // the old anchors serve while the new ones are read
    lists.set(list, fresh);
    return reading;
  }

  /** Ideas at or after the anchor in the list's order: the anchor's key from its id on, lower keys, then nulls. */
  function fromAnchor(sort: SortKey, where: SQL, anchor: Anchor, take: number): SQL {
    const key = sql`${sort.column} as k, ${ideas.id} as id`;
    const nulls = sql`(select ${key} from ${ideas} where ${where} and ${sort.column} is null and ${ideas.id} >= ${anchor.id}::uuid order by ${ideas.id} limit ${take})`;
    if (anchor.key === null) return nulls;
    const value = sql`${anchor.key}::${sql.raw(sort.type)}`;
    return sql`(select ${key} from ${ideas} where ${where} and ${sort.column} = ${value} and ${ideas.id} >= ${anchor.id}::uuid order by ${ideas.id} limit ${take})
      union all (select ${key} from ${ideas} where ${where} and ${sort.column} < ${value} order by ${sort.column} desc nulls last, ${ideas.id} limit ${take})
      union all (select ${key} from ${ideas} where ${where} and ${sort.column} is null order by ${ideas.id} limit ${take})`;
  }

  return {
    async pageIds(list, sort, where, limit, offset) {
      if (offset < spacing || limit <= 0) return null;
      const anchors = await anchorsOf(list, sort, where);
      if (anchors.length === 0) return null;
      const index = Math.min(Math.floor(offset / spacing), anchors.length) - 1;
      const skip = offset - (index + 1) * spacing;
      const seek = fromAnchor(sort, where, anchors[index]!, skip + limit);
      const result = await db.execute(sql`select id from (${seek}) seek order by k desc nulls last, id offset ${skip} limit ${limit}`);
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
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
