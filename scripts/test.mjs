// `npm test`: everything CI runs, in order, stopping at the first failure: the system packages some tests need,
// lint, type check, unit tests, integration tests, build, the tests of the built apps (traces), browser tests, and the production topology's tests. Each
// step's time is printed as it ends, and one summary line at the end says which suites ran and which were skipped,
// and why (nothing is skipped silently).
import { onPath, ensurePackages } from "./cluster/tools.mjs";
import { ensureBrowser, TEST_BROWSER } from "./ensure-chromium.mjs";
import { npmCommand, requireProjectNode, run } from "./lib.mjs";

requireProjectNode();

/** Suites that could not run here, with the reason: named in the summary line. */
const skipped = [];

/**
 * The Debian packages of the production topology (Redis, PostgreSQL, Varnish): installed first when this is root,
 * so that the tests that need a real Redis (the shared page cache, the shared rate limits) run with the unit and
 * integration tests rather than skipping.
 */
let packagesProblem = null;
function systemPackages() {
  const problem = ensurePackages();
  if (problem) {
    console.log(`Some suites will be skipped: ${problem}`);
    packagesProblem = problem;
  }
  return 0;
}

/** Notes what a suite leaves out on this machine before it runs. */
function noteSkips(suite) {
  if (!onPath("redis-server")) skipped.push(`${suite}' Redis tests (redis-server is not installed)`);
  if (suite === "integration tests" && !process.env.TEST_DATABASE_URL?.trim()) {
    skipped.push("integration tests' PostgreSQL variant (TEST_DATABASE_URL is not set; the embedded PGlite variant ran)");
  }
}

/** The production topology's tests, when its Debian packages are there. */
function clusterTests() {
  if (packagesProblem) {
    skipped.push(`cluster tests (${packagesProblem})`);
    console.log(`SKIPPED: the cluster tests did not run. ${packagesProblem}`);
    return 0;
  }
  return run(npmCommand, ["run", "test:cluster"]);
}

const steps = [
  ["system packages", () => systemPackages()],
  ["lint", () => run(npmCommand, ["run", "lint"])],
  ["type check", () => run(npmCommand, ["run", "typecheck"])],
  ["unit tests", () => (noteSkips("unit tests"), run(npmCommand, ["run", "test:unit"]))],
  ["integration tests", () => (noteSkips("integration tests"), run(npmCommand, ["run", "test:integration"]))],
  ["build", () => run(npmCommand, ["run", "build"])],
  ["tests of the built apps", () => run(npmCommand, ["run", "test:built"])],
  ["browser", async () => ((await ensureBrowser(TEST_BROWSER)) ? 0 : 1)],
  ["browser tests", () => run(npmCommand, ["run", "test:e2e"])],
  ["cluster tests", () => clusterTests()],
];

const started = Date.now();
const times = [];
for (const [name, step] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await step();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code}) after ${seconds}s`);
    console.log(`steps: ${times.length} passed, 1 failed`);
    process.exit(code);
  }
  times.push(`${name} ${seconds}s`);
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s: ${times.join(", ")}`);
console.log(`steps: ${times.length} passed, 0 failed`);
console.log(`summary: ran ${steps.map(([name]) => name).join(", ")}; skipped: ${skipped.length === 0 ? "none" : skipped.join("; ")}`);
