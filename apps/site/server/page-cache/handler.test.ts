import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { processRegistry } from "@yu/metrics";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import PageCacheHandler, { closeSharedCacheConnections } from "./handler.mjs";
import { pageEtag } from "./page-etag.mjs";
import { deserialise, serialise } from "./serialise.mjs";
import { appPage, CACHE_CONTROL, fetched, freshTag, PAGE_CONTEXT, tick } from "./testing/entries";

/* The site's incremental cache, in memory and in Redis. The Redis half uses a Redis on port 6391, started here
 * when none answers there; it is skipped, saying so, when redis-server is not installed. */

const REDIS_PORT = 6391;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
/** Nothing listens there: a Redis that is down. */
const DOWN_URL = "redis://127.0.0.1:6399";
const installed = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
if (!installed) console.warn("SKIPPED: redis-server is not installed, so the cache handler's Redis tests cannot run (apt-get install redis-server).");

/** A build directory of its own (`.next/server` beside a BUILD_ID), so that each test reads its own namespace. */
function distDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), "yu-next-cache-"));
  const server = path.join(root, "server");
  mkdirSync(server);
  writeFileSync(path.join(root, "BUILD_ID"), `build-${path.basename(root)}`);
  return server;
}

function handler(redisUrl: string | undefined, serverDistDir = distDir()): PageCacheHandler {
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  try {
    return new PageCacheHandler({ serverDistDir });
  } finally {
    delete process.env.REDIS_URL;
  }
}

