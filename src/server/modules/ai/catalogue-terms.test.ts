import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/test-app";
import { member } from "../../test/factories";
import { IDEAS_DIR } from "../../seed/seed";
import { catalogueTermsState, ideas } from "../../db/schema";
import { createAiRepo } from "./ai.repo";

// Three real ideas: enough words to count, small enough to reason about.
const SLUGS = ["1099-da-basis-gap-reconciler", "condo-document-risk-reader-for-buyers", "reg-s-p-vendor-notice-and-incident-file-for-small-rias"];
const WORDS = ["crypto", "condo", "vendor", "basis", "reconcile", "buyers", "zebra"].map((word) => ({ term: word, word }));

let t: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ideadeck-terms-"));
  for (const slug of SLUGS) copyFileSync(path.join(IDEAS_DIR, `${slug}.json`), path.join(dir, `${slug}.json`));
  t = await createTestApp({ seedIdeasFrom: dir });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the catalogue's word counts (catalogue_terms)", () => {
  it("are counted live until built, then read from the table with the same answers, and go stale with any change to the catalogue", async () => {
    // Whatever ran before in this file (tests run shuffled), the counts start unbuilt.
    await t.database.db.update(catalogueTermsState).set({ builtGeneration: 0 }).where(eq(catalogueTermsState.id, 1));
    const repo = createAiRepo(t.database.db);
    const live = await repo.termFrequencies(WORDS);
    expect(live.fresh).toBe(false);
    expect(live.published).toBe(3);
    expect(live.frequencies.get("zebra")).toBe(0);
    expect(live.frequencies.get("crypto")).toBeGreaterThan(0);

    expect(await repo.rebuildCatalogueTerms()).toMatchObject({ built: true, lexemes: expect.any(Number) });
    const built = await repo.termFrequencies(WORDS);
    expect(built.fresh).toBe(true);
    expect(Object.fromEntries(built.frequencies)).toEqual(Object.fromEntries(live.frequencies));
    expect(built.published).toBe(3);

    // An edit that brings a new word in makes the counts stale: the next answer is live, and exact.
    const [one] = await t.database.db.select({ id: ideas.id, title: ideas.title }).from(ideas).where(eq(ideas.slug, SLUGS[1]!));
    await t.database.db.update(ideas).set({ title: `${one!.title} for zebra keepers` }).where(eq(ideas.id, one!.id));
    const after = await repo.termFrequencies(WORDS);
    expect(after.fresh).toBe(false);
    expect(after.frequencies.get("zebra")).toBe(1);
    await repo.rebuildCatalogueTerms();
    const rebuilt = await repo.termFrequencies(WORDS);
    expect(rebuilt).toMatchObject({ fresh: true });
    expect(rebuilt.frequencies.get("zebra")).toBe(1);

    // An unpublished idea's words stop counting.
    await t.database.db.update(ideas).set({ status: "archived" }).where(eq(ideas.id, one!.id));
    expect((await repo.termFrequencies(WORDS)).fresh).toBe(false);
    await repo.rebuildCatalogueTerms();
    expect((await repo.termFrequencies(WORDS)).frequencies.get("zebra")).toBe(0);
    await t.database.db.update(ideas).set({ status: "published", title: one!.title }).where(eq(ideas.id, one!.id));
  });

  it("are rebuilt in the background after a validation finds them stale", async () => {
    await t.database.db.update(catalogueTermsState).set({ builtGeneration: 0 }).where(eq(catalogueTermsState.id, 1));
    const pro = await member(t, "terms-pro@example.com", "pro");
    const res = await pro.client.post("/api/v1/validate", { idea: "A crypto cost basis reconciler for tax preparers who file 1099-DA returns for clients" });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await createAiRepo(t.database.db).termFrequencies(WORDS)).fresh, { timeout: 10_000 }).toBe(true);
  });
});
