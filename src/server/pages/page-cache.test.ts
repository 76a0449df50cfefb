import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "../test/test-app";
import { member } from "../test/factories";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compress } from "./spa";

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), "ideadeck-page-cache-"));
  writeFileSync(path.join(webRoot, "index.html"), '<!doctype html><html><head><title>Ideadeck</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { webRoot } });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("page HTML caching", () => {
  it("is private and never stored for a signed-in member, on rendered and client-side pages alike", async () => {
    const { client } = await member(t, "page-cache-member@example.com", "pro");
    for (const url of ["/", "/pricing", "/browse", "/dashboard", "/ideas/not-a-real-idea"]) {
      const res = await client.get(url);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("private, no-store");
      expect(res.headers.vary, url).toContain("Cookie");
    }
  });

  it("is revalidated but shareable for a visitor, whose page is everyone's", async () => {
    for (const url of ["/", "/pricing"]) {
      const res = await t.client().get(url);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers.vary, url).toContain("Cookie");
    }
  });

  it("sends a visitor's shared page compressed as the browser accepts it, the same bytes each time", async () => {
    const plain = await t.client().get("/pricing");
    const html = plain.body;
    expect(html).toContain("<html");
    const once = { br: await compress(html, "br"), gzip: await compress(html, "gzip") };
    for (let i = 0; i < 2; i++) {
      const br = await t.client().request({ url: "/pricing", headers: { "accept-encoding": "br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
      const gz = await t.client().request({ url: "/pricing", headers: { "accept-encoding": "gzip" } });
      expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
      // /pricing is rendered on the server and shared: brotli 5 and gzip 6, made once per encoding.
      expect(Buffer.compare(br.rawPayload, once.br!)).toBe(0);
      expect(Buffer.compare(gz.rawPayload, once.gzip!)).toBe(0);
    }
  });
});
