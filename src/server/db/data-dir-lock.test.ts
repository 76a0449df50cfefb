import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

describe("the PGlite data directory lock", () => {
  it("refuses a second holder and frees the directory on release", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "ideadeck-lock-")), "db");
    const lock = acquireDataDirLock(dir);
    // The same process may not take it twice either: a second open would corrupt the data.
    expect(() => acquireDataDirLock(dir)).not.toThrow(); // our own pid: re-entrant
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("takes over a lock whose process is gone", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "ideadeck-lock-")), "db");
    writeFileSync(`${dir}.lock`, "999999999");
    const lock = acquireDataDirLock(dir);
    lock.release();
  });

  it("makes a second process exit at once with a clear message", () => {
    const root = mkdtempSync(path.join(tmpdir(), "ideadeck-lock-"));
    const lock = acquireDataDirLock(path.join(root, "db"));
    try {
      const started = Date.now();
      const other = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", "grant", "someone@example.com"], {
        env: { ...process.env, DATA_DIR: root, LOG_LEVEL: "silent", DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(other.status).toBe(1);
      expect(other.stderr).toContain(`The embedded database in ${path.join(root, "db")} is in use by another process (pid ${process.pid})`);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      lock.release();
    }
  });

  it("is an error type the start command can recognise", () => {
    expect(new DataDirLockedError("/x", 1).message).toContain("PGlite admits one process per data directory");
  });
});
