import { describe, expect, it } from "vitest";
import { prefetchablePath, shouldPrefetch } from "./should-prefetch";

describe("shouldPrefetch", () => {
  it("prefetches unless data saving is on or the connection is 2g", () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});

describe("prefetchablePath", () => {
  it("leaves out the pages another site serves (SERVED_PATHS), keeping this site's own", () => {
    expect(prefetchablePath("/", "/about-yu/x", ["/about-yu"])).toBeNull();
    expect(prefetchablePath("/study-at-yu/courses?tab=1", "/about-yu", ["/about-yu"])).toBeNull();
    expect(prefetchablePath("/about-yu/campuses", "/about-yu", ["/about-yu"])).toBe("/about-yu/campuses");
    expect(prefetchablePath("/login", "/about-yu", ["/about-yu"])).toBe("/login");
    expect(prefetchablePath("/", "/about-yu", [])).toBe("/");
  });

  it("keeps same-site page paths only", () => {
    expect(prefetchablePath("/study-at-yu?tab=1", "/")).toBe("/study-at-yu?tab=1");
    expect(prefetchablePath("/about#team", "/")).toBe("/about");
    expect(prefetchablePath("/about", "/about")).toBeNull();
    expect(prefetchablePath("#top", "/")).toBeNull();
    expect(prefetchablePath("https://elsewhere.example/", "/")).toBeNull();
    expect(prefetchablePath("//elsewhere.example/", "/")).toBeNull();
    expect(prefetchablePath("/sites/default/files/plan.pdf", "/")).toBeNull();
    expect(prefetchablePath("/api/health", "/")).toBeNull();
    expect(prefetchablePath("/preview/page/x/latest", "/")).toBeNull();
    expect(prefetchablePath("/search?query=course&page=2", "/search")).toBeNull();
    expect(prefetchablePath("/search", "/")).toBeNull();
    expect(prefetchablePath("/search/results/abc", "/")).toBeNull();
    expect(prefetchablePath("/searching-for-a-course", "/")).toBe("/searching-for-a-course");
    expect(prefetchablePath(null, "/")).toBeNull();
  });
});
