import { fitAccess, type Entitlements } from "../../../shared/entitlements";
import type { Weights } from "../../../shared/founder-fit";
import type { Snapshot } from "./catalogue-snapshot";
import { fitOf, type PreparedProfile } from "./fit";
import type { IdeaFeatures } from "./idea-features";

/**
 * Whole-catalogue orders for viewers who may see every card (rankAllForPersonalOrders). Both return
 * snapshot indexes, best first; ties keep the snapshot's newest-first order, so an order never
 * depends on anything but the profile or weights and the catalogue.
 */

/** The fit of every idea at this viewer's access to it, best first (a counting sort on 0-100). */
export function rankByFit(snapshot: Snapshot, profile: PreparedProfile, entitlements: Entitlements, dailyId: string | null): { order: Int32Array; scores: Uint8Array } {
  const n = snapshot.ideas.length;
  const scores = new Uint8Array(n);
  const buckets = new Int32Array(102);
  for (let i = 0; i < n; i++) {
    const idea = snapshot.ideas[i]!;
    const access = fitAccess(entitlements, idea, { isDailyToday: idea.id === dailyId, isPreview: false });
    // Only viewers who see every card are ranked here, so access is never "none".
    const score = access === "none" ? 0 : fitOf(profile, idea, access, false).score;
    scores[i] = score;
    buckets[100 - score + 1]!++;
  }
  for (let b = 1; b < buckets.length; b++) buckets[b]! += buckets[b - 1]!;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[buckets[100 - scores[i]!]!++] = i;
  return { order, scores };
}

/**
 * The member's weighted value of an idea: each of the four scores (0-10), how easy it is
 * ((10 - difficulty) / 9 * 10) and how quick to an MVP ((52 - weeks) / 51 * 10), times its weight.
 */
export function weightedValue(idea: IdeaFeatures, w: Weights): number {
  const ease = ((10 - idea.difficulty) / 9) * 10;
  const quick = ((52 - Math.min(52, idea.weeks)) / 51) * 10;
  return (
    w.opportunity * idea.scores.opportunity +
    w.problem * idea.scores.problem +
    w.feasibility * idea.scores.feasibility +
    w.whyNow * idea.scores.whyNow +
    w.difficulty * ease +
    w.timeToMvp * quick
  );
}

/** Index bits in a sort key: the catalogue may hold up to 2^21 (2,097,152) ideas. */
const INDEX_SPACE = 2 ** 21;

/** Every idea by the member's weights, best first (one numeric sort of value-and-index keys). */
export function rankByWeights(snapshot: Snapshot, weights: Weights): Int32Array {
  const n = snapshot.ideas.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = -Math.round(weightedValue(snapshot.ideas[i]!, weights) * 1000) * INDEX_SPACE + i;
  keys.sort();
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = ((keys[i]! % INDEX_SPACE) + INDEX_SPACE) % INDEX_SPACE;
  return order;
}
