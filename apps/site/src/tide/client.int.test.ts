import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR, REPO_ROOT, SERVER_ENTRY, START_TIMEOUT_MS, startContentService, type RunningContentService } from "./testing/content-service";

/* The tide client against the real content service (apps/content), spawned on its own port with a
 * throw-away data directory. Skipped, with a message, while apps/content has no server entry yet. */

const PORT = Number(process.env.TIDE_INT_PORT ?? 3105);
const BASE = `http://127.0.0.1:${PORT}`;

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

describe.skipIf(!available)("tide client against the content service", () => {
  let service: RunningContentService | null = null;

  beforeAll(async () => {
    service = await startContentService(PORT);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await service?.stop();
  });

  const ctx = { siteId: "7", requestId: "tide-int" };

  it("looks up / as the main site's home page", async () => {
    const { lookupRoute } = await import("./route");
    const { route } = await lookupRoute("/", ctx);
    expect(route).toMatchObject({ kind: "entity", entityType: "node", section: "7" });
  });

  it("fetches the home page entity with its includes", async () => {
    const { lookupRoute } = await import("./route");
    const { getEntity } = await import("./entity");
    const { route } = await lookupRoute("/", ctx);
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
    const { lookupRoute } = await import("./route");
    const { route } = await lookupRoute(source ?? "", ctx);
    expect(route.kind).toBe("redirect");
    if (route.kind === "redirect") expect(route.statusCode).toBeGreaterThanOrEqual(300);
  });

  it("answers 404 for an unknown path", async () => {
    const { lookupRoute } = await import("./route");
    const { TideError } = await import("./errors");
    const error = await lookupRoute("/no-such-page-tide-int", ctx).catch((e: unknown) => e);
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
});
