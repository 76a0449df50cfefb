// Lint for the server's import graph (issue 25): no two parts of src/server import each other,
// directly or round a longer circle. A "part" is a module (src/server/modules/<name>) or a top-level
// folder (db, http, integrations, ...); tests are left out, since they may import anything.
// ESLint's rules see one file at a time and cannot see a circle, so this walks the whole graph.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The tree to check: src/server, or another folder laid out the same way (its test gives one).
const ROOT = process.argv[2] ?? "src/server";
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
  }
})(ROOT);

function partOf(file) {
  const parts = path.relative(ROOT, file).replace(/\.tsx?$/, "").split(path.sep);
  if (parts[0] === "modules") return `modules/${parts[1]}`;
  // Every other folder is one part (http's low-level helpers, db, seed, pages, integrations, cli);
  // a file at the top (app.ts, services.ts, scheduler.ts, config.ts) is a part of its own.
  return parts[0];
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

// Type-only imports count too: they vanish at run time, but a module that names another's types
// depends on it as much as one that calls it, and a circle of them is a circle of the design.
const IMPORT = /^\s*(?:import|export)\s+(?:[^'"]*?\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/gm;
const edges = new Map();
const why = new Map();
for (const file of files) {
  const from = partOf(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const target = resolve(file, specifier);
    if (!target || path.relative(ROOT, target).startsWith("..")) continue;
    const to = partOf(target);
    if (to === from || to === "test") continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    if (!why.has(`${from}>${to}`)) why.set(`${from}>${to}`, `${file} imports ${specifier}`);
  }
}

// Tarjan's strongly connected components: every component of more than one part is a circle.
let index = 0;
const stack = [];
const state = new Map();
const circles = [];
function connect(v) {
  state.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component.sort());
  }
}
for (const v of edges.keys()) if (!state.has(v)) connect(v);

if (circles.length === 0) {
  console.log(`no import circles between the parts of ${ROOT}`);
} else {
  for (const circle of circles) {
    console.error(`import circle: ${circle.join(" <-> ")}`);
    for (const a of circle) for (const b of circle) if (why.has(`${a}>${b}`)) console.error(`  ${why.get(`${a}>${b}`)}`);
  }
  process.exitCode = 1;
}
