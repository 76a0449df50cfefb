import type { FastifyBaseLogger } from "fastify";
import { createSingleFlight } from "../jobs/index";
import type { AiRepo } from "./ai.repo";

/**
 * Keeps catalogue_terms (how many published ideas use each word) current off the request path
 * (issue 23: counting a founder's words live cost 15-45 ms of a validation on PGlite; issue 30: 1.15 s
 * at 100,000 ideas). A validation that finds the counts stale (the catalogue changed since they were
 * built) counts live, exactly, and calls `kick`: one rebuild runs in the background on this instance,
 * and the repo's advisory lock keeps it to one across instances.
 */
export function createCatalogueTermsKeeper(deps: { repo: Pick<AiRepo, "rebuildCatalogueTerms">; log: Pick<FastifyBaseLogger, "info" | "warn"> }) {
  const flight = createSingleFlight((error) => deps.log.warn({ err: error }, "catalogue word counts rebuild failed; validations count live meanwhile"));
  return {
    kick(): void {
      flight.kick(async () => {
        const started = performance.now();
        const { built, lexemes } = await deps.repo.rebuildCatalogueTerms();
        if (built) deps.log.info({ lexemes, ms: Math.round(performance.now() - started) }, "catalogue word counts rebuilt");
      });
    },
    /** The rebuild under way, if any (closing the app waits for it; tests wait for it). */
    settled: flight.settled,
  };
}
export type CatalogueTermsKeeper = ReturnType<typeof createCatalogueTermsKeeper>;
