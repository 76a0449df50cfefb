import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/test-app";
import { IDEAS_DIR } from "../../seed/seed";
import { ideas } from "../../db/schema";
import { createCatalogueCache } from "../ideas/index";
import { createAiRepo } from "./ai.repo";
import { createMatchCandidates } from "./match-candidates";

const SLUGS = ["1099-da-basis-gap-reconciler", "condo-document-risk-reader-for-buyers", "reg-s-p-vendor-notice-and-incident-file-for-small-rias"];
// Common words: each of the three ideas holds at least two of them (the query asks for pairs).
const WORDS = ["small", "data", "file", "report", "rule", "time", "buyer"];

let t: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ideadeck-candidates-"));
  for (const slug of SLUGS) copyFileSync(path.join(IDEAS_DIR, `${slug}.json`), path.join(dir, `${slug}.json`));
  t = await createTestApp({ seedIdeasFrom: dir });
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The real repository, counting the statements that read candidates' fields. */
function countingRepo() {
  const repo = createAiRepo(t.database.db);
  const reads: string[][] = [];
  return {
    reads,
    repo: {
      rankCandidates: repo.rankCandidates,
      candidateDocs: async (ids: string[]) => {
        reads.push(ids);
        return repo.candidateDocs(ids);
      },
    },
  };
}

describe("the analyst's candidate ideas", () => {
  it("are read in one statement, kept in the catalogue cache, and read again once it is cleared", async () => {
    const { repo, reads } = countingRepo();
    const cache = createCatalogueCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
    const matchCandidates = createMatchCandidates({ repo, cache });

    const first = await matchCandidates(WORDS, 10);
    expect(first.map((doc) => doc.slug).sort()).toEqual([...SLUGS].sort());
    expect(reads).toHaveLength(1);
    expect(reads[0]!.sort()).toEqual(first.map((doc) => doc.id).sort());
    expect(first.find((doc) => doc.slug === SLUGS[0])).toMatchObject({ title: expect.any(String), competitors: expect.any(Array), body: expect.any(String) });

    // The same words again: ranked again, fields from the cache.
    expect(await matchCandidates(WORDS, 10)).toEqual(first);
    expect(reads).toHaveLength(1);

    // A catalogue change clears the cache (every instance, on the change notice): read again.
    cache.clear();
    expect(await matchCandidates(WORDS, 10)).toEqual(first);
    expect(reads).toHaveLength(2);
  });

  it("without a cache, read every call in one statement, and never name an unpublished idea", async () => {
    const { repo, reads } = countingRepo();
    const matchCandidates = createMatchCandidates({ repo });
    await t.database.db.update(ideas).set({ status: "archived" }).where(eq(ideas.slug, SLUGS[1]!));
    try {
      const found = await matchCandidates(WORDS, 10);
      expect(found.map((doc) => doc.slug)).not.toContain(SLUGS[1]);
      expect(found).toHaveLength(2);
      await matchCandidates(WORDS, 10);
      expect(reads).toHaveLength(2);
    } finally {
      await t.database.db.update(ideas).set({ status: "published" }).where(eq(ideas.slug, SLUGS[1]!));
    }
  });
});
