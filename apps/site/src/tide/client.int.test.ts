import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/* The tide client against the real content service (apps/content), spawned on its own port with a
 * throw-away data directory. Skipped, with a message, while apps/content has no server entry yet. */

const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const SERVER_ENTRY = path.join(REPO_ROOT, "apps/content/src/server.ts");
const CONTENT_DIR = path.join(REPO_ROOT, "content");
const PORT = Number(process.env.TIDE_INT_PORT ?? 3105);
const BASE = `http://127.0.0.1:${PORT}`;
const READY_TIMEOUT_MS = 90_000;

const available = existsSync(SERVER_ENTRY);
if (!available) {
  console.warn(`[tide client.int.test] skipped: ${path.relative(REPO_ROOT, SERVER_ENTRY)} does not exist yet`);
}

// config() reads the environment once, on first use: point the site at the spawned service before that.
process.env.CONTENT_API_URL = BASE;
process.env.SITE_ID = "7";
delete process.env.CONTENT_BASIC_AUTH;

/** Source paths of the seed's redirects (`type: redirect` records), with the default placeholders filled in. */
function seededRedirectSources(dir: string): string[] {
  const sources: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".yaml") || name.endsWith(".yml")) {
        for (const block of readFileSync(full, "utf8").split(/^- /m)) {
          if (!/type:\s*redirect\b/.test(block)) continue;
          const source = /source:\s*["']?([^,"'\s}]+)/.exec(block)?.[1];
          if (source) sources.push(source.replace(/\{\{slug\}\}/g, "yu").replace(/\{\{short_name\}\}/g, "YU"));
        }
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return sources;
}

async function waitForHealth(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`content service exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${BASE}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`content service not healthy after ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

describe.skipIf(!available)("tide client against the content service", () => {
  let child: ChildProcess | null = null;
  let dataDir = "";
  let log = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "tide-int-"));
    child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        CONTENT_PORT: String(PORT),
        CONTENT_DATA_DIR: dataDir,
        CONTENT_DIR,
        CONTENT_PUBLIC_URL: BASE,
        CONTENT_BASIC_AUTH: "",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
    await waitForHealth(child, () => log.slice(-4000));
  }, READY_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    const running = child;
    if (running && running.exitCode === null) {
      const exited = new Promise((r) => running.once("exit", r));
      running.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (running.exitCode === null) running.kill("SIGKILL");
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const ctx = { siteId: "7", requestId: "tide-int" };

  it("looks up / as the main site's home page", async () => {
    const { getRoute } = await import("./route");
    const route = await getRoute("/", ctx);
    expect(route).toMatchObject({ kind: "entity", entityType: "node", section: "7" });
  });

  it("fetches the home page entity with its includes", async () => {
    const { getRoute } = await import("./route");
    const { getEntity } = await import("./entity");
    const route = await getRoute("/", ctx);
    if (route.kind !== "entity") throw new Error("/ is not an entity");
    const { document } = await getEntity(route.entityType, route.bundle, route.uuid, ctx);
    expect(document.data.type).toBe(`node--${route.bundle}`);
    expect(document.data.id).toBe(route.uuid);
    expect(typeof document.data.attributes.title).toBe("string");
  });

  it("loads the home page by path, with cache tags", async () => {
    const { getPageByPath } = await import("./page");
    const page = await getPageByPath("/home", ctx);
    expect(page.kind).toBe("page");
    if (page.kind === "page") expect(page.cacheTags.length).toBeGreaterThan(0);
  });

  it("follows a seeded redirect", async (t) => {
    const source = seededRedirectSources(CONTENT_DIR)[0];
    if (!source) t.skip("the seed content has no redirect records yet");
    const { getRoute } = await import("./route");
    const route = await getRoute(source ?? "", ctx);
    expect(route.kind).toBe("redirect");
    if (route.kind === "redirect") expect(route.statusCode).toBeGreaterThanOrEqual(300);
  });

  it("answers 404 for an unknown path", async () => {
    const { getRoute } = await import("./route");
    const { TideError } = await import("./errors");
    const error = await getRoute("/no-such-page-tide-int", ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TideError);
    expect(error).toMatchObject({ status: 404 });
  });

  it("reads the main site's data", async () => {
    const { getSiteData } = await import("./site-data");
    const site = await getSiteData("7", ctx);
    expect(site.drupal_internal__tid).toBe("7");
    expect(site.name.length).toBeGreaterThan(0);
    expect(site.menu.length).toBeGreaterThan(0);
  });

  it("lists every tag term through paging", async () => {
    const { getTerms } = await import("./terms");
    const tags = await getTerms("tags", ctx);
    expect(tags.map((t) => t.name.length > 0)).not.toContain(false);
    expect(tags.length).toBeGreaterThanOrEqual(14);
  });

  it("maps every site to its primary domain", async () => {
    const { getSitesDomainMap } = await import("./site-data");
    const map = await getSitesDomainMap(ctx);
    expect(map["7"]).toMatch(/\./);
    // The main site and its fourteen subsites.
    expect(Object.keys(map).length).toBeGreaterThanOrEqual(15);
  });
});
