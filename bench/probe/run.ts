// `npm run probe`: a hostile visitor against the whole stack. Starts the embedded stack as `npm start` does (a fresh
// PGlite content service seeded from content/, and the site's own server) on PROBE_PORT_BASE (site, default 3550)
// and PROBE_PORT_BASE + 1 (content), runs each corpus and prints counts. Exits 1 on any script execution, unescaped
// reflection, off-site redirect, 5xx, leak, answer without the security headers, or failed check (a lockout, a CSV
// formula exported as is, a file without its sandbox, HSTS or a Secure cookie believed from X-Forwarded-Proto, a
// forged editor cookie that reached the content service). PROBE_SKIP_BROWSER=1 leaves out the Chromium sample.
import { probeInBrowser } from "./browser.ts";
import { probeCsvExport, probeCsvSubmissions, probeFilePolicy, probeForgedCookies, probeForwardedProto, probeLockout, probeMalformedBodies, probeProtocol,
  probeRedirects, probeReflection } from "./checks.ts";
import { startProbeStack } from "./stack.ts";
import { Tally } from "./tally.ts";

const base = Number(process.env.PROBE_PORT_BASE ?? 3550);
const started = Date.now();
const stack = await startProbeStack(base);
const stop = () => stack.stop();
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});
console.log(`probe: site http://localhost:${stack.site}, content service http://localhost:${stack.content} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

const tally = new Tally();
let crashed = false;
try {
  const steps: [string, () => Promise<void> | void][] = [
    ["file policy", () => probeFilePolicy(stack, tally)],
    ["csv formula submissions", () => probeCsvSubmissions(stack, tally)],
    ["lockout", () => probeLockout(stack, tally)],
    ["forwarded proto", () => probeForwardedProto(stack, tally)],
    ["forged cookies", () => probeForgedCookies(stack, tally)],
    ["refused requests and control characters", () => probeProtocol(stack, tally)],
    ["malformed bodies", () => probeMalformedBodies(stack, tally)],
    ["redirects", () => probeRedirects(stack, tally)],
    ["reflection", () => probeReflection(stack, tally)],
  ];
  if (process.env.PROBE_SKIP_BROWSER !== "1") steps.push(["browser sample", () => probeInBrowser(stack, tally)]);
  // Last: the export needs the content service stopped.
  steps.push(["csv export", () => probeCsvExport(stack, tally)]);
  // PROBE_STEPS=name,name runs only those (while working on one); the findings are then only theirs.
  const only = process.env.PROBE_STEPS?.split(",").map((name) => name.trim());
  for (const [name, step] of steps.filter(([name]) => only === undefined || only.includes(name))) {
    const t0 = Date.now();
    await step();
    console.log(`  ${name}: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  crashed = true;
  console.error(`probe stopped: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
} finally {
  stop();
}
tally.print();
const findings = tally.total();
console.log(`\nprobe: ${findings} finding(s)${crashed ? ", and the probe itself failed" : ""} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(findings > 0 || crashed ? 1 : 0);
