#!/usr/bin/env node
// The registry this project installs from lacks some platform-only binaries (for example
// @tailwindcss/oxide-win32-x64-msvc), so `npm install` leaves them out of package-lock.json and
// `npm ci` then refuses the lock as out of sync. This adds an entry for each missing optional
// platform package, with its os and cpu, so `npm ci` skips it on this platform instead of failing.
// Idempotent; run after `npm install` changes the lock (.ci/run runs it too). See docs/decisions/007-lock-platform-stubs.md.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const OS = ["win32", "darwin", "freebsd", "android", "linux", "openbsd", "netbsd", "sunos", "aix"];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "riscv64", "ppc64", "s390x", "loong64", "mips64el"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c) || parts.some((p) => p.startsWith(c)));
  return { os, cpu };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : "node_modules/";
    if (lock.packages[`${base}${name}`] || lock.packages[`node_modules/${name}`]) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue; // not a platform binary: leave it for npm to report
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
    added += 1;
  }
}
if (added) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: ${added} missing platform package(s) recorded`);
