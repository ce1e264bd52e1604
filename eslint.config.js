import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import unicorn from "eslint-plugin-unicorn";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readFileSync } from "node:fs";

const ROOT_IMPORT = { name: "~/root", message: "Import from ~/lib/… (e.g. useViewer from ~/lib/use-viewer) instead of root.tsx.", allowTypeImports: true };
const ROUTE_FENCE = "Routes never touch the database: call a use case or a get<Page>View(actor, …) in app/modules/<context>/ instead.";

// module boundaries (app/modules/boundaries.json): another module may import only a module's public files
const BOUNDARIES = JSON.parse(readFileSync(new URL("./app/modules/boundaries.json", import.meta.url), "utf8"));
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** One config per module: imports of the other modules' non-public files are refused. */
const moduleFences = Object.keys(BOUNDARIES.public).map((own) => {
  const others = Object.entries(BOUNDARIES.public).filter(([m]) => m !== own);
  const internal = others.map(([m, files]) => `${escapeRe(m)}/(?!(?:${files.map(escapeRe).join("|") || "$^"})(?:\\.tsx?)?$)`);
  return {
    files: [`app/modules/${own}/**/*.{ts,tsx}`],
    ignores: ["app/modules/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [ROOT_IMPORT, { name: "~/modules/register-handlers.server", message: "The composition root wires modules together; no module imports it." }],
          patterns: [
            {
              regex: `^(?:~/modules/|(?:\\.\\./)+)(?:${internal.join("|")})`,
              message: `Another module's internals: import only its public files (app/modules/boundaries.json), or add the file there after review.`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "data/**", "data-*/**", "test-results/**", "playwright-report/**", "bench/results/**", "db/migrations/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, unicorn },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the compiler-oriented rules of react-hooks 6+ flag common, correct patterns (setState in effects on navigation)
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
      "react-hooks/purity": "off",
      "react-hooks/immutability": "off",
      "unicorn/filename-case": ["error", { case: "kebabCase", ignore: ["^\\+types$"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    // React Router passes raw requests (future.v8_passThroughRequests, decision 0006): a data request's
    // URL ends in ".data" and carries "_routes"; the page's own URL comes from pageUrl(request)
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/lib/page-url.server.ts", "app/entry.server.tsx", "app/lib/cities.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        // the home city is one constant (issue 13): a literal 'luebeck' sends users of other cities there
        {
          selector: "Literal[value='luebeck']",
          message: "Use DEFAULT_CITY (or the user's city) from ~/lib/cities.",
        },
        {
          selector: "NewExpression[callee.name='URL'] > MemberExpression.arguments[property.name='url']",
          message: "Use pageUrl(request) from ~/lib/page-url.server: raw data requests end in '.data' (decision 0006).",
        },
        // one UUID validator (issue 14): a 36-character hex-and-dash pattern lets non-UUIDs reach PostgreSQL
        {
          selector: "Literal[regex.pattern='^[0-9a-f-]{36}$']",
          message: "Use isUuid / UUID_RE / zUuid from ~/lib/input (the one UUID validator).",
        },
        {
          selector: "CallExpression[callee.property.name='uuid']",
          message: "Use zUuid / UUID_RE from ~/lib/input (the one UUID validator; zod's uuid() refuses ids PostgreSQL accepts).",
        },
      ],
      // importing root.tsx pulls its stylesheet into the importer's chunk (a second app.css); types are fine
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [ROOT_IMPORT] }],
    },
  },
  {
    // the route fence: a route is guard → parse → one module call → respond; queries live in app/modules
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [ROOT_IMPORT, { name: "~/lib/db.server", message: ROUTE_FENCE }],
          patterns: [
            { regex: "^~/modules/[^/]+/schema$", message: ROUTE_FENCE },
            { regex: "^(\\./|\\.\\./)+(lib/db\\.server|modules/[^/]+/schema)$", message: ROUTE_FENCE },
          ],
        },
      ],
    },
  },
  ...moduleFences,
);
