import { defineConfig } from "@playwright/test";
import { BASE_URL } from "./e2e/fixtures";

// Debian's Chromium, never a downloaded browser. One worker: the embedded database has one connection.
export default defineConfig({
  testDir: "./e2e",
  // Several runs may share the machine (each with its own E2E_PORT): give each its own output folder.
  outputDir: process.env.PW_OUTPUT ?? "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI runs the PGlite and PostgreSQL suites at once on 2 cores: on a slow day (29 Nov) the longest
  // flows (axe over six tabs, an admin's whole idea lifecycle) took 40-60 s and met a 60 s limit.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: "node --import tsx e2e/server.ts",
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    // SIGTERM lets the server drop its throwaway PostgreSQL database before it exits.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
