#!/usr/bin/env node
// `npm start`: builds the web app and the server bundle only when their sources changed since the
// last build (a hash of every input is kept in dist/.build-hash), then runs the compiled server.
import { createHash } from "node:crypto";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = ["src", "vite.config.ts", "tsconfig.json", "package-lock.json", "scripts/build-server.mjs", "scripts/compress-assets.mjs"];
const HASH_FILE = "dist/.build-hash";

function hashInputs() {
  const hash = createHash("sha256");
  const add = (file) => {
    if (!existsSync(file)) return;
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file).sort()) if (!/\.test\.tsx?$/.test(name)) add(path.join(file, name));
    } else {
      hash.update(file).update(readFileSync(file));
    }
  };
  INPUTS.forEach(add);
  return hash.digest("hex");
}

const current = hashInputs();
const built = existsSync(HASH_FILE) && existsSync("dist/server/main.js") && existsSync("dist/web/index.html") ? readFileSync(HASH_FILE, "utf8") : null;
if (built !== current) {
  console.log(built ? "Sources changed since the last build: building." : "No build yet: building.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(HASH_FILE, current);
}

// No --enable-source-maps: Node 20 then parses every chunk's map at load, about 0.7 s of each start
// (issue 30). The bundle is not minified and esbuild marks each module with its source path
// ("// src/server/..."), so a stack frame's chunk and line still lead to the file.
const server = spawn(process.execPath, ["dist/server/main.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
