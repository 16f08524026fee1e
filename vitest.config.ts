import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const siteSrc = fileURLToPath(new URL("./apps/site/src/", import.meta.url));
const emptyModule = fileURLToPath(new URL("./scripts/empty-module.mjs", import.meta.url));
// Tests run the shared packages from their source, so that a change there needs no build to be tested.
const webformRules = fileURLToPath(new URL("./packages/webform/src/index.ts", import.meta.url));
const visitorAddress = fileURLToPath(new URL("./packages/visitor-address/src/index.ts", import.meta.url));
const siteData = fileURLToPath(new URL("./packages/site-data/src/index.ts", import.meta.url));
const contentTypes = fileURLToPath(new URL("./packages/content-types/src/index.ts", import.meta.url));
const contentChecks = fileURLToPath(new URL("./packages/content-checks/src/index.ts", import.meta.url));
const memoCache = fileURLToPath(new URL("./packages/memo-cache/src/index.ts", import.meta.url));
const metrics = fileURLToPath(new URL("./packages/metrics/src/index.ts", import.meta.url));
const tracing = fileURLToPath(new URL("./packages/tracing/src/index.ts", import.meta.url));

const UNIT_FILES = ["apps/*/src/**/*.test.{ts,tsx}", "apps/*/server/**/*.test.ts", "packages/*/src/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts", "bench/probe/*.test.ts"];
const UNIT_EXCLUDE = ["**/*.int.test.ts", "**/*.built.test.ts", "**/*.cluster.test.ts", "**/node_modules/**"];
/** What in a test file changes state its worker's other files would share: env, mocks, globals, timers, spies on globals. */
const CHANGES_SHARED_STATE = /process\.env|vi\.(stubEnv|stubGlobal|mock|doMock|resetModules|useFakeTimers)\(|vi\.spyOn\((globalThis|console|process)\b/;
const repoRoot = fileURLToPath(new URL(".", import.meta.url));
const unitFilesThatChangeSharedState = globSync(UNIT_FILES, { cwd: repoRoot, exclude: UNIT_EXCLUDE })
  .filter((file) => CHANGES_SHARED_STATE.test(readFileSync(new URL(file, `file://${repoRoot}`), "utf8")));

const shared = {
  resolve: {
    alias: [
      { find: /^@\//, replacement: siteSrc },
      { find: /^server-only$/, replacement: emptyModule },
      { find: /^@yu\/webform-rules$/, replacement: webformRules },
      { find: /^@yu\/visitor-address$/, replacement: visitorAddress },
      { find: /^@yu\/site-data$/, replacement: siteData },
      { find: /^@yu\/content-types$/, replacement: contentTypes },
      { find: /^@yu\/content-checks$/, replacement: contentChecks },
      { find: /^@yu\/memo-cache$/, replacement: memoCache },
      { find: /^@yu\/metrics$/, replacement: metrics },
      { find: /^@yu\/tracing$/, replacement: tracing },
    ],
  },
  esbuild: { jsx: "automatic" as const },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: UNIT_FILES,
          exclude: [...UNIT_EXCLUDE, ...unitFilesThatChangeSharedState],
          environment: "node",
          // The files share their workers' modules (two worker threads, each importing a module once for all its
          // files): each file in a fresh worker took about 110 s on two cores, shared about 25.
          pool: "threads",
          isolate: false,
        },
      },
      {
        ...shared,
        test: {
          // A file that changes what the next file in its worker would see (the environment, a mocked module, a global,
          // the clock) runs alone in a fresh worker.
          name: "unit-isolated",
          include: unitFilesThatChangeSharedState,
          exclude: UNIT_EXCLUDE,
          environment: "node",
          pool: "threads",
        },
      },
      {
        ...shared,
        test: {
          name: "integration",
          include: ["apps/*/src/**/*.int.test.ts", "apps/*/server/**/*.int.test.ts"],
          // Made once per run: the empty PGlite cluster each file's database starts from, and the content service's
          // seeded data directory each service the site's tests start begins from.
          globalSetup: ["apps/content/src/testing/pglite-template.setup.ts", "apps/site/src/tide/testing/content-service.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at once: each has its own database (a schema of its own on PostgreSQL), ports and processes.
          maxWorkers: 2,
        },
      },
      {
        ...shared,
        test: {
          // Tests of the built apps run as they are deployed (their production builds started as servers): scripts/test.mjs
          // runs them after the build.
          name: "built",
          include: ["apps/*/src/**/*.built.test.ts", "apps/*/server/**/*.built.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        ...shared,
        test: {
          // The production topology (Varnish, Redis, PostgreSQL, two site instances) on loopback: scripts/test.mjs runs
          // it after the build, when Debian's packages are there or can be installed.
          name: "cluster",
          include: ["scripts/cluster/**/*.cluster.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 400_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
