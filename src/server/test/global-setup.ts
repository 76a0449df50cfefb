import type { TestProject } from "vitest/node";
import { buildDatabaseTemplates, dropDatabaseTemplates, type DatabaseTemplates } from "./database-templates";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Runs once per server project before its test files: builds the template databases (see
 * database-templates.ts) on the project's database and provides them to the workers; drops them after.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB === "postgres" ? "postgres" : "pglite";
  const templates = await buildDatabaseTemplates(kind, process.env.TEST_DATABASE_URL);
  project.provide("databaseTemplates", templates);
  return () => dropDatabaseTemplates(templates);
}
