import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSiteEnv, siteDir, siteServerArgs, waitForUrl } from "../../../../scripts/lib.mjs";
import { freePort } from "../../server/testing/free-port";

// The built site, with its default read timeout (CONTENT_TIMEOUT_MS unset), against a content service that accepts
// every connection and never answers: a page never visited before must be its 503 within 10 s (it took 30 s and,
// for the pages after it, 60 s: the page's read, then its error view's read of the site data, each waiting the whole
// timeout). The service here answers nothing at all and lets every connection go when the test ends.

const ANSWERED_WITHIN_MS = 10_000;

describe("a never-visited page against a content service that never answers", () => {
  let silent: Server;
  const asked: string[] = [];
  let site: ChildProcess | null = null;
  let origin = "";
  let output = "";

  beforeAll(async () => {
    silent = createServer((request: IncomingMessage) => void asked.push(request.url ?? ""));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, ...demoSiteEnv(), NEXT_TELEMETRY_DISABLED: "1", SITE_ORIGIN: origin,
      CONTENT_API_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` };
    delete env.CONTENT_TIMEOUT_MS;
    delete env.REDIS_URL;
    site = spawn(process.execPath, siteServerArgs(port), { cwd: siteDir, env, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [site.stdout, site.stderr]) stream?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    if (!(await waitForUrl(`${origin}/api/health`, { child: site, timeoutMs: 60_000 }))) throw new Error(`the site did not start:\n${output}`);
  }, 90_000);

  afterAll(async () => {
    if (site !== null && site.exitCode === null) {
      const exited = new Promise((resolve) => site?.once("exit", resolve));
      site.kill("SIGTERM");
      await exited;
    }
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  async function timedPage(path: string): Promise<{ response: Response; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(45_000) });
    await response.text();
    return { response, ms: performance.now() - started };
  }

  it("is a 503 with Retry-After within 10 s by default, and the pages after it sooner still", async () => {
    const first = await timedPage(`/never-visited-${Date.now()}`);
    expect(first.response.status).toBe(503);
    expect(first.response.headers.get("retry-after")).toBe("60");
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.ms, output).toBeLessThan(ANSWERED_WITHIN_MS);
    expect(asked.some((url) => url.startsWith("/api/v1/route?"))).toBe(true);

    // Another page, and its error view, while the service is known not to answer: each read gives up after 1 s.
    const second = await timedPage(`/another-never-visited-${Date.now()}`);
    expect(second.response.status).toBe(503);
    expect(second.ms, output).toBeLessThan(ANSWERED_WITHIN_MS / 2);
  }, 60_000);
});
