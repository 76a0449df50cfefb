import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";

const alias = {
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
};

/**
 * Projects: web components in jsdom; server and shared code in node, with integration tests run on
 * PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    environment: "node",
    include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts"],
    setupFiles: ["./src/server/test/setup.ts"],
    // Builds the template databases each test file copies (src/server/test/database-templates.ts).
    globalSetup: ["./src/server/test/global-setup.ts"],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker keeps the modules it has loaded from one test file to the next: loading the app's
    // modules again for every file cost each file 0.8-1.9 s. Server tests mock no module and stub no
    // global; each builds its own app and database, so nothing of one file's state reaches another.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself (one worker on this 2-core machine), and the server
    // tests spend much of their time waiting on PostgreSQL: one worker more than there are cores
    // keeps both busy (issue 25: server:pglite 6 min 45 s with one worker, 4 min 40 s with three).
    maxWorkers: availableParallelism() + 1,
    // Files and tests run in a new order each run, so a test that leans on another's data fails
    // here rather than hiding (issue 25). The run prints its seed; `--sequence.seed=N` repeats an order.
    sequence: { shuffle: true },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/web/test/setup.ts"],
          // Room for the 5 s waits above on a loaded machine (the default is 5 s for the whole test).
          testTimeout: 20_000,
          // As the server projects: a worker keeps its jsdom and loaded modules from one test file to
          // the next. Isolated, each file started a process with a new jsdom and imported React and
          // the app again (web project alone: 146 s, 284 s of CPU; shared: 42 s, 72 s). Cleanup between
          // tests is in src/web/test/setup.ts; the one module mock there is shared by every file.
          isolate: false,
        },
      },
      serverProject("server:pglite", { TEST_DB: "pglite" }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server:postgres", { TEST_DB: "postgres" })] : []),
    ],
  },
});
