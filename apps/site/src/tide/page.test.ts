import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { includesFor } from "./includes";
import { getPageByPath, getPreviewPage } from "./page";
import { makeJwt } from "./testing/fake-fetch";
import { fakeTide } from "./testing/fake-tide";
import { HOME_UUID, landingPageDoc, redirectDoc, routeDoc } from "./testing/payloads";
import { TEST_BASE } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const ctx = { siteId: "7", requestId: "r-9" };
const routeUrl = (path: string) => `${TEST_BASE}/api/v1/route?site=7&path=${encodeURIComponent(path)}`;
const include = encodeURIComponent(includesFor("node", "landing_page").join(","));
const homeUrl = `${TEST_BASE}/api/v1/node/landing_page/${HOME_UUID}?site=7&include=${include}`;

const tide = fakeTide();

describe("getPageByPath", () => {
  it("resolves the route, then the entity, and merges both responses' cache tags", async () => {
    tide.use({
      [routeUrl("/")]: { body: routeDoc(), headers: { "section-cache-tags": "route node:4821" } },
      [homeUrl]: { body: landingPageDoc(), headers: { "section-cache-tags": "node:4821 media:1" } },
    });
    const page = await getPageByPath("/", ctx);
    expect(page.kind).toBe("page");
    if (page.kind !== "page") return;
    expect(page.route).toMatchObject({ bundle: "landing_page", uuid: HOME_UUID, section: "7" });
    expect(page.document.data.attributes.title).toBe("Home");
    expect(page.cacheTags).toEqual(["route", "node:4821", "media:1"]);
    expect(tide.fake.calls.map((c) => c.url)).toEqual([routeUrl("/"), homeUrl]);
    // The entity read carries the content system's node:{nid} tag, so its invalidations reach it.
    expect(tide.fake.calls[1]?.init.next?.tags).toEqual([`yu:node:${HOME_UUID}`, `node:${page.route.entityId}`]);
  });

  it("answers a redirect without fetching an entity", async () => {
    tide.use({ [routeUrl("/courses-old")]: { body: redirectDoc("/study-at-yu/courses", 301, "internal") } });
    expect(await getPageByPath("/courses-old", ctx)).toEqual({ kind: "redirect", statusCode: 301, url: "/study-at-yu/courses", redirectType: "internal" });
  });

  it("throws 404 for a missing path without logging it: a 404 is a normal answer", async () => {
    tide.use({ [routeUrl("/nope")]: { status: 404, body: { errors: [{ status: "404", title: "Path not found." }] } } });
    await expect(getPageByPath("/nope", ctx)).rejects.toMatchObject({ status: 404 });
    expect(tide.logged()).toEqual([]);
  });

  it("logs '[getPageByPath] Failed to get page data' at error when the content service fails", async () => {
    tide.use({ [routeUrl("/down")]: networkDown() });
    await expect(getPageByPath("/down", ctx)).rejects.toMatchObject({ status: 503 });
    tide.use({ [routeUrl("/broken")]: { status: 500, body: { errors: [{ status: "500", title: "Internal Server Error" }] } } });
    await expect(getPageByPath("/broken", ctx)).rejects.toMatchObject({ status: 500 });
    expect(tide.logged()).toEqual([
      expect.objectContaining({ level: "error", msg: "[getPageByPath] Failed to get page data", path: "/down", requestId: "r-9", status: 503 }),
      expect.objectContaining({ level: "error", msg: "[getPageByPath] Failed to get page data", path: "/broken", status: 500 }),
    ]);
  });

  it("turns a 403 on the entity into 404 and keeps other statuses", async () => {
    tide.use({
      [routeUrl("/")]: { body: routeDoc() },
      [homeUrl]: { status: 403, body: { errors: [{ status: 403, title: "Permission denied." }] } },
    });
    await expect(getPageByPath("/", ctx)).rejects.toMatchObject({ status: 404 });
    tide.use({ [routeUrl("/")]: networkDown() });
    await expect(getPageByPath("/", ctx)).rejects.toMatchObject({ status: 503, title: "Content service unavailable" });
  });
});

function networkDown() {
  return () => Promise.reject(new TypeError("fetch failed"));
}

describe("getPreviewPage", () => {
  const token = makeJwt({ exp: Math.floor(Date.now() / 1000) + 600 });

  it("fetches the working copy with the editor token, uncached, and uses the section given", async () => {
    tide.use({ [`${homeUrl}&resourceVersion=rel%3Aworking-copy`]: { body: landingPageDoc() } });
    const page = await getPreviewPage("landing_page", HOME_UUID, "latest", { ...ctx, authToken: token }, "103");
    expect(page.route).toEqual({
      kind: "entity",
      entityType: "node",
      bundle: "landing_page",
      uuid: HOME_UUID,
      entityId: "4821",
      section: "103",
      endpoint: `api/v1/node/landing_page/${HOME_UUID}`,
    });
    expect(tide.fake.calls[0]?.init.cache).toBe("no-store");
    expect(tide.fake.calls[0]?.headers["x-authorization"]).toBe(`Bearer ${token}`);
  });

  it("asks for a numbered revision and defaults the section to the site", async () => {
    tide.use({ [`${homeUrl}&resourceVersion=id%3A2214`]: { body: landingPageDoc() } });
    const page = await getPreviewPage("landing_page", HOME_UUID, 2214, { ...ctx, authToken: token });
    expect(page.route.section).toBe("7");
  });

  it("logs '[getPreviewPage] Failed to get page data' and keeps 403 (the token was refused)", async () => {
    tide.use({ [`${homeUrl}&resourceVersion=rel%3Aworking-copy`]: { status: 403, body: { errors: [{ status: "403", title: "Permission denied." }] } } });
    await expect(getPreviewPage("landing_page", HOME_UUID, "latest", ctx)).rejects.toMatchObject({ status: 403 });
    expect(tide.logged().map((l) => l.msg)).toContain("[getPreviewPage] Failed to get page data");
  });
});
