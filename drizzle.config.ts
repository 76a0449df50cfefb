import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this; migrations are applied from code (src/server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
