import { expect, test } from "../support/test";
import { REVALIDATE_SECRET } from "../support/ports";

test.describe("on-demand revalidation by content cache tags", () => {
  test("accepts the content system's tags with the shared secret", async ({ request }) => {
    const response = await request.post("/api/revalidate", {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: { tags: ["node:1", "config:site", "node:1"] },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ["node:1", "config:site"] });
  });

  test("refuses a wrong secret and a malformed body with a clear message", async ({ request }) => {
    const wrong = await request.post("/api/revalidate", { headers: { authorization: "Bearer nope" }, data: { tags: ["node:1"] } });
    expect(wrong.status()).toBe(401);
    const malformed = await request.post("/api/revalidate", {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, "content-type": "application/json" },
      data: Buffer.from("{not json"),
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error).toMatch(/JSON/);
  });

  test("a page is served from the page cache on the second visit", async ({ request }) => {
    await request.get("/about-yu/vision-mission");
    const second = await request.get("/about-yu/vision-mission");
    expect(second.status()).toBe(200);
    expect(second.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
    expect(second.headers()["cache-control"]).toMatch(/s-maxage=60/);
  });

  test("a kept page answers a browser holding its version with 304, and one holding another with the page", async ({ request }) => {
    await request.get("/about-yu/campuses");
    const kept = await request.get("/about-yu/campuses");
    const etag = kept.headers()["etag"] ?? "";
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await request.get("/about-yu/campuses", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    const other = await request.get("/about-yu/campuses", { headers: { "if-none-match": 'W/"an-older-version"' } });
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain("</html>");
  });

  test("per-visitor pages are never cached", async ({ request }) => {
    for (const path of ["/login?destination=/about-yu"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toMatch(/no-store|private/);
      expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
    }
  });

  test("a search's results are the same for everyone: kept a minute, read from the cache the second time", async ({ request }) => {
    const path = `/search?query=nursing&tab=courses&sort=title`;
    await request.get(path);
    const second = await request.get(path, { headers: { cookie: "visitor=someone" } });
    expect(second.status()).toBe(200);
    expect(second.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
    expect(second.headers()["cache-control"]).toMatch(/s-maxage=60/);
    expect(second.headers()["set-cookie"]).toBeUndefined();
    // A bare /search reads nothing to search for: rendered per request.
    expect((await request.get("/search")).headers()["cache-control"]).toMatch(/no-store|private/);
  });
});
