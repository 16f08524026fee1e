import { describe, expect, it } from "vitest";
import { ENQUIRE_PATH, FEE_ESTIMATE_PATH } from "@/routing/course-action-paths";
import { quizPath } from "@/routing/quiz-route";
import { SCOPE_NAMES, SCOPES } from "@/routing/search-scopes";
import { COMPARE_PATH, SHORTLIST_PATH } from "@/routing/shortlist-paths";
import { studentsPath } from "@/routing/students-route";
import { prefetchablePath, SEARCH_PAGE_PATHS, shouldPrefetch } from "./should-prefetch";

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
    expect(prefetchablePath("/study-at-yu/courses", "/about-yu", ["/about-yu"])).toBeNull();
    expect(prefetchablePath("/about-yu/campuses", "/about-yu", ["/about-yu"])).toBe("/about-yu/campuses");
    expect(prefetchablePath("/", "/about-yu", [])).toBe("/");
  });

  it("prefetches the pages the page cache keeps by their path: content, courses, units, news, study areas", () => {
    for (const path of ["/about-yu", "/courses/bachelor-of-nursing-hbns", "/units/BCO1101", "/study-at-yu/courses/browse-study-areas/business",
      "/about-yu/news-events/news/womens-football-university-title", "/scholarships/first-in-family-scholarship", "/searching-for-a-course",
      "/course-discovery-guide"]) {
      expect(prefetchablePath(path, "/"), path).toBe(path);
    }
    expect(prefetchablePath("/about#team", "/")).toBe("/about");
  });

  it("knows every search scope's page and results (SCOPES, which a browser's bundle cannot hold)", () => {
    expect([...SEARCH_PAGE_PATHS].sort()).toEqual(SCOPE_NAMES.map((scope) => SCOPES[scope].path).sort());
    for (const scope of SCOPE_NAMES) expect(SCOPES[scope].cachePrefix).toBe(`${SCOPES[scope].path}/results/`);
  });

  it("never prefetches a search, a finder or a results page, whatever its address looks like", () => {
    for (const scope of SCOPE_NAMES) {
      const { path, cachePrefix } = SCOPES[scope];
      for (const href of [path, `${path}?query=nursing`, `${path}/`, `${cachePrefix}abc123`, cachePrefix, `${cachePrefix}abc123?_rsc=x`,
        `${path}#results`]) {
        expect(prefetchablePath(href, "/"), href).toBeNull();
      }
    }
    // The popular searches under the home page's course search, and the finder itself.
    for (const href of ["/course-discovery?query=teaching", "/course-discovery?query=cyber+security", "/course-discovery", "/search?query=fees&page=2",
      "/scholarships?audience=international", "/%73earch", "/course-discovery//results/x", "/search/openSearchQueries"]) {
      expect(prefetchablePath(href, "/"), href).toBeNull();
    }
  });

  it("never prefetches a page rendered per request: the finder's own pages, the quiz, the students' chat, sign-in", () => {
    for (const href of [SHORTLIST_PATH, COMPARE_PATH, ENQUIRE_PATH, FEE_ESTIMATE_PATH, quizPath("yu"), quizPath("tafe"), studentsPath("yu"),
      "/course-discovery-quiz", "/chat-with-our-students", "/login"]) {
      expect(prefetchablePath(href, "/"), href).toBeNull();
    }
  });

  it("never prefetches an address with a query string: the pages that read theirs render per request", () => {
    expect(prefetchablePath("/study-at-yu?tab=1", "/")).toBeNull();
    expect(prefetchablePath("/study-at-yu/courses/browse-study-areas/business?audience=international", "/")).toBeNull();
    expect(prefetchablePath(`${quizPath("yu")}?result=1&interests=caring`, "/")).toBeNull();
    expect(prefetchablePath("/about-yu?", "/")).toBeNull();
  });

  it("keeps same-site page paths only: no file, API route, editor's page, anchor, other site or the current page", () => {
    expect(prefetchablePath("/about", "/about")).toBeNull();
    expect(prefetchablePath("/about/", "/about")).toBeNull();
    expect(prefetchablePath("#top", "/")).toBeNull();
    expect(prefetchablePath("https://elsewhere.example/", "/")).toBeNull();
    expect(prefetchablePath("//elsewhere.example/", "/")).toBeNull();
    expect(prefetchablePath("/sites/default/files/plan.pdf", "/")).toBeNull();
    expect(prefetchablePath("/api/health", "/")).toBeNull();
    expect(prefetchablePath("/preview/page/x/latest", "/")).toBeNull();
    expect(prefetchablePath("/a/%2e%2e/search", "/")).toBeNull();
    expect(prefetchablePath(null, "/")).toBeNull();
  });
});
