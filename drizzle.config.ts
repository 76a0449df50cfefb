import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this; migrations are applied from code (src/server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  // DRIZZLE_OUT: scripts/check-migrations.mjs generates into a copy to see whether anything is missing.
  out: process.env.DRIZZLE_OUT ?? "./drizzle",
  casing: "snake_case",
});
