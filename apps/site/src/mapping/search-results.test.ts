import { describe, expect, it } from "vitest";
import type { SearchState } from "@/routing/search-query";
import { EMPTY_SEARCH } from "@/routing/testing/search-state";
import { searchResponseSchema } from "@/tide/search-response";
import { siteHosts } from "./search-link";
import { countLine, searchResultsView } from "./search-results";

const own = siteHosts(["www.yu.edu.au"], ["http://localhost:3000"]);

/** A Funnelback answer as a real one is shaped (numbers as strings where Funnelback sends them so). */
function answer(overrides: { results?: unknown[]; total?: number; currStart?: number; currEnd?: number; spell?: unknown; exhibits?: unknown[]; facets?: unknown[] } = {}) {
  return searchResponseSchema.parse({
    question: { query: "nursing" },
    response: {
      resultPacket: {
        resultsSummary: { totalMatching: overrides.total ?? 2, currStart: overrides.currStart ?? 1, currEnd: overrides.currEnd ?? 2, numRanks: 10 },
        spell: overrides.spell ?? null,
        results: overrides.results ?? [
          {
            rank: 1, score: 1000, title: "Bachelor of Nursing", liveUrl: "https://www.yu.edu.au/courses/bachelor-of-nursing-hbns",
            summary: "Nurses care for people. Study nursing at YU.", date: null, fileType: "html",
            metaData: { type: "course", studyLevel: "Undergraduate", campus: "Footscray Park|St Albans", nextIntake: "2027-02-22", studentType: "Australian resident|International student" },
          },
          {
            rank: 2, score: 900, title: "Open day", liveUrl: "https://www.yu.edu.au/about-yu/news-events/events/open-day",
            summary: "Come and see.", date: 1_790_000_000_000, fileType: "html",
            metaData: { type: "event", eventDate: "2026-08-01T10:00:00+10:00", upcoming: "false", eventVenue: "Footscray Park" },
          },
        ],
      },
      facets: overrides.facets ?? [
        {
          name: "Tabs",
          categories: [{ queryStringParamName: "f.Tabs|all", values: [{ data: "All", label: "All", count: "124" }] },
            { queryStringParamName: "f.Tabs|courses", values: [{ data: "Courses & units", label: "Courses & units", count: 40 }] }],
        },
        {
          name: "Study level",
          categories: [{ queryStringParamName: "f.Study level|studyLevel", values: [
            { data: "Undergraduate", label: "Undergraduate", count: 30, selected: false },
            { data: "Postgraduate", label: "Postgraduate", count: 10, selected: false },
          ] }],
        },
        { name: "Empty", categories: null },
      ],
      curator: { exhibits: overrides.exhibits ?? [] },
    },
  });
}

const state = (s: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH, query: "nurses", ...s });

