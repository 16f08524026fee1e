import { describe, expect, it } from "vitest";
import { liveSearchHref, SEARCH_CACHE_PREFIXES, searchCacheKey, searchFromCacheKey } from "./search-cache-key";
import { parseSearchQuery } from "./search-query";

const parse = (qs: string) => parseSearchQuery(new URLSearchParams(qs));

describe("search cache keys", () => {
  const key = (qs: string) => searchCacheKey(parse(qs));

  it("gives equal searches one key, in characters a path and a file name can hold", () => {
    const a = key("query=law+%26+justice&tab=courses&f.Campus%7Ccampus=Sydney");
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(key("tab=courses&f.Campus%7Ccampus=Sydney&query=law%20%26%20justice&page=1")).toBe(a);
    expect(searchFromCacheKey(a!)).toBe("query=law+%26+justice&tab=courses&f.Campus%7Ccampus=Sydney");
    expect(`${SEARCH_CACHE_PREFIXES.site}${a}`.length).toBeLessThan(230);
  });

  it("keeps nothing for a bare search, a problem or a long search", () => {
    expect(key("")).toBeNull();
    expect(key(`query=${"a".repeat(300)}`)).toBeNull();
    expect(key(`query=${"a".repeat(151)}`)).toBeNull();
  });

  it("refuses keys that are not the canonical key of a search", () => {
    expect(searchFromCacheKey("not base64!")).toBeNull();
    expect(searchFromCacheKey(Buffer.from("page=1&query=x").toString("base64url"))).toBeNull();
    expect(searchFromCacheKey(Buffer.from("").toString("base64url"))).toBeNull();
    expect(searchFromCacheKey(Buffer.from("query=x").toString("base64url"))).toBe("query=x");
  });
});

describe("liveSearchHref", () => {
  it("marks a search to be rendered per request", () => {
    expect(liveSearchHref("query=fees")).toBe("/search?query=fees&live=1");
    expect(parse("query=fees&live=1").state).toEqual(parse("query=fees").state);
  });
});

describe("course finder cache keys", () => {
  const finder = (qs: string) => searchCacheKey(parseSearchQuery(new URLSearchParams(qs), "courses"));

  it("keeps every finder search, the bare finder included", () => {
    expect(finder("")).toBe("index");
    expect(searchFromCacheKey("index", "courses")).toBe("");
    expect(searchFromCacheKey("index")).toBeNull();
    const key = finder("audience=international&f.Campus%7Ccampus=Sydney");
    expect(searchFromCacheKey(key!, "courses")).toBe("audience=international&f.Campus%7Ccampus=Sydney");
  });

  it("keeps the audience apart: the two audiences never share a key", () => {
    expect(finder("query=nursing")).not.toBe(finder("query=nursing&audience=international"));
  });

  it("sends a failed finder search to its per-request form", () => {
    expect(liveSearchHref("query=x", "courses")).toBe("/course-discovery?query=x&live=1");
    expect(liveSearchHref("", "courses")).toBe("/course-discovery?live=1");
  });
});

describe("scholarship finder cache keys", () => {
  const key = (qs: string) => searchCacheKey(parseSearchQuery(new URLSearchParams(qs), "scholarships"));

  it("keys the status, the course and the audience, each search its own page", () => {
    const keys = ["", "status=closed", "course=HBNS", "course=HBNS&audience=international", "audience=international&status=closed&course=HBNS"].map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(key("")).toBe("index");
    const k = key("status=closed&course=hbns");
    expect(searchFromCacheKey(k!, "scholarships")).toBe("course=HBNS&status=closed");
    expect(key("course=hbns&status=closed")).toBe(k);
    expect(SEARCH_CACHE_PREFIXES.scholarships).toBe("/scholarships/results/");
  });
});
