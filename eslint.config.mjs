import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import nextPlugin from "@next/eslint-plugin-next";

const SITE = "apps/site/src";
const LAYERS = [["app", "proxy"], ["templates", "resolve", "endpoints"], ["features", "components"], ["mapping"], ["tide", "routing", "config"]];

/** One block per layer: its files may import neither from the layers above it nor from the proxy's entry. */
function importDirection() {
  return LAYERS.slice(1).map((folders, index) => {
    const above = LAYERS.slice(0, index + 1).flat();
    return {
      files: folders.map((folder) => `${SITE}/${folder}/**/*.{ts,tsx}`),
      ignores: ["**/*.test.{ts,tsx}", "**/testing/**"],
      rules: {
        "no-restricted-imports": ["error", {
          patterns: [{
            group: [...above.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]), "**/proxy.ts", "@/proxy"],
            message: `Imports point one way (${LAYERS.map((l) => l.join("/")).join(" → ")}): ${folders.join("/")} may not import from ${above.join(", ")}.`,
          }],
        }],
      },
    };
  });
}

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
  // Imports in the site point one way: app → templates/resolve → features/components → mapping →
  // tide/routing/config (docs/architecture.md). Each folder may not import from the folders above it.
  ...importDirection(),
  {
    files: ["**/*.mjs", "scripts/**", "bench/**"],
    languageOptions: { globals: { process: "readonly", console: "readonly", setTimeout: "readonly",
      clearTimeout: "readonly", URL: "readonly", fetch: "readonly", AbortSignal: "readonly" } },
  },
);
