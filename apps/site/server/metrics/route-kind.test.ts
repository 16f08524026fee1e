import { describe, expect, it } from "vitest";
import { routeKind } from "./route-kind.mjs";

describe("routeKind", () => {
  it("names each kind of page and request the site answers", () => {
    const cases: [string, string, string][] = [
      ["GET", "/", "page"], ["GET", "/about-yu/campuses", "page"],
      ["GET", "/courses/bachelor-of-business-bbns", "course"], ["GET", "/courses/bachelor-of-business-bbns/international", "course"],
      ["GET", "/units/ACW1001", "unit"], ["GET", "/unitsets/MAJ-ACC", "unit"],
      ["GET", "/about-yu/news-events/news", "listing"], ["GET", "/study-at-yu/courses/browse-study-areas/business/undergraduate", "listing"],
      ["GET", "/search", "search"], ["GET", "/course-discovery", "finder"], ["GET", "/scholarships", "finder"],
      ["POST", "/api/webform/contact", "form-post"], ["GET", "/api/health", "api"], ["POST", "/api/revalidate", "api"],
      ["GET", "/preview/node/page/1f2e", "preview"], ["GET", "/feeds/events.ics", "feed"], ["GET", "/sitemap.xml", "feed"],
      ["GET", "/robots.txt", "feed"], ["GET", "/_next/static/chunks/a.js", "asset"], ["GET", "/favicon.ico", "asset"],
    ];
    for (const [method, path, kind] of cases) expect(routeKind(method, path, "yu"), `${method} ${path}`).toBe(kind);
  });

  it("puts any other request in a few kinds, whatever its address", () => {
    expect(routeKind("POST", "/about-yu", "yu")).toBe("other");
    expect(routeKind("GET", "/searching-for-x", "yu")).toBe("page");
    expect(routeKind("DELETE", "/x/%00/../y", "yu")).toBe("other");
  });
});
