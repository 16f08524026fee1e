import { describe, expect, it } from "vitest";
import {
  QUERY_TOO_LONG, SEARCH_MAX_FACETS, maxPage, hasSearch, normaliseQuery, parseSearchQuery, searchHref,
  serviceParams, toggleFacet, withTab,
} from "./search-query";
import { EMPTY_SEARCH } from "./testing/search-state";

const parse = (qs: string) => parseSearchQuery(new URLSearchParams(qs));

describe("parseSearchQuery", () => {
  it("reads query, tab, facets, sort and page", () => {
    const { state, problem } = parse("query=nursing&tab=courses&f.Study+level%7CstudyLevel=Undergraduate&f.Campus%7Ccampus=Footscray+Park&sort=title&page=3");
    expect(problem).toBeNull();
    expect(state).toEqual({
      scope: "site",
      audience: "domestic",
      query: "nursing",
      tab: "courses",
      facets: [
        { param: "f.Study level|studyLevel", value: "Undergraduate" },
        { param: "f.Campus|campus", value: "Footscray Park" },
      ],
      sort: "title",
      page: 3,
      status: "open",
      course: "",
    });
  });

  it("falls back to defaults for anything malformed", () => {
    expect(parse("tab=everything&sort=random&page=-2").state).toEqual(EMPTY_SEARCH);
    expect(parse("page=abc").state.page).toBe(1);
    expect(parse("page=0").state.page).toBe(1);
    expect(parse("page=1e3").state.page).toBe(1);
  });

  it("never pages past the 500 results the service answers", () => {
    expect(maxPage("site")).toBe(50);
    expect(maxPage("courses")).toBe(42);
    expect(parse("query=a&page=999").state.page).toBe(50);
  });

  it("collapses white space and drops control characters", () => {
    expect(parse("query=%20%20nursing%0A%0Dcourses%00%20").state.query).toBe("nursing courses");
    expect(normaliseQuery("\tart  \u0007history ")).toBe("art history");
  });

  it("reports a query that is too long and keeps only its beginning", () => {
    const { state, problem } = parse(`query=${"a".repeat(300)}`);
    expect(problem).toBe(QUERY_TOO_LONG);
    expect(state.query).toHaveLength(256);
  });

  it("keeps only well-formed facet parameters, once each, and never the Tabs facet (the tab says that)", () => {
    const { state } = parse([
      "f.Campus%7Ccampus=Sydney",
      "f.Campus%7Ccampus=Sydney",
      "f.Campus=Sydney",
      "f.%7Ccampus=Sydney",
      "f.Tabs%7Cnews=News",
      "f.Campus%7Ccampus=",
      `f.Campus%7Ccampus=${"x".repeat(201)}`,
      "g.Campus%7Ccampus=Sydney",
      "f.A%7Cb%7Cc=1",
    ].join("&"));
    expect(state.facets).toEqual([{ param: "f.Campus|campus", value: "Sydney" }]);
  });

  it("keeps at most 30 facet selections", () => {
    const qs = Array.from({ length: 40 }, (_, i) => `f.Campus%7Ccampus=c${i}`).join("&");
    expect(parse(qs).state.facets).toHaveLength(SEARCH_MAX_FACETS);
  });
});

describe("searchHref", () => {
  it("leaves defaults out, so a bare search is /search", () => {
    expect(searchHref(EMPTY_SEARCH)).toBe("/search");
    expect(searchHref({ ...EMPTY_SEARCH, query: "fees" })).toBe("/search?query=fees");
  });

  it("round-trips through parseSearchQuery, '&' and '|' included", () => {
    const state = {
      ...EMPTY_SEARCH,
      query: "law & justice \"criminal\"",
      tab: "courses" as const,
      facets: [{ param: "f.Study area|studyTopicArea", value: "Law & justice" }],
      sort: "date" as const,
      page: 2,
    };
    const href = searchHref(state);
    expect(href.startsWith("/search?")).toBe(true);
    expect(parse(href.slice("/search?".length)).state).toEqual(state);
  });
});

