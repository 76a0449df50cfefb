import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

const WEB_BOUNDARIES = [
  { group: ["**/server/**", "@server/*"], message: "The web talks to the server through the API only." },
  { group: ["react-router", "react-router/*"], message: "Routing comes from @web/lib/router (ADR 014)." },
];

const SERVER_MODULES = readdirSync("src/server/modules", { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const SERVER_MODULE_MESSAGE =
  "Import another server module through its index only (../<module>/index): its services, their types and shared helpers. Its repos and other files are its own (src/server/modules/README.md).";

/**
 * A file `depth` folders below src/server/modules/<module>/ reaching another module's file other than
 * its index, directly (../<other>/x) or through the server root (../../modules/<other>/x).
 */
function serverModuleBoundary(module, depth) {
  const up = (n) => "\\.\\./".repeat(n);
  const otherFile = `(?!${module}/)[a-z0-9-]+/(?!index(\\.ts)?$)`;
  return [
    { regex: `^${up(depth + 1)}${otherFile}`, message: SERVER_MODULE_MESSAGE },
    { regex: `^${up(depth + 2)}modules/${otherFile}`, message: SERVER_MODULE_MESSAGE },
  ];
}

export default tseslint.config(
  // Generated files are checked by the tests that compare them with their source (contract.test.ts).
  { ignores: ["src/shared/api-contract.gen.ts", "dist/", "node_modules/", "drizzle/", "test-results/", "playwright-report/", ".e2e/", "bench/results/", "scratch/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type X }` keeps a bare `import "mod"` under verbatimModuleSyntax: a types-only
      // import would load the module (and, in the browser, zod) for nothing.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    files: ["src/web/**/*.tsx", "src/web/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Shared code runs in the browser and on the server: no node built-ins, no DOM.
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*", "react", "react-dom", "fastify", "drizzle-orm*"], message: "Shared code runs in the browser and on the server: no node built-ins, no DOM, no server libraries." },
            { group: ["@web/*", "@server/*", "**/web/**", "**/server/**"], message: "Shared code is below the web and the server: it imports neither." },
          ],
        },
      ],
    },
  },
  {
    // House rules (docs/ARCHITECTURE.md, issue 13): configuration is read once, in config.ts; SQL
    // lives in repos (*.repo.ts) and the database layer (db/). Types from drizzle are fine anywhere.
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/config.ts", "src/server/test/**", "src/server/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through src/server/config.ts (loadConfig)." },
        { object: "globalThis", property: "process", message: "Read configuration through src/server/config.ts (loadConfig)." },
      ],
      // The same reach through an import of the process module (a separate rule: the module
      // boundaries below set no-restricted-imports per file and would replace this one).
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[source.value=/^(node:)?process$/]", message: "Read configuration through src/server/config.ts (loadConfig)." },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    // The seed (src/server/seed) loads idea files straight into the tables, as the database layer does.
    ignores: ["src/server/**/*.repo.ts", "src/server/db/**", "src/server/seed/**", "src/server/test/**", "src/server/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["drizzle-orm", "drizzle-orm/*"], allowTypeImports: true, message: "Queries belong in the owning module's *.repo.ts." }] },
      ],
    },
  },
  // The web never reads server code, and one feature never reaches into another's internals: it may
  // import another feature's index (its public face) only. Shared needs go to src/web/lib or components.
  ...readdirSync("src/web/features").flatMap((feature) =>
    [0, 1, 2, 3].map((depth) => ({
      files: [`src/web/features/${feature}/${"*/".repeat(depth)}*.ts`, `src/web/features/${feature}/${"*/".repeat(depth)}*.tsx`],
      ignores: ["src/web/**/*.test.ts", "src/web/**/*.test.tsx"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              ...WEB_BOUNDARIES,
              { group: ["@web/features/*/**", `!@web/features/${feature}/**`], message: "Import another feature through its index only." },
              // The same reach written as a relative path (../other/x from the feature's top folder).
              { regex: `^${"\\.\\./".repeat(depth + 1)}(?!${feature}/)[a-z0-9-]+/(?!index(\\.tsx?)?$)`, message: "Import another feature through its index only." },
            ],
          },
        ],
      },
    })),
  ),
  // Tests may reach into a feature for its fixtures; the web never reads server code.
  { files: ["src/web/features/**/*.test.ts", "src/web/features/**/*.test.tsx"], rules: { "no-restricted-imports": ["error", { patterns: WEB_BOUNDARIES }] } },
  // One server module never reaches into another's internals (issue 13): it imports another module's
  // index (its public face) only. Tests may import anything; the composition layer (app.ts,
  // services.ts, http/, cli/) sits outside the modules and wires their repos and routes.
  ...SERVER_MODULES.flatMap((module) =>
    [0, 1, 2].map((depth) => ({
      files: [`src/server/modules/${module}/${"*/".repeat(depth)}*.ts`, `src/server/modules/${module}/${"*/".repeat(depth)}*.tsx`],
      ignores: ["src/server/**/*.test.ts", "src/server/**/*.test.tsx"],
      rules: { "no-restricted-imports": ["error", { patterns: serverModuleBoundary(module, depth) }] },
    })),
  ),
  // The app and server rendering compose features; lib and components sit below them and import none.
  { files: ["src/web/app/**/*.ts", "src/web/app/**/*.tsx", "src/web/ssr/**/*.tsx"], rules: { "no-restricted-imports": ["error", { patterns: WEB_BOUNDARIES }] } },
  {
    files: ["src/web/lib/**/*.ts", "src/web/lib/**/*.tsx", "src/web/components/**/*.ts", "src/web/components/**/*.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [...WEB_BOUNDARIES, { group: ["@web/features/*", "@web/features/*/**", "**/features/**"], message: "lib and components sit below the features: they import none." }] }] },
  },
);
