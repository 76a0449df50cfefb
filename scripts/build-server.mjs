#!/usr/bin/env node
// Bundles the server into dist/server/main.js so `npm start` runs plain JavaScript (no TypeScript
// loader at start). Packages stay in node_modules; only our code is bundled.
//
// Split into chunks (issue 30, start-up time): a module the server imports with `import()` (the page
// renderer, PDF exports, the MCP server, mail templates) becomes its own chunk, and the packages it
// needs load when it first runs instead of before main() starts. ESM bundling hoists every package
// import to the top of its chunk, so without splitting all of them load at start.
import { rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: ["src/server/main.ts"],
  outdir: "dist/server",
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  jsx: "automatic",
  logLevel: "warning",
  // Bundled ESM has no require(); a few dependencies' CommonJS paths still ask for it.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