describe("state changes", () => {
  const base = { ...EMPTY_SEARCH, query: "art", tab: "courses" as const, page: 4, facets: [{ param: "f.Campus|campus", value: "Sydney" }] };

  it("a new tab clears its facets and returns to page 1", () => {
    expect(withTab(base, "news")).toEqual({ ...base, tab: "news", facets: [], page: 1 });
  });

  it("a facet toggles on and off and returns to page 1", () => {
    const on = toggleFacet(base, { param: "f.Campus|campus", value: "Online" });
    expect(on.facets).toHaveLength(2);
    expect(on.page).toBe(1);
    expect(toggleFacet(on, { param: "f.Campus|campus", value: "Sydney" }).facets).toEqual([{ param: "f.Campus|campus", value: "Online" }]);
  });

  it("knows when nothing has been asked", () => {
    expect(hasSearch(EMPTY_SEARCH)).toBe(false);
    expect(hasSearch({ ...EMPTY_SEARCH, tab: "events" })).toBe(true);
  });
});

describe("serviceParams", () => {
  it("asks for one page of ten, the tab as the Tabs facet, and the selections", () => {
    const state = { ...EMPTY_SEARCH, query: "nursing", tab: "courses" as const, facets: [{ param: "f.Campus|campus", value: "Sydney" }], sort: "" as const, page: 3 };
    expect(serviceParams(state, "yu-search")).toEqual([
      ["collection", "yu-search"],
      ["profile", "_default"],
      ["query", "nursing"],
      ["num_ranks", "10"],
      ["start_rank", "21"],
      ["f.Tabs|courses", "Courses & units"],
      ["f.Campus|campus", "Sydney"],
    ]);
  });

  it("sends no tab for All and the sort when chosen", () => {
    const params = serviceParams({ ...EMPTY_SEARCH, query: "x", sort: "date" }, "c");
    expect(params.some(([k]) => k.startsWith("f.Tabs"))).toBe(false);
    expect(params).toContainEqual(["sort", "date"]);
  });
});

describe("the course finder's scope", () => {
  const parseFinder = (qs: string) => parseSearchQuery(new URLSearchParams(qs), "courses");

  it("always searches courses, lists every course when nothing is asked, and keeps the audience", () => {
    const { state } = parseFinder("tab=news&audience=international");
    expect(state).toMatchObject({ scope: "courses", tab: "courses", audience: "international", query: "" });
    expect(hasSearch(parseFinder("").state)).toBe(true);
    expect(parseFinder("audience=International").state.audience).toBe("domestic");
  });

  it("takes the Student type from the audience, never from the address", () => {
    expect(parseFinder("f.Student%20type%7CstudentType=International%20student").state.facets).toEqual([]);
    const params = serviceParams(parseFinder("audience=international&query=nursing").state, "yu-search-courses");
    expect(params).toContainEqual(["f.Student type|studentType", "International student"]);
    expect(params).toContainEqual(["f.Tabs|courses", "Courses & units"]);
    expect(params).toContainEqual(["num_ranks", "12"]);
    expect(serviceParams(parseFinder("").state, "c")).toContainEqual(["f.Student type|studentType", "Australian resident"]);
  });

  it("sorts by relevance, A to Z or soonest intake only", () => {
    expect(parseFinder("sort=metanextIntake").state.sort).toBe("metanextIntake");
    expect(parseFinder("sort=title").state.sort).toBe("title");
    expect(parseFinder("sort=date").state.sort).toBe("");
    expect(parseSearchQuery(new URLSearchParams("sort=metanextIntake")).state.sort).toBe("");
  });

  it("has /course-discovery addresses that round-trip", () => {
    const state = { ...parseFinder("").state, query: "nurse & care", audience: "international" as const, sort: "metanextIntake" as const, page: 2,
      facets: [{ param: "f.Campus|campus", value: "Footscray Park" }] };
    const href = searchHref(state);
    expect(href).toBe("/course-discovery?query=nurse+%26+care&audience=international&f.Campus%7Ccampus=Footscray+Park&sort=metanextIntake&page=2");
    expect(parseFinder(href.slice("/course-discovery?".length)).state).toEqual(state);
    expect(searchHref(parseFinder("").state)).toBe("/course-discovery");
  });
});

