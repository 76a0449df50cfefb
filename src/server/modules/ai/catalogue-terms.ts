import type { FastifyBaseLogger } from "fastify";
import type { AiRepo } from "./ai.repo";

/**
 * Keeps catalogue_terms (how many published ideas use each word) current off the request path
 * (issue 23: counting a founder's words live cost 15-45 ms of a validation on PGlite; issue 30: 1.15 s
 * at 100,000 ideas). A validation that finds the counts stale (the catalogue changed since they were
 * built) counts live, exactly, and calls `kick`: one rebuild runs in the background on this instance,
 * and the repo's advisory lock keeps it to one across instances.
 */
export function createCatalogueTermsKeeper(deps: { repo: Pick<AiRepo, "rebuildCatalogueTerms">; log: Pick<FastifyBaseLogger, "info" | "warn"> }) {
  let running: Promise<void> | null = null;
  return {
    kick(): void {
      if (running) return;
      const started = performance.now();
      running = deps.repo
        .rebuildCatalogueTerms()
        .then(({ built, lexemes }) => {
          if (built) deps.log.info({ lexemes, ms: Math.round(performance.now() - started) }, "catalogue word counts rebuilt");
        })
        .catch((error: unknown) => deps.log.warn({ err: error }, "catalogue word counts rebuild failed; validations count live meanwhile"))
        .finally(() => {
          running = null;
        });
    },
    /** The rebuild under way, if any (closing the app waits for it; tests wait for it). */
    settled(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}
export type CatalogueTermsKeeper = ReturnType<typeof createCatalogueTermsKeeper>;
