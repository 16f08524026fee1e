import { describe, expect, it } from "vitest";
import { normalisePath } from "./normalise-path";
import { matchNormalisedRoute } from "./route-table";
import type { RouteMatch } from "./types";
import { demoSubsites } from "./testing/demo-subsites";

const yu = { productSlug: "yu", subsites: demoSubsites() };
const uuid = "0f6e5a1c-3b2d-4c8e-9a7f-1234567890ab";
const match = (url: string, ctx = yu): RouteMatch => {
  const [pathname = "", query = ""] = url.split("?");
  // As a request is routed: normalised first, and a path that cannot be normalised is not found.
  const normalised = normalisePath(pathname);
  return normalised.ok ? matchNormalisedRoute(normalised.path, new URLSearchParams(query), ctx) : { kind: "not-found", reason: normalised.reason };
};
const content = (path: string, extra: Partial<Extract<RouteMatch, { kind: "content" }>> = {}) => ({
  kind: "content", path, lookupPath: path, audience: "domestic", subsite: null, fallback: null, ...extra,
});

describe("the route table: fixed pages", () => {
  it.each([
    ["/course-discovery", "course-discovery"],
    ["/fb-template", "fb-template"],
    ["/mockContent", "mockContent"],
    ["/student-wellbeing-assistant", "student-wellbeing-assistant"],
    ["/study-at-yu/course-discovery-quiz", "course-discovery-quiz"],
    ["/study-at-yu/international-students/chat-with-our-students", "chat-with-our-students"],
    ["/current-students/campus-life/advice-support/safer-community/online-reporting-form", "online-reporting-form"],
  ])("%s is the fixed page %s", (path, page) => {
    expect(match(path)).toEqual({ kind: "fixed", page });
    expect(match(`${path}/`)).toEqual({ kind: "fixed", page });
  });

  it("matches fixed pages exactly", () => {
    expect(match("/mockcontent")).toEqual(content("/mockcontent"));
    expect(match("/Course-Discovery")).toEqual(content("/Course-Discovery"));
    expect(match("/course-discovery/more")).toEqual(content("/course-discovery/more"));
  });
});

describe("the route table: OpenSearch endpoints", () => {
  it("names the description document and the suggestions, exactly", () => {
    expect(match("/search/openSearchConfigs")).toEqual({ kind: "opensearch", document: "description" });
    expect(match("/search/openSearchQueries?q=nur")).toEqual({ kind: "opensearch", document: "suggestions" });
    expect(match("/search/opensearchconfigs")).toEqual(content("/search/opensearchconfigs"));
  });
});

