#!/usr/bin/env node
// Bundles the server into dist/server/main.js so `npm start` runs plain JavaScript (no TypeScript
// loader at start). Packages stay in node_modules; only our code is bundled.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
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