describe("the scholarship finder's address", () => {
  const scholarships = (qs: string) => parseSearchQuery(new URLSearchParams(qs), "scholarships").state;

  it("reads the status, the course and the audience, and writes them back", () => {
    const state = scholarships("audience=international&course=hbns&status=closed&sort=dmetavalueSort&f.Support%7Csupport=Fee+waiver");
    expect(state).toMatchObject({ audience: "international", course: "HBNS", status: "closed", sort: "dmetavalueSort", tab: "scholarships" });
    expect(searchHref(state)).toBe("/scholarships?audience=international&course=HBNS&status=closed&f.Support%7Csupport=Fee+waiver&sort=dmetavalueSort");
  });

  it("defaults to open ones, closing soonest, for every course; a bad course or status is ignored", () => {
    const state = scholarships("course=HB%20NS&status=whenever&sort=metanextIntake");
    expect(state).toMatchObject({ status: "open", course: "", sort: "" });
    expect(searchHref(state)).toBe("/scholarships");
    expect(hasSearch(state)).toBe(true);
  });

  it("has no status or course in the other scopes", () => {
    expect(parse("status=closed&course=HBNS").state).toMatchObject({ status: "open", course: "" });
    expect(parseSearchQuery(new URLSearchParams("status=closed&course=HBNS"), "courses").state).toMatchObject({ status: "open", course: "" });
  });

  it("asks open ones from today (Melbourne's, given), closing soonest first", () => {
    expect(serviceParams(scholarships(""), "yu-search-scholarships", { today: "20261128" })).toEqual([
      ["collection", "yu-search-scholarships"],
      ["profile", "_default"],
      ["query", ""],
      ["num_ranks", "12"],
      ["start_rank", "1"],
      ["sort", "metacloseDate"],
      ["f.Student type|studentType", "Australian resident"],
      ["ge_closeDate", "20261128"],
    ]);
  });

  it("asks closed ones before today, by value or by relevance", () => {
    const closed = serviceParams(scholarships("status=closed&sort=dmetavalueSort"), "c", { today: "20261128" });
    expect(closed).toContainEqual(["lt_closeDate", "20261128"]);
    expect(closed).toContainEqual(["sort", "dmetavalueSort"]);
    expect(serviceParams(scholarships("sort=relevance"), "c", { today: "20261128" }).some(([k]) => k === "sort")).toBe(false);
  });

  it("narrows to a course: its level and areas (unless chosen), and its code or none", () => {
    const course = { levels: ["Undergraduate"], areas: ["Health & biomedicine"] };
    const params = serviceParams(scholarships("audience=international&course=HBNS"), "c", { today: "20261128", course });
    expect(params).toContainEqual(["f.Student type|studentType", "International student"]);
    expect(params).toContainEqual(["f.Study level|studyLevel", "Undergraduate"]);
    expect(params).toContainEqual(["f.Study area|studyTopicArea", "Health & biomedicine"]);
    expect(params).toContainEqual(["meta_courses_orsand", "HBNS any"]);
    const chosen = serviceParams(scholarships("course=HBNS&f.Study+level%7CstudyLevel=Postgraduate"), "c", { course });
    expect(chosen.filter(([k]) => k === "f.Study level|studyLevel")).toEqual([["f.Study level|studyLevel", "Postgraduate"]]);
    // An unknown course still narrows by its code.
    expect(serviceParams(scholarships("course=ZZZ1"), "c", { course: null })).toContainEqual(["meta_courses_orsand", "ZZZ1 any"]);
  });
});
