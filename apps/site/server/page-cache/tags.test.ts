import { describe, expect, it } from "vitest";
import { entryTags, invalidationMark, lookupTags, responseTags, tagState } from "./tags.mjs";
import { appPage, fetched } from "./testing/entries";

describe("the tags of the page cache's entries", () => {
  it("stores a page's tags as Next lists them, each once", () => {
    expect(entryTags(appPage(["_N_T_/a", "node:1", " site:7", "node:1", ""]), {})).toEqual(["_N_T_/a", "node:1", "site:7"]);
    expect(entryTags({ kind: "APP_ROUTE", body: Buffer.from(""), status: 200, headers: { "X-Next-Cache-Tags": "node:5" } }, {})).toEqual(["node:5"]);
  });

  it("stores a content read's own tags and those the content service sent with it", () => {
    expect(entryTags(fetched("node:1  site:7"), { fetchCache: true, tags: ["route:/about", "node:1"] })).toEqual(["route:/about", "node:1", "site:7"]);
    expect(entryTags(null, {})).toEqual([]);
  });

  it("judges a lookup by the stored tags, a content read's own and the page's implicit ones", () => {
    const stored = ["node:1"];
    expect(lookupTags(stored, { kind: "APP_PAGE" })).toBe(stored);
    expect(lookupTags(stored, { kind: "APP_PAGE", tags: ["ignored"], softTags: [] })).toBe(stored);
    expect(lookupTags(stored, { kind: "FETCH", tags: ["route:/a", "node:1"], softTags: ["_N_T_/a"] })).toEqual(["node:1", "route:/a", "_N_T_/a"]);
  });

  it("carries a page's content tags without Next's implicit tags or the site's own", () => {
    expect(responseTags(["_N_T_/layout", "node:1", "yu:menus", "site:7", "node:1"])).toBe("node:1 site:7");
    expect(responseTags(["_N_T_/layout", "yu:menus"])).toBe("");
  });

  it("marks an invalidation stale now, and expired now or after its expiry", () => {
    expect(invalidationMark(undefined, 100)).toEqual({ stale: 100, expired: 100 });
    expect(invalidationMark({ expire: 0 }, 100)).toEqual({ stale: 100, expired: 100 });
    expect(invalidationMark({ expire: 2 }, 100)).toEqual({ stale: 100, expired: 2_100 });
    expect(invalidationMark({}, 100)).toEqual({ stale: 100 });
  });

  it("judges tags: expired once expiry has come after the entry, stale once marked after it", () => {
    expect(tagState([{ stale: 10, expired: 10 }], 5, 20)).toBe("expired");
    expect(tagState([{ stale: 10, expired: 10 }], 15, 20)).toBe("fresh");
    expect(tagState([{ stale: 10, expired: 1_000 }], 5, 20)).toBe("stale");
    expect(tagState([{}, { stale: 10 }], 5, 20)).toBe("stale");
    expect(tagState([], 5, 20)).toBe("fresh");
  });
});