describe("the route table: search and login", () => {
  it("/search is the search page, with or without a query", () => {
    expect(match("/search")).toEqual({ kind: "search" });
    expect(match("/search?query=nursing&tab=courses")).toEqual({ kind: "search" });
    expect(match("/search/")).toEqual({ kind: "search" });
  });

  it("/login keeps a same-site destination", () => {
    expect(match("/login")).toEqual({ kind: "login", destination: null, reason: null });
    expect(match(`/login?destination=${encodeURIComponent(`/preview/page/${uuid}/latest?section=102`)}`)).toEqual(
      { kind: "login", destination: `/preview/page/${uuid}/latest?section=102`, reason: null });
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "/login drops the destination %s",
    (destination) => {
      expect(match(`/login?destination=${encodeURIComponent(destination)}`)).toEqual(
        { kind: "login", destination: null, reason: null });
    },
  );

  it("/login keeps a reason it knows", () => {
    expect(match("/login?reason=expired&destination=%2Fabout-yu")).toEqual({ kind: "login", destination: "/about-yu", reason: "expired" });
    expect(match("/login?reason=%3Cscript%3E")).toEqual({ kind: "login", destination: null, reason: null });
  });

  it("/login?destination=//evil.example gives a null destination", () => {
    expect(match("/login?destination=//evil.example")).toEqual({ kind: "login", destination: null, reason: null });
  });
});

describe("the route table: course shortlist and compare", () => {
  it("names the two pages exactly, whatever the query", () => {
    expect(match("/course-discovery/shortlist")).toEqual({ kind: "shortlist" });
    expect(match("/course-discovery/shortlist/")).toEqual({ kind: "shortlist" });
    expect(match("/course-discovery/compare")).toEqual({ kind: "compare" });
    expect(match("/course-discovery/compare?course=HBNS&course=bad-code")).toEqual({ kind: "compare" });
  });

  it("leaves other paths under /course-discovery to content", () => {
    expect(match("/course-discovery/shortlist/more")).toEqual(content("/course-discovery/shortlist/more"));
    expect(match("/course-discovery/Compare")).toEqual(content("/course-discovery/Compare"));
  });
});

describe("the route table: units and unit sets", () => {
  it("/units and /units/{code}", () => {
    expect(match("/units")).toEqual({ kind: "unit", unitCode: null, page: 1 });
    expect(match("/units/BCO1102")).toEqual({ kind: "unit", unitCode: "BCO1102", page: 1 });
    expect(match("/units/bco1102/")).toEqual({ kind: "unit", unitCode: "BCO1102", page: 1 });
  });

  it("/units/page/{n} and /unitsets/page/{n} are pages of the index", () => {
    expect(match("/units/page/3")).toEqual({ kind: "unit", unitCode: null, page: 3 });
    expect(match("/unitsets/page/2")).toEqual({ kind: "unitset", unitSetCode: null, page: 2 });
  });

  it.each(["/units/not-a-code", "/units/1102", "/units/BCO1102/more", "/units/ABCDEFGHIJK12", "/units/page/0", "/units/page/two", "/units/page/2/3"])(
    "%s is not found",
    (path) => {
      expect(match(path)).toMatchObject({ kind: "not-found" });
    },
  );

  it("/unitsets and /unitsets/{code}", () => {
    expect(match("/unitsets")).toEqual({ kind: "unitset", unitSetCode: null, page: 1 });
    expect(match("/unitsets/amaacc1")).toEqual({ kind: "unitset", unitSetCode: "AMAACC1", page: 1 });
    expect(match("/unitsets/AMACRW")).toEqual({ kind: "unitset", unitSetCode: "AMACRW", page: 1 });
  });

  it.each(["/unitsets/bad_code", "/unitsets/AMA1/more"])("%s is not found", (path) => {
    expect(match(path)).toMatchObject({ kind: "not-found" });
  });

  it("a name that only starts like units is content", () => {
    expect(match("/unitsomething")).toEqual(content("/unitsomething"));
  });
});

describe("the route table: course A-Z", () => {
  const atoz = "/study-at-yu/courses/browse-study-areas/all-courses-a-to-z";

  it("the bare path is the A-Z listing", () => {
    expect(match(atoz)).toEqual({ kind: "listing", view: "course_atoz", display: "atoz", filters: [] });
    expect(match(`${atoz}/`)).toEqual({ kind: "listing", view: "course_atoz", display: "atoz", filters: [] });
  });

  it.each(["a", "z", "0-9"])("a single filter %s narrows it", (letter) => {
    expect(match(`${atoz}/${letter}`)).toEqual(
      { kind: "listing", view: "course_atoz", display: "atoz", filters: [letter] });
  });

  it.each(["international", "domestic"])("/%s is the audience content fallback", (slug) => {
    expect(match(`${atoz}/${slug}`)).toEqual(
      content(`${atoz}/${slug}`, { fallback: { kind: "course-atoz-audience", slug } }));
  });

  it("deeper paths are not found", () => {
    expect(match(`${atoz}/a/b`)).toMatchObject({ kind: "not-found" });
  });
});

describe("the route table: news and events (spec §2.3)", () => {
  const news = "/about-yu/news-events/news";
  const events = "/about-yu/news-events/events";

  it("the bare listing paths are listings", () => {
    expect(match(news)).toEqual({ kind: "listing", view: "news", display: "page_1", filters: [] });
    expect(match(`${events}/`)).toEqual({ kind: "listing", view: "events", display: "page_1", filters: [] });
  });

  it("a news category is a listing filter", () => {
    expect(match(`${news}/media-release`)).toEqual(
      { kind: "listing", view: "news", display: "page_1", filters: ["media-release"] });
  });

  it("an event audience is a listing filter", () => {
    expect(match(`${events}/current-students`)).toEqual(
      { kind: "listing", view: "events", display: "page_1", filters: ["current-students"] });
  });

  it("two segments are listing filters", () => {
    expect(match(`${news}/2025/05`)).toEqual(
      { kind: "listing", view: "news", display: "page_1", filters: ["2025", "05"] });
    expect(match(`${events}/alumni/2025/`)).toEqual(
      { kind: "listing", view: "events", display: "page_1", filters: ["alumni", "2025"] });
  });

  it("any other single segment is the article or event fallback", () => {
    expect(match(`${news}/some-article`)).toEqual(
      content(`${news}/some-article`, { fallback: { kind: "news", slug: "some-article" } }));
    expect(match(`${events}/open-day/`)).toEqual(
      content(`${events}/open-day`, { fallback: { kind: "events", slug: "open-day" } }));
  });

  it("more than two segments are not found", () => {
    expect(match(`${news}/a/b/c`)).toMatchObject({ kind: "not-found" });
    expect(match(`${events}/a/b/c`)).toMatchObject({ kind: "not-found" });
  });

  it("the news-events page itself is content", () => {
    expect(match("/about-yu/news-events")).toEqual(content("/about-yu/news-events"));
  });
});

describe("the route table: microsite", () => {
  it("/study-at-yu/uniquely-yu[/{page}]", () => {
    expect(match("/study-at-yu/uniquely-yu")).toEqual(
      { kind: "microsite", page: null, path: "/study-at-yu/uniquely-yu" });
    expect(match("/study-at-yu/uniquely-yu/campus-life/")).toEqual(
      { kind: "microsite", page: "campus-life", path: "/study-at-yu/uniquely-yu/campus-life" });
  });

  it("more segments are not found", () => {
    expect(match("/study-at-yu/uniquely-yu/a/b")).toMatchObject({ kind: "not-found" });
  });
});

describe("the route table: preview", () => {
  it("latest with a section", () => {
    expect(match(`/preview/landing_page/${uuid}/latest?section=102`)).toEqual(
      { kind: "preview", bundle: "landing_page", uuid, revision: "latest", section: "102" });
  });

  it("a revision id", () => {
    expect(match(`/preview/page/${uuid}/123`)).toEqual(
      { kind: "preview", bundle: "page", uuid, revision: 123, section: null });
  });

  it("a section that is not digits is dropped", () => {
    expect(match(`/preview/page/${uuid}/latest?section=main`)).toMatchObject({ section: null });
  });

  it.each([
    "/preview/page/not-a-uuid/latest",
    `/preview/page/${uuid}/current`,
    `/preview/page/${uuid}`,
    `/preview/page/${uuid}/latest/x`,
    `/preview/Page/${uuid}/latest`,
    "/preview",
  ])("%s is not found", (path) => {
    expect(match(path)).toMatchObject({ kind: "not-found" });
  });
});

describe("the route table: study areas", () => {
  const browse = "/study-at-yu/courses/browse-study-areas";

  it("two segments are a study-area page", () => {
    expect(match(`${browse}/business/accounting`)).toEqual(
      { kind: "study-area", studyArea: "business", interestArea: "accounting", audience: "domestic", upcomingOnly: false });
  });

  it("audience=international selects the international variant", () => {
    expect(match(`${browse}/health-biomedicine/nursing?audience=international`)).toEqual(
      { kind: "study-area", studyArea: "health-biomedicine", interestArea: "nursing", audience: "international", upcomingOnly: false });
  });

  it("the bare path is the index of study areas", () => {
    expect(match(browse)).toEqual({ kind: "study-areas", audience: "domestic" });
    expect(match(`${browse}?audience=international`)).toEqual({ kind: "study-areas", audience: "international" });
  });

  it("other depths are content pages", () => {
    expect(match(`${browse}/business`)).toEqual(content(`${browse}/business`));
    expect(match(`${browse}/business/accounting/more`)).toEqual(content(`${browse}/business/accounting/more`));
  });

  it("segments that are not slugs are content pages", () => {
    expect(match(`${browse}/Business/accounting`)).toEqual(content(`${browse}/Business/accounting`));
  });
});

describe("the route table: content pages", () => {
  it("the root is content looked up as /", () => {
    expect(match("/")).toEqual(content("/"));
  });

  it("/choose-yu is the choose subsite", () => {
    expect(match("/choose-yu")).toEqual(content("/choose-yu", {
      subsite: { siteId: "113", basePath: "/choose-yu", name: "Choose YU" },
    }));
  });

  it("any other path is content, case kept", () => {
    expect(match("/about-yu/vision-mission/accessibility-of-our-website")).toEqual(
      content("/about-yu/vision-mission/accessibility-of-our-website"));
    expect(match("/About-YU")).toEqual(content("/About-YU"));
    expect(match("/search/other")).toEqual(content("/search/other"));
  });

  it("an international course path is looked up without /international", () => {
    expect(match("/courses/bachelor-of-nursing-hbns/international")).toEqual(
      content("/courses/bachelor-of-nursing-hbns/international",
        { lookupPath: "/courses/bachelor-of-nursing-hbns", audience: "international" }));
    expect(match("/courses/a/b/c/international/")).toEqual(
      content("/courses/a/b/c/international", { lookupPath: "/courses/a/b/c", audience: "international" }));
  });

  it("a course path with four segments before /international is not international", () => {
    expect(match("/courses/a/b/c/d/international")).toEqual(content("/courses/a/b/c/d/international"));
  });

  it("collapses slashes and decodes the path", () => {
    expect(match("//about-yu//caf%C3%A9/")).toEqual(content("/about-yu/café"));
  });
});

describe("the route table: subsites", () => {
  it.each([
    ["101", "/victoria-business-confucius-institute-vbci"],
    ["102", "/centre-of-policy-studies-cops"],
    ["103", "/institute-for-health-sport-ihes"],
    ["104", "/institute-for-sustainable-industries-liveable-cities-isilc"],
    ["105", "/centre-for-international-research-on-education-systems-cires"],
    ["106", "/school-holiday-sport-programs"],
    ["107", "/story-writing-in-regional-locations-swirl"],
    ["108", "/yu-polytechnic"],
    ["109", "/yu-online"],
    ["110", "/yu-city-tower"],
    ["111", "/yu-sydney"],
    ["112", "/yu-college"],
    ["113", "/choose-yu"],
    ["114", "/dame-alice-rowe-centre"],
  ])("subsite %s at %s and beneath it", (siteId, basePath) => {
    expect(match(basePath)).toMatchObject({ kind: "content", path: basePath, subsite: { siteId, basePath } });
    expect(match(`${basePath}/about/contact/`)).toMatchObject(
      { kind: "content", path: `${basePath}/about/contact`, subsite: { siteId, basePath } });
  });

  it("a path that merely starts with a base path's name is the main site", () => {
    expect(match("/yu-online-learning")).toEqual(content("/yu-online-learning"));
  });
});

describe("the route table: another product slug", () => {
  const abc = { productSlug: "abc", subsites: demoSubsites("abc") };

  it("uses the slug in every product row", () => {
    expect(match("/study-at-abc/course-discovery-quiz", abc)).toEqual({ kind: "fixed", page: "course-discovery-quiz" });
    expect(match("/study-at-abc/international-students/chat-with-our-students", abc)).toEqual(
      { kind: "fixed", page: "chat-with-our-students" });
    expect(match("/study-at-abc/courses/browse-study-areas/all-courses-a-to-z/b", abc)).toEqual(
      { kind: "listing", view: "course_atoz", display: "atoz", filters: ["b"] });
    expect(match("/study-at-abc/courses/browse-study-areas/business/accounting", abc)).toMatchObject(
      { kind: "study-area" });
    expect(match("/about-abc/news-events/news/opinion", abc)).toMatchObject({ kind: "listing", view: "news" });
    expect(match("/about-abc/news-events/events", abc)).toMatchObject({ kind: "listing", view: "events" });
    expect(match("/study-at-abc/uniquely-abc/x", abc)).toMatchObject({ kind: "microsite", page: "x" });
    expect(match("/choose-abc", abc)).toMatchObject({ kind: "content", subsite: { siteId: "113", name: "Choose ABC" } });
  });

  it("treats the default product's paths as plain content", () => {
    expect(match("/study-at-yu/course-discovery-quiz", abc)).toEqual(content("/study-at-yu/course-discovery-quiz"));
    expect(match("/about-yu/news-events/news/a/b/c", abc)).toEqual(content("/about-yu/news-events/news/a/b/c"));
    expect(match("/yu-online", abc)).toEqual(content("/yu-online"));
  });
});

describe("the route table: paths that cannot be normalised", () => {
  it.each([
    ["%E0%A4%A", "malformed percent-encoding"],
    ["/%E0%A4%A", "malformed percent-encoding"],
    ["/a/../b", "dot segment in path"],
    ["/a%00b", "control character in path"],
    ["/a\\b", "backslash in path"],
    [`/${"a".repeat(256)}`, "path segment too long"],
  ])("%s is not found (%s)", (path, reason) => {
    expect(match(path)).toEqual({ kind: "not-found", reason });
  });
});
