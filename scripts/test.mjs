// `npm test`: everything CI runs, in order, stopping at the first failure: lint, type check, unit
// tests, integration tests, build, browser tests, and the production topology's tests when it can run here.
import { ensurePackages } from "./cluster/tools.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";
import { npmCommand, run } from "./lib.mjs";

const steps = [
  ["lint", () => run(npmCommand, ["run", "lint"])],
  ["type check", () => run(npmCommand, ["run", "typecheck"])],
  ["unit tests", () => run(npmCommand, ["run", "test:unit"])],
  ["integration tests", () => run(npmCommand, ["run", "test:integration"])],
  ["build", () => run(npmCommand, ["run", "build"])],
  ["browser", async () => ((await ensureChromium()) ? 0 : 1)],
  ["browser tests", () => run(npmCommand, ["run", "test:e2e"])],
  ["cluster tests", () => clusterTests()],
];

/** The production topology's tests, when its Debian packages are there or this is root and can install them. */
async function clusterTests() {
  const problem = ensurePackages();
  if (problem) {
    console.log(`SKIPPED: the cluster tests did not run. ${problem}`);
    return 0;
  }
  return run(npmCommand, ["run", "test:cluster"]);
}

const started = Date.now();
let passed = 0;
for (const [name, step] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await step();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code}) after ${seconds}s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(code);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`steps: ${passed} passed, 0 failed`);
