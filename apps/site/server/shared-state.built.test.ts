import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSiteEnv, siteDir, siteServerArgs, waitForUrl } from "../../../scripts/lib.mjs";
import { freePort } from "./testing/free-port";

// The built site's server gets its rules from the site's build (Next's instrumentation hook: src/instrumentation.ts),
// and its stages before Next, the pages and the route handlers share one configuration and one of each memo
// (src/config/process-wide.ts), though Next loads each of their modules in more than one bundle. A probe loaded into
// the server (testing/shared-state-probe.mjs) changes the process's one configuration as it runs: every part of the
// site answers by the change.

const PROBE = path.join(import.meta.dirname, "testing/shared-state-probe.mjs");
const CHANGED = { productName: "Probe University", siteOrigin: "https://probe.example.edu", servedPaths: ["/login"],
  mainSiteOrigin: "https://main.example.edu" };

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startSite(port: number, env: Record<string, string>): Started {
  const all: NodeJS.ProcessEnv = { ...process.env, ...demoSiteEnv(), NEXT_TELEMETRY_DISABLED: "1", SITE_ORIGIN: `http://127.0.0.1:${port}`,
    // Nothing answers there: no page waits on content it could not have anyway.
    CONTENT_API_URL: "http://127.0.0.1:9", PROBE_CONFIG: JSON.stringify(CHANGED), ...env };
  delete all.REDIS_URL;
  const child = spawn(process.execPath, ["--import", PROBE, ...siteServerArgs(port)], { cwd: siteDir, env: all, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, output: () => output, exited };
}

describe("the built site's server: one configuration and one of each memo in the process", () => {
  let site: Started | null = null;
  let origin = "";

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = startSite(port, {});
    if (!(await waitForUrl(`${origin}/api/health`, { child: site.child, timeoutMs: 60_000 }))) throw new Error(`the site did not start:\n${site.output()}`);
  }, 90_000);

  afterAll(async () => {
    if (site !== null && site.child.exitCode === null) {
      site.child.kill("SIGTERM");
      await site.exited;
    }
  });

  /** Asks the probe to change the configuration and report: its report. */
  async function probe(): Promise<{ config: boolean; memos: Record<string, number> }> {
    const before = site?.output().length ?? 0;
    site?.child.kill("SIGUSR2");
    for (let waited = 0; waited < 5_000; waited += 50) {
      const line = site?.output().slice(before).split("\n").find((text) => text.startsWith('{"probe":'));
      if (line !== undefined) return (JSON.parse(line) as { probe: { config: boolean; memos: Record<string, number> } }).probe;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the probe did not answer");
  }

  it("the stages before Next, a page and a route handler all read the process's one configuration", async () => {
    expect((await probe()).config).toBe(true);
    // The page steps (from the site's rules): a page this site no longer serves is the main site's.
    const elsewhere = await fetch(`${origin}/no-longer-here`, { redirect: "manual" });
    expect(elsewhere.status).toBe(307);
    expect(elsewhere.headers.get("location")).toBe("https://main.example.edu/no-longer-here");
    // A route handler.
    expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain("Sitemap: https://probe.example.edu/sitemap.xml");
    // A page, rendered by Next.
    const page = await fetch(`${origin}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Probe University");
  });

  it("holds one of each of the site's memos, whichever bundles loaded them", async () => {
    await (await fetch(`${origin}/login`)).text();
    const { memos } = await probe();
    expect(memos["redirect-maps"], JSON.stringify(memos)).toBe(1);
    expect(Object.keys(memos).length).toBeGreaterThan(1);
    for (const [name, count] of Object.entries(memos)) expect(count, name).toBe(1);
  });

  it("refuses to start, with one line, when the configuration is invalid", async () => {
    const bad = startSite(await freePort(), { SITE_ID: "seven" });
    expect(await bad.exited).toBe(1);
    const lines = bad.output().split("\n").filter((line) => line.startsWith("{"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ level: "fatal",
      msg: expect.stringMatching(/^The site server cannot start: .*SITE_ID: must be a number/s) });
  }, 60_000);
});
