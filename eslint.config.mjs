import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import nextPlugin from "@next/eslint-plugin-next";

const SITE = "apps/site/src";
const LAYERS = [["server-rules"], ["app", "page-steps"], ["templates", "endpoints"], ["resolve"], ["features"], ["components"], ["mapping"], ["tide"],
  ["routing"], ["config", "metrics"]];
const CONTENT = "apps/content/src";
// The content service: endpoints and seeding → HTTP plumbing → domain rooms → the database → shared rules.
const CONTENT_LAYERS = [["routes", "seed"], ["http"], ["auth", "jsonapi", "paths", "publish", "search", "site", "webform"], ["db"],
  ["config", "drupal", "metrics", "text"]];
const CONTENT_ENTRIES = ["**/app.ts", "**/server.ts", "**/startup.ts"];

/**
 * One block per layer of `root`: its files may import neither from the layers above it nor from the entry files
 * (`entries`: import specifiers of the app's own starting points).
 */
function importDirection(root, layers, entries, extra = {}) {
  return layers.slice(1).map((folders, index) => {
    const above = layers.slice(0, index + 1).flat();
    const own = folders.flatMap((folder) => extra[folder] ?? []);
    return {
      files: folders.map((folder) => `${root}/${folder}/**/*.{ts,tsx}`),
      ignores: ["**/*.test.{ts,tsx}", "**/testing/**"],
      rules: {
        "no-restricted-imports": ["error", {
          patterns: [{
            group: [...above.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]), ...entries],
            message: `Imports point one way (${layers.map((l) => l.join("/")).join(" → ")}): ${folders.join("/")} may not import from ${above.join(", ")}.`,
          }, ...own],
        }],
      },
    };
  });
}

/**
 * features/ holds what runs in a browser (client islands and what they share with the server): nothing there may
 * import what only a server can run. Server-side parts live in tide/, endpoints/ or resolve/.
 */
const BROWSER_SAFE = {
  features: [{
    group: ["server-only", "next/headers", "next/server", "node:*", "@/config/env", "@/tide/http", "@/tide/upstream-call", "@/metrics/*"],
    message: "features/ holds what runs in a browser: server-only code belongs in tide/, endpoints/ or resolve/.",
  }],
};

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/.next/**", "**/dist/**", "**/.data/**", "**/test-results/**",
      "**/playwright-report/**", "**/next-env.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/site/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
    },
    settings: { next: { rootDir: "apps/site" } },
  },
  // Imports in the site point one way: server-rules → app/page-steps → templates/endpoints → resolve → features →
  // components → mapping → tide → routing → config (docs/architecture.md). Each folder may not import from the folders above it.
  ...importDirection(SITE, LAYERS, [], BROWSER_SAFE),
  // Imports in the content service point one way too: routes/seed → http → auth/jsonapi/paths/publish/search/site/
  // webform → db → config/drupal/text (docs/architecture.md). Only the entry files and seed/ may start a seed.
  ...importDirection(CONTENT, CONTENT_LAYERS, CONTENT_ENTRIES),
  {
    files: [`${CONTENT}/routes/**/*.ts`],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ group: ["**/seed", "**/seed/**", ...CONTENT_ENTRIES],
          message: "Endpoints never import the seed (only startup and the command-line tools do) nor the entry files." }],
      }],
    },
  },
  {
    files: ["**/*.mjs", "scripts/**", "bench/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", setTimeout: "readonly",
      clearTimeout: "readonly", URL: "readonly", fetch: "readonly", AbortSignal: "readonly", Headers: "readonly" } },
  },
);
