import { describe, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { catalogueFiles } from "./test/catalogue-files";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits for the app to answer; a first start under a busy test run took over 30 s (CI, 28 Nov), so up to 2 minutes. */
async function waitReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the app did not answer in 2 minutes");
}

/** The real entry point, as `npm start` runs it (without the web build), on the embedded database. */
describe.runIf(process.env.TEST_DB !== "postgres")("src/server/main.ts", () => {
  it("starts with its scheduler, refuses a second process on the same data, and stops cleanly", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ideadeck-main-"));
    const port = await freePort();
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", SMTP_URL: "", NODE_ENV: "development" };
    const app = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    app.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    app.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitReady(`http://127.0.0.1:${port}/readyz`, app);
      expect(output).toContain(`Ideadeck is running at http://localhost:${port}`);
      const catalogue = catalogueFiles();
      // Seeded now, or unpacked from the first-start image a build prepared from the same files.
      expect(output).toMatch(new RegExp(`${catalogue.length} ideas added to the empty catalogue|database \\(from the build's first-start image\\)`));
      const ideas = await (await fetch(`http://127.0.0.1:${port}/api/v1/ideas`)).json();
      expect(ideas.total).toBe(catalogue.filter((idea) => idea.status === "published").length);

      const second = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env: { ...env, PORT: String(port + 1) }, encoding: "utf8", timeout: 30_000 });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain("is in use by another process");
      // The first process still answers from an unharmed database.
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/ideas`)).ok).toBe(true);
    } finally {
      app.kill("SIGTERM");
    }
    const code = await new Promise((resolve) => app.once("exit", resolve));
    expect(code).toBe(0);
  }, 240_000);
});