function backendSuite(name: string, redisUrl: () => string | undefined) {
  describe(`the ${name} store`, () => {
    it("stores and returns a page with its payload, segments, headers and lifetime", async () => {
      const cache = handler(redisUrl());
      const value = appPage(["_N_T_/layout", "_N_T_/about", "node:278", "yu:site-data", "site:7", "node:278"]);
      await cache.set("/about", value, { cacheControl: CACHE_CONTROL });
      const entry = await cache.get("/about", { ...PAGE_CONTEXT, softTags: ["_N_T_/about"] });
      expect(entry?.cacheControl).toEqual(CACHE_CONTROL);
      expect(entry?.lastModified).toBeGreaterThan(Date.now() - 5_000);
      const back = entry?.value as ReturnType<typeof appPage>;
      expect(back.kind).toBe("APP_PAGE");
      expect(back.html).toBe(value.html);
      expect(back.rscData).toEqual(Buffer.from([0, 1, 2, 254, 255, 0x3a]));
      expect(back.segmentData).toBeInstanceOf(Map);
      expect(back.segmentData.get("/_tree")?.toString()).toBe("tree \u00e9");
      expect(back.status).toBe(200);
      expect(back.headers["section-cache-tags"]).toBe("node:278 site:7");
      expect(back.headers.xkey).toBe("node:278 site:7");
      expect(back.headers["x-next-cache-tags"]).toBe(value.headers["x-next-cache-tags"]);
    });

    it("adds the response tags and the ETag to the very header object it is given (the first response is sent from it)", async () => {
      const cache = handler(redisUrl());
      const value = appPage(["_N_T_/news", "node:9", "yu:menus"]);
      const headers = value.headers;
      const setting = cache.set("/news", value, { cacheControl: CACHE_CONTROL });
      expect(headers["section-cache-tags"]).toBe("node:9");
      expect(headers.xkey).toBe("node:9");
      expect(headers.etag).toBe(pageEtag(value.html));
      await setting;
      const back = (await cache.get("/news", { ...PAGE_CONTEXT, softTags: [] }))?.value as ReturnType<typeof appPage>;
      expect(back.headers.etag).toBe(pageEtag(value.html));
    });

    it("never stores a redirect without its Location (a failed search's page), keeping the last good page", async () => {
      const cache = handler(redisUrl());
      const good = appPage(["_N_T_/search/results/x"]);
      await cache.set("/search/results/x", good, { cacheControl: CACHE_CONTROL });
      const failed = { ...appPage(["_N_T_/search/results/x"]), html: "<!DOCTYPE html><html><body>error</body></html>", status: 307 };
      await cache.set("/search/results/x", failed, { cacheControl: CACHE_CONTROL });
      const kept = await cache.get("/search/results/x", PAGE_CONTEXT);
      expect(kept?.value).toMatchObject({ kind: "APP_PAGE", status: 200, html: good.html });
      await cache.set("/search/results/y", failed, { cacheControl: CACHE_CONTROL });
      expect(await cache.get("/search/results/y", PAGE_CONTEXT)).toBeNull();
      // A redirect that says where to go is kept as it is.
      const moved = { ...appPage([]), status: 308, headers: { location: "/about-yu" } };
      await cache.set("/old", moved, { cacheControl: CACHE_CONTROL });
      expect((await cache.get("/old", PAGE_CONTEXT))?.value).toMatchObject({ status: 308 });
    });

    it("adds no tag headers to a page with only implicit and internal tags", async () => {
      const cache = handler(redisUrl());
      const value = appPage(["_N_T_/x", "yu:menus"]);
      await cache.set("/x", value, { cacheControl: CACHE_CONTROL });
      expect(value.headers).not.toHaveProperty("section-cache-tags");
      expect(value.headers).not.toHaveProperty("xkey");
    });

    it("stores and returns a route handler's response with its body bytes", async () => {
      const cache = handler(redisUrl());
      const body = Buffer.from([0x1f, 0x8b, 0, 255]);
      await cache.set("/feed.xml", { kind: "APP_ROUTE", body, status: 200, headers: { "content-type": "application/rss+xml", "x-next-cache-tags": "node:5" } }, { cacheControl: CACHE_CONTROL });
      const entry = await cache.get("/feed.xml", { kind: "APP_ROUTE" });
      expect(entry?.value).toEqual({ kind: "APP_ROUTE", body, status: 200, headers: { "content-type": "application/rss+xml", "x-next-cache-tags": "node:5" } });
      expect(Buffer.isBuffer((entry?.value as { body: Buffer }).body)).toBe(true);
    });

    it("stores and returns a content read", async () => {
      const cache = handler(redisUrl());
      const value = fetched("node:1 site:7");
      await cache.set("fetch-1", value, { fetchCache: true, tags: ["route:/about"] });
      const entry = await cache.get("fetch-1", { kind: "FETCH", tags: ["route:/about"], softTags: [] });
      expect(entry?.value).toEqual(value);
      expect(entry?.cacheControl).toBeUndefined();
      expect(await cache.get("fetch-2", { kind: "FETCH" })).toBeNull();
    });

    it("expires a content read by a tag the content service sent with it, and by its own tags", async () => {
      const cache = handler(redisUrl());
      const sent = freshTag("node");
      const own = freshTag("route");
      await cache.set("fetch-sent", fetched(`site:7 ${sent}`), { fetchCache: true, tags: [own] });
      await cache.set("fetch-own", fetched("site:7"), { fetchCache: true, tags: [own] });
      await tick();
      await cache.revalidateTag([sent], { expire: 0 });
      expect(await cache.get("fetch-sent", { kind: "FETCH", tags: [own] })).toBeNull();
      expect(await cache.get("fetch-own", { kind: "FETCH", tags: [own] })).not.toBeNull();
      await cache.revalidateTag(own, { expire: 0 });
      expect(await cache.get("fetch-own", { kind: "FETCH", tags: [own] })).toBeNull();
    });

    it("expires a page at once (expire: 0, or no durations): the next request renders it afresh", async () => {
      const cache = handler(redisUrl());
      const a = freshTag("node");
      const b = freshTag("node");
      await cache.set("/a", appPage(["_N_T_/a", a]), { cacheControl: CACHE_CONTROL });
      await cache.set("/b", appPage(["_N_T_/b", b]), { cacheControl: CACHE_CONTROL });
      await tick();
      await cache.revalidateTag(a, { expire: 0 });
      await cache.revalidateTag([b]);
      expect(await cache.get("/a", PAGE_CONTEXT)).toBeNull();
      expect(await cache.get("/b", PAGE_CONTEXT)).toBeNull();
      // Rendered again after the invalidation, it is fresh.
      await tick();
      await cache.set("/a", appPage(["_N_T_/a", a]), { cacheControl: CACHE_CONTROL });
      const again = await cache.get("/a", PAGE_CONTEXT);
      expect(again?.value?.kind).toBe("APP_PAGE");
      expect(again?.lastModified).toBeGreaterThan(Date.now() - 5_000);
    });

    it("expires a page by one of its implicit path tags (Next's soft tags on get)", async () => {
      const cache = handler(redisUrl());
      const pathTag = freshTag("_N_T_/events");
      await cache.set("/events", appPage(["node:3"]), { cacheControl: CACHE_CONTROL });
      await tick();
      await cache.revalidateTag(pathTag, { expire: 0 });
      expect(await cache.get("/events", { ...PAGE_CONTEXT, softTags: [pathTag] })).toBeNull();
    });

    it("counts each lookup by store, kind of entry and result, for the operator's hit ratio", async () => {
      const store = redisUrl() ? "redis" : "memory";
      const count = async (kind: string, result: string) => {
        const text = await processRegistry("site").metrics();
        const line = text.split("\n").find((row) => row.startsWith(`site_page_cache_lookups_total{store="${store}",kind="${kind}",result="${result}"}`));
        return line === undefined ? 0 : Number(line.split(" ").at(-1));
      };
      const cache = handler(redisUrl());
      const tag = freshTag("node");
      const before = { hit: await count("APP_PAGE", "hit"), miss: await count("APP_PAGE", "miss"), stale: await count("APP_PAGE", "stale") };
      expect(await cache.get("/never-stored", PAGE_CONTEXT)).toBeNull();
      await cache.set("/counted", appPage(["_N_T_/counted", tag]), { cacheControl: CACHE_CONTROL });
      await cache.get("/counted", PAGE_CONTEXT);
      await tick();
      await cache.revalidateTag(tag, { expire: 3600 });
      await cache.get("/counted", PAGE_CONTEXT);
      expect(await count("APP_PAGE", "miss")).toBe(before.miss + 1);
      expect(await count("APP_PAGE", "hit")).toBe(before.hit + 1);
      expect(await count("APP_PAGE", "stale")).toBe(before.stale + 1);
    });

    it("serves a page whose tag was marked stale (the 'max' profile) as due for a refresh", async () => {
      const cache = handler(redisUrl());
      const tag = freshTag("node");
      await cache.set("/s", appPage([tag]), { cacheControl: CACHE_CONTROL });
      const stored = (await cache.get("/s", PAGE_CONTEXT))?.lastModified ?? 0;
      await tick();
      await cache.revalidateTag(tag, { expire: 31_536_000 });
      const entry = await cache.get("/s", PAGE_CONTEXT);
      expect(entry?.value?.kind).toBe("APP_PAGE");
      // Old enough for Next to refresh it in the background: older than its revalidation time.
      expect(entry?.lastModified).toBeLessThan(Date.now() - CACHE_CONTROL.revalidate * 1000);
      expect(stored).toBeGreaterThan(Date.now() - 5_000);
    });

    it("serves a content read whose tag was marked stale as older than its revalidation time", async () => {
      const cache = handler(redisUrl());
      const tag = freshTag("node");
      await cache.set("fetch-s", fetched(tag, 120), { fetchCache: true, tags: [] });
      await tick();
      await cache.revalidateTag(tag, { expire: 31_536_000 });
      const entry = await cache.get("fetch-s", { kind: "FETCH", tags: [] });
      expect(entry?.value?.kind).toBe("FETCH");
      expect(entry?.lastModified).toBeLessThan(Date.now() - 120_000);
    });
  });
}