describe("searchResultsView", () => {
  it("gives the course finder cards (linked for its audience) and the site search results, never both", () => {
    const finder = searchResultsView(answer(), state({ scope: "courses", tab: "courses", audience: "international" }), own);
    expect(finder.results).toEqual([]);
    expect(finder.cards.map((c) => c.href)).toEqual(["/courses/bachelor-of-nursing-hbns/international", "/about-yu/news-events/events/open-day"]);
    expect(finder.countText).toBe("1–2 of 2 courses for \"nurses\"");
    const site = searchResultsView(answer(), state(), own);
    expect(site.cards).toEqual([]);
    expect(site.results).toHaveLength(2);
  });

  it("links our own pages by path and highlights the searched words' stems", () => {
    const view = searchResultsView(answer(), state(), own);
    const [course] = view.results;
    expect(course?.href).toBe("/courses/bachelor-of-nursing-hbns");
    expect(course?.crumbs).toEqual(["www.yu.edu.au", "courses", "bachelor-of-nursing-hbns"]);
    expect(course?.summary.filter((s) => s.match).map((s) => s.text)).toEqual(["Nurses", "nursing"]);
    expect(course?.kind).toBe("Course");
    expect(course?.facts).toEqual([
      { label: "Study level", value: "Undergraduate" },
      { label: "Campus", value: "Footscray Park, St Albans" },
      { label: "Next intake", value: "22 February 2027" },
    ]);
  });

  it("says an event has passed", () => {
    const event = searchResultsView(answer(), state(), own).results[1];
    expect(event?.kind).toBe("Event");
    expect(event?.notice).toBe("This event has passed");
  });

  it("opens the international variant of a course when the visitor asked for international students", () => {
    const intl = searchResultsView(answer(), state({ facets: [{ param: "f.Student type|studentType", value: "International student" }] }), own);
    expect(intl.results[0]?.href).toBe("/courses/bachelor-of-nursing-hbns/international");
    expect(intl.results[1]?.href).toBe("/about-yu/news-events/events/open-day");
    const both = searchResultsView(answer(), state({ facets: [
      { param: "f.Student type|studentType", value: "International student" },
      { param: "f.Student type|studentType", value: "Australian resident" },
    ] }), own);
    expect(both.results[0]?.href).toBe("/courses/bachelor-of-nursing-hbns");
  });

  it("keeps other sites' results absolute and drops links that are not http(s)", () => {
    const view = searchResultsView(answer({ results: [
      { title: "Elsewhere", liveUrl: "https://example.org/a?b=1", metaData: {} },
      { title: "Script", liveUrl: "javascript:alert(1)", metaData: {} },
    ] }), state(), own);
    expect(view.results.map((r) => r.href)).toEqual(["https://example.org/a?b=1"]);
  });

  it("counts tabs, reads facets with their parameter names and leaves Tabs and empty facets out", () => {
    const view = searchResultsView(answer(), state({ tab: "courses" }), own);
    expect(view.tabs.map((t) => [t.label, t.count, t.selected])).toEqual([
      ["All", 124, false], ["Courses & units", 40, true], ["News", null, false], ["Events", null, false], ["People", null, false],
      ["Scholarships", null, false],
    ]);
    expect(view.tabs[2]?.href).toBe("/search?query=nurses&tab=news");
    expect(view.facets).toHaveLength(1);
    expect(view.facets[0]).toMatchObject({ name: "Study level", param: "f.Study level|studyLevel" });
    expect(view.facets[0]?.values[0]).toMatchObject({ label: "Undergraduate", count: 30, selected: false,
      href: "/search?query=nurses&tab=courses&f.Study+level%7CstudyLevel=Undergraduate" });
  });

  it("keeps a selection the service no longer lists, so it can be unticked", () => {
    const view = searchResultsView(answer(), state({ facets: [{ param: "f.Study level|studyLevel", value: "TAFE" }] }), own);
    expect(view.facets[0]?.values.at(-1)).toMatchObject({ value: "TAFE", count: 0, selected: true, href: "/search?query=nurses" });
  });

  it("writes the count line", () => {
    expect(searchResultsView(answer({ total: 124, currStart: 11, currEnd: 20 }), state({ query: "business", page: 2 }), own).countText)
      .toBe("11–20 of 124 results for \"business\"");
    expect(countLine(0, 0, 0, "zzz")).toBe("0 results for \"zzz\"");
    expect(countLine(1, 1, 1, "x")).toBe("1 result for \"x\"");
    expect(countLine(1, 10, 1500, "")).toBe("1–10 of 1,500 results");
  });

  it("numbers at most 50 pages, with gaps", () => {
    const view = searchResultsView(answer({ total: 5000 }), state({ page: 7 }), own);
    expect(view.pager?.count).toBe(50);
    expect(view.pager?.pages.map((p) => p?.page ?? "…")).toEqual([1, "…", 6, 7, 8, "…", 50]);
    expect(view.pager?.previous).toBe("/search?query=nurses&page=6");
    expect(searchResultsView(answer({ total: 5 }), state(), own).pager).toBeNull();
    const second = searchResultsView(answer({ total: 40 }), state({ page: 3 }), own).pager;
    expect(second?.pages.map((p) => p?.page ?? "…")).toEqual([1, 2, 3, 4]);
  });

  it("offers the spelling the service suggests, and best bets as plain text", () => {
    const view = searchResultsView(answer({
      spell: { text: "nursing", url: "?query=nursing" },
      exhibits: [{ category: "BEST_BETS", titleHtml: "Fees &amp; <b>costs</b>", descriptionHtml: "<script>x</script>What it costs", linkUrl: "https://www.yu.edu.au/study-at-yu/fees", displayUrl: "https://www.yu.edu.au/study-at-yu/fees" }],
    }), state({ query: "nursign" }), own);
    expect(view.spell).toEqual({ text: "nursing", href: "/search?query=nursing" });
    expect(view.bestBets).toEqual([{ key: "0:https://www.yu.edu.au/study-at-yu/fees", title: "Fees & costs", description: "What it costs", href: "/study-at-yu/fees", crumbs: ["www.yu.edu.au", "study-at-yu", "fees"] }]);
  });

  it("reads an answer with no result packet (a blank query on a real Funnelback)", () => {
    const view = searchResultsView(searchResponseSchema.parse({ response: { resultPacket: null, facets: null } }), state(), own);
    expect(view).toMatchObject({ total: 0, results: [], countText: "0 results for \"nurses\"", pager: null });
  });
});

