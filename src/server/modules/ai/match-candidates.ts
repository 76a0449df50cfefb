import type { CatalogueCache } from "../ideas/index";
import type { MatchCandidate } from "./analyst-retrieval";
import type { AiRepo } from "./ai.repo";

/**
 * The analyst's candidate ideas for a description: ranked by the search index on every call, their
 * fields (title, tagline, tags, market, competitors, body) kept per instance in the catalogue cache,
 * which every instance clears when the catalogue changes (drizzle/0008). Reading those fields out of
 * 40 analysis documents was half of a validation's own time on PGlite (bench/ai-model.ts, issue 23).
 * The ids a call misses are read in one statement.
 */
export function createMatchCandidates(deps: { repo: Pick<AiRepo, "rankCandidates" | "candidateDocs">; cache?: CatalogueCache }) {
  // Without a cache (unit tests, CLIs) every call reads the database, still in one statement.
  const cache: Pick<CatalogueCache, "get"> = deps.cache ?? { get: (_key, load) => load() };
  let batch: Map<string, { resolve: (doc: MatchCandidate | null) => void; reject: (error: unknown) => void }> | null = null;

  async function flush(waiting: NonNullable<typeof batch>) {
    try {
      const docs = new Map((await deps.repo.candidateDocs([...waiting.keys()])).map((doc) => [doc.id, doc]));
      for (const [id, caller] of waiting) caller.resolve(docs.get(id) ?? null);
    } catch (error) {
      for (const caller of waiting.values()) caller.reject(error);
    }
  }

  /** One id's fields; every id asked for in the same tick joins one read. */
  function load(id: string): Promise<MatchCandidate | null> {
    return new Promise((resolve, reject) => {
      if (!batch) {
        const waiting = new Map<string, { resolve: (doc: MatchCandidate | null) => void; reject: (error: unknown) => void }>();
        batch = waiting;
        queueMicrotask(() => {
          batch = null;
          void flush(waiting);
        });
      }
      batch.set(id, { resolve, reject });
    });
  }

  return async function matchCandidates(words: string[], limit: number): Promise<MatchCandidate[]> {
    const ids = await deps.repo.rankCandidates(words, limit);
    const docs = await Promise.all(ids.map((id) => cache.get(`match-candidate:${id}`, () => load(id))));
    // An idea unpublished between the two reads is simply not a candidate.
    return docs.filter((doc): doc is MatchCandidate => doc !== null);
  };
}
