import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
export default defineConfig({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./src/web/public", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: "@shared", replacement: fileURLToPath(new URL("./src/shared", import.meta.url)) },
      { find: "@web", replacement: fileURLToPath(new URL("./src/web", import.meta.url)) },
      // Zod configured for our CSP before any schema is built (src/web/zod-csp.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/web/zod-csp.ts", import.meta.url)) },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // src/shared outside schemas/ is zod-free (plans, categories, list options) and used by the
          // first page load; kept in its own chunk so the bundler cannot fold it into the schemas'
          // chunk, which would drag zod onto every first visit (ADR 012).
          groups: [
            { name: "shared", test: /src[\\/]shared[\\/](?!schemas[\\/])/ },
            // Every page reads through react-query: one chunk instead of a handful of small ones, whose
            // per-file overhead and lost compression cost a first visit more (issue 9's budget). Lucide
            // icons stay split: one chunk of all of them weighs more than the icons a page draws.
            { name: "query", test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/healthz": "http://localhost:3000", "/readyz": "http://localhost:3000" },
  },
});