backendSuite("memory", () => undefined);

describe("in memory", () => {
  it("serves the very page it stored: one copy, never serialised", async () => {
    const cache = handler(undefined);
    const page = appPage(["node:1"]);
    await cache.set("/one-copy", page, { cacheControl: CACHE_CONTROL });
    const entry = await cache.get("/one-copy", PAGE_CONTEXT);
    expect(entry?.value).toBe(page);
    expect((await cache.get("/one-copy", PAGE_CONTEXT))?.value).toBe(page);
  });
});

describe("the site's tag carrier", () => {
  it("is answered at once, empty and fresh, and never stored", async () => {
    const cache = handler(undefined);
    const ctx = { kind: "FETCH", fetchUrl: "data:,", tags: ["node:1"] };
    await cache.set("carrier", fetched("node:1"), { fetchCache: true, fetchUrl: "data:,", tags: ["node:1"] });
    const entry = await cache.get("carrier", ctx);
    expect(entry?.value).toMatchObject({ kind: "FETCH", data: { body: "", status: 200 } });
    expect(await cache.get("carrier", { kind: "FETCH", tags: [] })).toBeNull();
  });
});

describe.skipIf(!installed)("in Redis", () => {
  let server: ChildProcess | null = null;
  let raw: Redis;

  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on("error", () => {});
    const running = await probe.connect().then(() => true, () => false);
    probe.disconnect();
    if (!running) server = spawn("redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    raw = new Redis(REDIS_URL, { retryStrategy: (attempt) => (attempt > 50 ? null : 100) });
    raw.on("error", () => {});
    await raw.ping();
  });

  afterAll(async () => {
    await closeSharedCacheConnections();
    raw?.disconnect();
    if (server) {
      server.kill();
      await new Promise((resolve) => server?.once("exit", resolve));
    }
  });

  backendSuite("Redis", () => REDIS_URL);

  it("keeps entries in Redis under the build's namespace, and shares tag marks with every instance", async () => {
    const dir = distDir();
    const one = handler(REDIS_URL, dir);
    const tag = freshTag("node");
    await one.set("/shared", appPage([tag]), { cacheControl: CACHE_CONTROL });
    const buildId = path.basename(path.dirname(dir));
    const stored = await raw.getBuffer(`yu-site:next-cache:build-${buildId}:/shared`);
    expect(stored && deserialise(stored)).toMatchObject({ value: { kind: "APP_PAGE" }, tags: [tag] });
    // Another build's instance does not see it.
    expect(await handler(REDIS_URL).get("/shared", PAGE_CONTEXT)).toBeNull();
    // An invalidation recorded by another instance (straight in Redis) expires it here.
    const two = handler(REDIS_URL, dir);
    expect((await two.get("/shared", PAGE_CONTEXT))?.value?.kind).toBe("APP_PAGE");
    await tick();
    const now = String(Date.now());
    await raw.hset("yu-site:next-cache:tags", { [`stale:${tag}`]: now, [`expired:${tag}`]: now });
    expect(await two.get("/shared", PAGE_CONTEXT)).toBeNull();
  });

  it("reads a whole entry again only when another instance has stored a new version of it", async () => {
    const dir = distDir();
    const key = `yu-site:next-cache:build-${path.basename(path.dirname(dir))}:/versioned`;
    const page = appPage([]);
    await handler(REDIS_URL, dir).set("/versioned", page, { cacheControl: CACHE_CONTROL });
    const reader = handler(REDIS_URL, dir);
    // The page this process stored is its copy: served without reading it back.
    expect((await reader.get("/versioned", PAGE_CONTEXT))?.value).toBe(page);
    // The entry changes under the same version: this process keeps its copy (no transfer).
    await raw.set(key, serialise({ lastModified: Date.now(), value: { ...appPage([]), html: "Changed in place" }, tags: [], cacheControl: CACHE_CONTROL }));
    expect((await reader.get("/versioned", PAGE_CONTEXT))?.value).toMatchObject({ html: expect.stringContaining("Über uns") });
    // Another instance stores a new version: it is read afresh.
    const other = { ...appPage([]), html: "<!DOCTYPE html><html><body>Published</body></html>" };
    await raw.set(key, serialise({ lastModified: Date.now(), value: other, tags: [], cacheControl: CACHE_CONTROL }));
    await raw.set(`${key}:version`, "another-instance");
    expect((await reader.get("/versioned", PAGE_CONTEXT))?.value).toMatchObject({ html: expect.stringContaining("Published") });
  });

  it("serves no copy of an entry Redis no longer holds (expired there, or removed)", async () => {
    const dir = distDir();
    const key = `yu-site:next-cache:build-${path.basename(path.dirname(dir))}:/gone`;
    const cache = handler(REDIS_URL, dir);
    await cache.set("/gone", appPage([]), { cacheControl: CACHE_CONTROL });
    expect((await cache.get("/gone", PAGE_CONTEXT))?.value?.kind).toBe("APP_PAGE");
    await raw.del(key, `${key}:version`);
    expect(await cache.get("/gone", PAGE_CONTEXT)).toBeNull();
  });

  it("takes an entry it cannot read for a miss, not for Redis being down", async () => {
    const dir = distDir();
    const key = `yu-site:next-cache:build-${path.basename(path.dirname(dir))}:/unreadable`;
    await raw.set(key, "{\"written\": \"by something else\"}");
    await raw.set(`${key}:version`, "someone-else");
    const cache = handler(REDIS_URL, dir);
    expect(await cache.get("/unreadable", PAGE_CONTEXT)).toBeNull();
    await cache.set("/unreadable", appPage([]), { cacheControl: CACHE_CONTROL });
    expect((await handler(REDIS_URL, dir).get("/unreadable", PAGE_CONTEXT))?.value).toMatchObject({ html: expect.stringContaining("Über uns") });
  });

  it("records its own invalidations in Redis", async () => {
    const tag = freshTag("node");
    await handler(REDIS_URL).revalidateTag(tag, { expire: 0 });
    const [stale, expired] = await raw.hmget("yu-site:next-cache:tags", `stale:${tag}`, `expired:${tag}`);
    expect(Number(stale)).toBeGreaterThan(Date.now() - 5_000);
    expect(expired).toBe(stale);
  });
});

describe("with Redis down", () => {
  afterAll(async () => {
    await closeSharedCacheConnections();
  });

  it("caches in memory instead, never failing, and says so once", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const dir = distDir();
      const cache = handler(DOWN_URL, dir);
      const tag = freshTag("node");
      await cache.set("/down", appPage([tag]), { cacheControl: CACHE_CONTROL });
      expect((await cache.get("/down", PAGE_CONTEXT))?.value?.kind).toBe("APP_PAGE");
      await tick();
      await cache.revalidateTag(tag, { expire: 0 });
      expect(await cache.get("/down", PAGE_CONTEXT)).toBeNull();
      await cache.set("fetch-down", fetched("site:7"), { fetchCache: true, tags: [] });
      expect((await handler(DOWN_URL, dir).get("fetch-down", { kind: "FETCH" }))?.value?.kind).toBe("FETCH");
    } finally {
      spy.mockRestore();
    }
    const warnings = lines.filter((line) => line.includes("shared page cache's Redis store is unavailable"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? "{}")).toMatchObject({ level: "warn" });
  });
});
