import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { admin } from "../../test/factories";
import { publicConfigResponse } from "../../../shared/schemas/public-config";

/**
 * Honest marketing (issue 22, item 6): the public config tells the pages that sell the AI tools
 * whether a model answers, and the admin status page says how to configure one when none does.
 */
let plain: TestApp;
let withModel: TestApp;

beforeAll(async () => {
  plain = await createTestApp();
  withModel = await createTestApp({ config: { ai: { baseUrl: "http://127.0.0.1:9/v1", apiKey: null, model: "some-model", timeoutMs: 500 } } });
}, 120_000);
afterAll(async () => {
  await Promise.all([plain.close(), withModel.close()]);
});

describe("whether a model is configured, as the public pages and the admin see it", () => {
  it("says no model to visitors on a default install, and tells admins the three variables to set", async () => {
    const config = publicConfigResponse.parse((await plain.client().get("/api/v1/public-config")).json());
    expect(config.aiModelConfigured).toBe(false);

    const person = await admin(plain, "status-ai-admin@example.com");
    const status = (await person.client.get("/api/v1/status")).json();
    expect(status.checks.ai.mode).toBe("builtin");
    for (const variable of ["AI_BASE_URL", "AI_MODEL", "AI_API_KEY"]) expect(status.checks.ai.detail).toContain(variable);
  });

  it("says a model is configured when AI_BASE_URL and AI_MODEL are set", async () => {
    const config = publicConfigResponse.parse((await withModel.client().get("/api/v1/public-config")).json());
    expect(config.aiModelConfigured).toBe(true);
  });
});
