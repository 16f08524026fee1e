import { describe, expect, it } from "vitest";
import { buildTideUrl, resolveTidePath, resourceFromLink } from "./request-url";

const base = "http://tide.test";
const ctx = { siteId: "7" };

describe("buildTideUrl", () => {
  it("puts site first and serialises nested params with brackets and no indices", () => {
    const url = buildTideUrl({
      baseUrl: base,
      path: "menu_link_content/menu_link_content",
      ctx,
      query: { filter: { menu: { path: "menu_name", value: "main" } }, sort: ["weight", "title"], page: { limit: 50 } },
    });
    expect(url).toBe(
      "http://tide.test/api/v1/menu_link_content/menu_link_content?site=7&filter[menu][path]=menu_name&filter[menu][value]=main&sort=weight&sort=title&page[limit]=50",
    );
  });

  it("encodes values (paths, commas) but keeps bracketed keys readable", () => {
    expect(buildTideUrl({ baseUrl: base, path: "route", ctx, query: { path: "/about-yu/a b" } })).toBe(
      "http://tide.test/api/v1/route?site=7&path=%2Fabout-yu%2Fa%20b",
    );
    expect(buildTideUrl({ baseUrl: base, path: "node/page/u1", ctx, query: { include: "a,b.c" } })).toBe(
      "http://tide.test/api/v1/node/page/u1?site=7&include=a%2Cb.c",
    );
  });

  it("keeps absolute paths (site api, jwt) and still adds site", () => {
    expect(buildTideUrl({ baseUrl: base, path: "/site-api/v1/site/101", ctx })).toBe("http://tide.test/site-api/v1/site/101?site=7");
    expect(buildTideUrl({ baseUrl: base, path: "/jwt/token/", ctx })).toBe("http://tide.test/jwt/token/?site=7");
  });

  it("appends &site when the path already has a query, and never adds a second site", () => {
    expect(buildTideUrl({ baseUrl: base, path: "user/login?_format=json", ctx })).toBe(
      "http://tide.test/api/v1/user/login?_format=json&site=7",
    );
    expect(buildTideUrl({ baseUrl: base, path: "node/news?site=7&page%5Boffset%5D=50", ctx })).toBe(
      "http://tide.test/api/v1/node/news?site=7&page%5Boffset%5D=50",
    );
  });

  it("adds audience=international only for the international audience", () => {
    expect(buildTideUrl({ baseUrl: base, path: "route", ctx: { ...ctx, audience: "international" }, query: { path: "/x" } })).toBe(
      "http://tide.test/api/v1/route?site=7&path=%2Fx&audience=international",
    );
    expect(buildTideUrl({ baseUrl: base, path: "route", ctx: { ...ctx, audience: "domestic" } })).toBe(
      "http://tide.test/api/v1/route?site=7",
    );
  });

  it("adds resourceVersion during preview, to node requests only", () => {
    const latest = { ...ctx, preview: { revision: "latest" as const } };
    expect(buildTideUrl({ baseUrl: base, path: "node/page/u1", ctx: latest })).toBe(
      "http://tide.test/api/v1/node/page/u1?site=7&resourceVersion=rel%3Aworking-copy",
    );
    expect(buildTideUrl({ baseUrl: base, path: "node/page/u1", ctx: { ...ctx, preview: { revision: 2214 } } })).toBe(
      "http://tide.test/api/v1/node/page/u1?site=7&resourceVersion=id%3A2214",
    );
    expect(buildTideUrl({ baseUrl: base, path: "media/image/m1", ctx: latest })).toBe("http://tide.test/api/v1/media/image/m1?site=7");
    expect(buildTideUrl({ baseUrl: base, path: "route", ctx: latest })).toBe("http://tide.test/api/v1/route?site=7");
  });

  it("never sends resourceVersion on a taxonomy (or any non-node) request during a preview, even on a link that carried one", () => {
    const latest = { ...ctx, preview: { revision: "latest" as const } };
    const urls = [
      buildTideUrl({ baseUrl: base, path: "taxonomy_term/topic", ctx: latest, query: { "filter[name]": "x" } }),
      buildTideUrl({ baseUrl: base, path: "/api/v1/taxonomy_term/sites/t1", ctx: { ...ctx, preview: { revision: 7 } } }),
      buildTideUrl({ baseUrl: base, path: "taxonomy_term/topic?site=7&resourceVersion=rel%3Aworking-copy&page%5Boffset%5D=50", ctx: latest }),
      buildTideUrl({ baseUrl: base, path: "/site-api/v1/site/7", ctx: latest }),
      buildTideUrl({ baseUrl: base, path: "nodes/x", ctx: latest }),
    ];
    for (const url of urls) expect(new URL(url).searchParams.has("resourceVersion")).toBe(false);
    expect(urls[2]).toBe("http://tide.test/api/v1/taxonomy_term/topic?site=7&page%5Boffset%5D=50");
    // A node's own link keeps its revision.
    expect(buildTideUrl({ baseUrl: base, path: "node/page?site=7&resourceVersion=id%3A3", ctx })).toBe(
      "http://tide.test/api/v1/node/page?site=7&resourceVersion=id%3A3",
    );
  });

  it("drops undefined and null params", () => {
    expect(buildTideUrl({ baseUrl: base, path: "route", ctx, query: { path: "/x", a: undefined, b: null } })).toBe(
      "http://tide.test/api/v1/route?site=7&path=%2Fx",
    );
  });
});

describe("resolveTidePath", () => {
  it("prefixes /api/v1/ to resource paths only", () => {
    expect(resolveTidePath("route")).toBe("/api/v1/route");
    expect(resolveTidePath("/site-api/v1/site/7")).toBe("/site-api/v1/site/7");
  });
});

describe("resourceFromLink", () => {
  it("reduces absolute and relative next links to the part after /api/v1/", () => {
    expect(resourceFromLink("https://content.example/api/v1/node/news?site=7&page%5Boffset%5D=50")).toBe(
      "node/news?site=7&page%5Boffset%5D=50",
    );
    expect(resourceFromLink("/api/v1/taxonomy_term/sites?page[offset]=50")).toBe("taxonomy_term/sites?page[offset]=50");
  });

  it("answers null when nothing follows /api/v1/ or the prefix is absent", () => {
    expect(resourceFromLink("https://content.example/jsonapi/node/news")).toBeNull();
    expect(resourceFromLink("https://content.example/api/v1/")).toBeNull();
    expect(resourceFromLink("https://content.example/api/v1/?page=2")).toBeNull();
  });
});
