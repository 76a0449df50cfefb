import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { PROJECT_ROOT } from "../paths";
import { CONTRACT_FILE, contractSource } from "./api-contract-source";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the API contract the web is typed with (ADR 023)", () => {
  it("is what the server's routes say today (run `npm run contract` after changing a route's schema)", async () => {
    const committed = readFileSync(path.join(PROJECT_ROOT, CONTRACT_FILE), "utf8");
    const fresh = await contractSource(t.app);
    expect(fresh.length).toBeGreaterThan(10_000);
    expect(committed === fresh, `${CONTRACT_FILE} is out of date: run npm run contract`).toBe(true);
  });

  it("holds the routes the web reads and writes most, by their OpenAPI paths", async () => {
    const source = await contractSource(t.app);
    for (const route of ["/api/v1/ideas/{slug}", "/api/v1/saved", "/api/v1/admin/outbox", "/api/v1/pipeline/export"]) {
      expect(source).toContain(`"${route}": {`);
    }
  });
});
