// CI check (issue 13): the committed migrations match the schema. drizzle-kit generates into a copy
// of drizzle/ inside the project (it mangles absolute paths); it must answer "No schema changes".
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, rmSync } from "node:fs";

const copy = ".migration-check";
rmSync(copy, { recursive: true, force: true });
try {
  cpSync("drizzle", copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const run = spawnSync("npx", ["drizzle-kit", "generate", "--name", "schema_check"], {
    env: { ...process.env, DRIZZLE_OUT: `./${copy}` },
    encoding: "utf8",
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const added = readdirSync(copy).filter((name) => !before.has(name));
  if (added.length > 0) {
    console.error(`The schema (src/server/db/schema) has changes with no migration: drizzle-kit generated ${added.join(", ")}.\nRun npm run db:generate and commit the new file in drizzle/.`);
    process.exitCode = 1;
  } else if (run.status !== 0 || !output.includes("No schema changes")) {
    // drizzle-kit exits 0 even when it fails, so success is its own words.
    console.error(output);
    console.error("drizzle-kit generate did not confirm that the migrations match the schema.");
    process.exitCode = 1;
  } else {
    console.log("migrations match the schema");
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
