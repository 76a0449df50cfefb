import type { IdeaFile } from "../../shared/schemas/idea";
import { loadIdeaFiles } from "../seed/load-idea-files";
import { IDEAS_DIR } from "../seed/seed";

let cached: readonly IdeaFile[] | null = null;

/**
 * data/ideas as the seed reads it, loaded once per test worker: loading checks the whole catalogue
 * (near-copies across about 34,000 sentences) and took 1.5-4 s a call, which a dozen test files paid
 * on each database (issue 25). Frozen, so a test that edits an idea fails instead of changing what
 * the next file reads. seed.test.ts still calls the loader itself: there the loading is what is tested.
 */
export function catalogueFiles(): IdeaFile[] {
  cached ??= deepFreeze(loadIdeaFiles(IDEAS_DIR));
  return [...cached];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
