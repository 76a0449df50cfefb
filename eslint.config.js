import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "drizzle/", "test-results/", "playwright-report/", ".e2e/", "bench/results/", "scratch/"] },
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
      "no-restricted-imports": ["error", { patterns: ["node:*", "react", "react-dom", "fastify", "drizzle-orm*"] }],
    },
  },
);