describe("scholarship results", () => {
  const now = Date.parse("2026-11-28T10:00:00+11:00");
  const scholarship = (title: string, meta: Record<string, string>) => ({
    rank: 1, title, liveUrl: `https://www.yu.edu.au/scholarships/${title.toLowerCase().replaceAll(" ", "-")}`, summary: "Support for you.",
    metaData: { type: "scholarship", valueText: "$5,000 a year", support: "Cash payment", selection: "application", audience: "domestic|international",
      studyLevel: "Undergraduate|Postgraduate|Research|TAFE|Short course (non-award)", equityGroup: "First in family", closeDate: "20261203", openDate: "", ...meta },
  });

  it("shows the finder's hits as scholarship cards with their date state", () => {
    const view = searchResultsView(answer({ results: [scholarship("First in family", {}), scholarship("Global excellence", { audience: "international", studyLevel: "Postgraduate", equityGroup: "", closeDate: "99991231", selection: "automatic" })] }),
      { ...EMPTY_SEARCH, scope: "scholarships", tab: "scholarships" }, own, now);
    expect(view.results).toEqual([]);
    expect(view.cards).toEqual([]);
    expect(view.scholarships.map((c) => [c.title, c.href, c.valueText, c.whoFor, c.support, c.selection, c.date.label])).toEqual([
      ["First in family", "/scholarships/first-in-family", "$5,000 a year", "Australian and international students · Any study level · First in family", "Cash payment", "By application", "Closing soon: closes in 5 days"],
      ["Global excellence", "/scholarships/global-excellence", "$5,000 a year", "International students · Postgraduate", "Cash payment", "Automatic", "Always open"],
    ]);
    expect(view.countText).toBe("1–2 of 2 scholarships");
  });

  it("shows a scholarship in the site search as a Scholarship with its value and dates", () => {
    const view = searchResultsView(answer({ results: [scholarship("First in family", {}), scholarship("Old one", { closeDate: "20260101" })] }), state({ tab: "scholarships" }), own, now);
    expect(view.results[0]).toMatchObject({ kind: "Scholarship", notice: null,
      facts: [{ label: "Value", value: "$5,000 a year" }, { label: "Support", value: "Cash payment" }, { label: "Applications", value: "Closing soon: closes in 5 days" }] });
    expect(view.results[1]).toMatchObject({ kind: "Scholarship", notice: "Applications have closed" });
  });
});
