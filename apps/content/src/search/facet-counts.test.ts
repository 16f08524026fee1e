import { describe, expect, it } from "vitest";
import { countFacets as countWith, FacetDictionary, sortEntries, type CatalogueEntry } from "./facet-counts.ts";
import type { FacetSelections } from "./facet-params.ts";

let id = 0;
const dictionary = new FacetDictionary();
const countFacets = (entries: CatalogueEntry[], selections: FacetSelections) => countWith(entries, selections, dictionary);
function entry(title: string, facets: Record<string, string[]>, extra: Partial<CatalogueEntry> = {}): CatalogueEntry {
  id += 1;
  return { uuid: `u${id}`, tab: "courses", facets, valueIds: dictionary.idsOf(facets), sortTitle: title.toLowerCase(), titleWords: title.toLowerCase(), internalId: id, dateMs: null, nextIntake: null,
    eventDates: null, eventLastEndMs: null, ...extra };
}
const select = (values: Record<string, string[]>, tab: FacetSelections["tab"] = null): FacetSelections =>
  ({ tab, tabParam: null, values: new Map(Object.entries(values)) });

const catalogue = [
  entry("A", { studyLevel: ["Undergraduate"], campus: ["Sunshine", "St Albans"] }),
  entry("B", { studyLevel: ["Undergraduate"], campus: ["Sunshine"] }),
  entry("C", { studyLevel: ["Postgraduate"], campus: ["St Albans"] }),
  entry("D", { studyLevel: ["TAFE"], campus: ["Sunshine"] }),
  entry("News", {}, { tab: "news" }),
];

describe("countFacets", () => {
  it("counts every value with no selection", () => {
    const counted = countFacets(catalogue, select({}));
    expect(counted.passing).toHaveLength(5);
    expect(Object.fromEntries(counted.tabCounts)).toEqual({ courses: 4, news: 1 });
    expect(Object.fromEntries(counted.facetCounts.get("campus") ?? [])).toEqual({ Sunshine: 3, "St Albans": 2 });
  });

  it("ORs values within a facet, ANDs facets, and counts each facet without its own selection", () => {
    const counted = countFacets(catalogue, select({ studyLevel: ["Undergraduate", "Postgraduate"], campus: ["St Albans"] }));
    expect(counted.passing.map((e) => e.sortTitle)).toEqual(["a", "c"]);
    // Study level counted with the campus selection only; campus with the level selection only.
    expect(Object.fromEntries(counted.facetCounts.get("studyLevel") ?? [])).toEqual({ Undergraduate: 1, Postgraduate: 1 });
    expect(Object.fromEntries(counted.facetCounts.get("campus") ?? [])).toEqual({ Sunshine: 2, "St Albans": 2 });
    expect(Object.fromEntries(counted.tabCounts)).toEqual({ courses: 2 });
  });

  it("counts tabs without the tab selection and facets within it", () => {
    const counted = countFacets(catalogue, select({}, "news"));
    expect(counted.passing.map((e) => e.sortTitle)).toEqual(["news"]);
    expect(Object.fromEntries(counted.tabCounts)).toEqual({ courses: 4, news: 1 });
    expect(counted.facetCounts.size).toBe(0);
  });
});

describe("sortEntries", () => {
  const now = new Date("2026-06-15T00:00:00Z");
  it("sorts by title then internal id, and relevance with past events last", () => {
    const past = entry("Past event", {}, { tab: "events", eventLastEndMs: now.getTime() - 1 });
    const soon = entry("Soon", {}, { tab: "events", eventLastEndMs: now.getTime() + 1 });
    const twin = entry("a", {});
    const list = [past, soon, twin, ...catalogue];
    expect(sortEntries([...list], "title", now, null).map((e) => e.uuid).slice(0, 2)).toEqual([catalogue[0]?.uuid, twin.uuid]);
    const scores = new Map([[past.uuid, 9], [soon.uuid, 1]]);
    expect(sortEntries([past, soon], "relevance", now, scores).map((e) => e.sortTitle)).toEqual(["soon", "past event"]);
  });

  it("puts documents without a next intake last", () => {
    const later = entry("Later", {}, { nextIntake: "2027-02-01" });
    const sooner = entry("Sooner", {}, { nextIntake: "2026-07-01" });
    const none = entry("Aardvark", {});
    expect(sortEntries([none, later, sooner], "metanextIntake", now, null).map((e) => e.sortTitle)).toEqual(["sooner", "later", "aardvark"]);
  });

  it("sorts by any metadata class, meta{class} ascending and dmeta{class} descending, documents without it last", () => {
    const open = entry("Always open", {});
    const soon = entry("Soon", {});
    const later = entry("Later", {});
    const page = entry("A page", {});
    const closeDate = new Map([[open.uuid, "99991231"], [soon.uuid, "20261203"], [later.uuid, "20270115"]]);
    expect(sortEntries([page, open, later, soon], "metacloseDate", now, null, closeDate).map((e) => e.sortTitle))
      .toEqual(["soon", "later", "always open", "a page"]);
    const valueSort = new Map([[open.uuid, "000001500"], [soon.uuid, "000035900"], [later.uuid, "000013000"]]);
    expect(sortEntries([page, open, later, soon], "dmetavalueSort", now, null, valueSort).map((e) => e.sortTitle))
      .toEqual(["soon", "later", "always open", "a page"]);
    // Equal values fall back to the title.
    expect(sortEntries([later, soon], "metacloseDate", now, null, new Map([[soon.uuid, "1"], [later.uuid, "1"]])).map((e) => e.sortTitle))
      .toEqual(["later", "soon"]);
  });
});
