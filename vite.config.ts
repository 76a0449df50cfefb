import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

/**
 * The built index.html starts the app after the first paint (ADR 015). Vite writes the entry as a
 * module script plus modulepreload links, which Chrome fetches alongside the page and evaluates
 * before painting it. Instead they become data on public/app-start.js, a deferred script that fetches
 * and imports them once a frame is on screen.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: "ideadeck:start-after-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/;
        const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g;
        const entryHref = entry.exec(html)?.[1];
        if (!entryHref) throw new Error("start-after-first-paint: the built index.html has no entry module script");
        const preloads = [...html.matchAll(preload)].map((match) => match[1]);
        const starter = `<script src="/app-start.js" defer data-entry="${entryHref}" data-preload="${preloads.join(" ")}"></script>\n    `;
        return html.replace(preload, "").replace(entry, starter);
      },
    },
  };
}

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
export default defineConfig({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./src/web/public", import.meta.url)),
  plugins: [react(), tailwindcss(), startAfterFirstPaint()],
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
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            // Everything a first visit needs (the entry's static imports, react, the router, react-query,
            // the layout) in one file: one request instead of thirty small ones, whose round trips on a
            // phone network cost more than their bytes (issue 9). Pages, zod, sonner, Radix dialogs and
            // charts are not "initial" and stay in their own lazily loaded chunks.
            { name: "initial", tags: ["$initial"] },
          ],
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/healthz": "http://localhost:3000", "/readyz": "http://localhost:3000" },
  },
});
