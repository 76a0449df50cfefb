import { featuresOf, type FitSource, type IdeaFeatures } from "./idea-features";

/**
 * Every published idea's fit features, kept in memory so "For you" and weighted orders rank the
 * whole catalogue without a database pass per request (issue 26: p99 <= 15 ms at 100,000 ideas).
 * A refresh reads only ids and stamps, then the fields of ideas that are new or changed. It runs
 * when the catalogue changes (the catalogue_changed notice, on every instance: `invalidate`), and
 * the next request waits for it; after `ttlMs` without a notice (a notice missed while the database
 * connection was down) it runs in the background while requests keep the previous snapshot.
 */
export interface Snapshot {
  version: number;
  ideas: IdeaFeatures[];
  byId: Map<string, number>;
  bySlug: Map<string, number>;
}

/** An idea's fit source as the database row gives it (fit-inputs.repo.ts). */
export type FitSourceRow = Omit<FitSource, "scores" | "requiredSkills" | "capitalRequired" | "initialCosts" | "targetMarket" | "regulatedText"> & {
  opportunity: number;
  problem: number;
  feasibility: number;
  whyNow: number;
  requiredSkills: string[] | null;
  capitalRequired: string | null;
  initialCosts: string | null;
  targetMarket: string | null;
  regulatedTerms: string | null;
};

export interface SnapshotSource {
  publishedStamps(): Promise<{ id: string; stamp: string }[]>;
  fitSources(ids: string[]): Promise<FitSourceRow[]>;
}

/** One idea's fit features from its row: the snapshot's entries and a single idea page's fit are made alike. */
export function featuresOfRow(row: FitSourceRow): IdeaFeatures {
  return featuresOf({
    ...row,
    scores: { opportunity: row.opportunity, problem: row.problem, feasibility: row.feasibility, whyNow: row.whyNow },
    requiredSkills: Array.isArray(row.requiredSkills) ? row.requiredSkills.filter((s): s is string => typeof s === "string") : [],
    capitalRequired: row.capitalRequired ?? "",
    initialCosts: row.initialCosts ?? "",
    targetMarket: row.targetMarket ?? "",
    regulatedText: row.regulatedTerms ?? "",
  });
}

const BATCH = 2000;

/** Newest first, as the default listing orders them (published_at desc nulls last, then id). */
const newestFirst = (a: IdeaFeatures, b: IdeaFeatures) => b.publishedAtMs - a.publishedAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function createCatalogueSnapshot(deps: { source: SnapshotSource; ttlMs: number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let current: Snapshot | null = null;
  let stamps = new Map<string, string>();
  let dirty = false;
  let loadedAt = 0;
  let refreshing: Promise<Snapshot> | null = null;
  let version = 0;

  async function load(): Promise<Snapshot> {
    const rows = await deps.source.publishedStamps();
    const previous = current;
    const kept = new Map<string, IdeaFeatures>();
    const stale: string[] = [];
    const nextStamps = new Map<string, string>();
    for (const row of rows) {
      nextStamps.set(row.id, row.stamp);
      const index = previous?.byId.get(row.id);
      if (previous && index !== undefined && stamps.get(row.id) === row.stamp) kept.set(row.id, previous.ideas[index]!);
      else stale.push(row.id);
    }
    for (let start = 0; start < stale.length; start += BATCH) {
      for (const row of await deps.source.fitSources(stale.slice(start, start + BATCH))) {
        kept.set(row.id, featuresOfRow(row));
      }
    }
    const ideas = [...kept.values()].sort(newestFirst);
    const byId = new Map<string, number>();
    const bySlug = new Map<string, number>();
    ideas.forEach((idea, index) => {
      byId.set(idea.id, index);
      bySlug.set(idea.slug, index);
    });
    stamps = nextStamps;
    loadedAt = now();
    const unchanged = previous && stale.length === 0 && previous.ideas.length === ideas.length;
    current = unchanged ? previous : { version: ++version, ideas, byId, bySlug };
    return current;
  }

  function refresh(): Promise<Snapshot> {
    if (!refreshing) {
      dirty = false;
      refreshing = load().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  return {
    /** The snapshot: the first call and the first after a change wait for it; an old one refreshes in the background. */
    async get(): Promise<Snapshot> {
      if (!current || dirty) return refresh();
      if (now() - loadedAt >= deps.ttlMs) void refresh().catch(() => {});
      return current;
    },
    /** The catalogue changed (an idea published, edited or archived): the next read refreshes now. */
    invalidate() {
      dirty = true;
    },
    /** Refreshes and waits (tests). */
    refresh,
  };
}
export type CatalogueSnapshot = ReturnType<typeof createCatalogueSnapshot>;
