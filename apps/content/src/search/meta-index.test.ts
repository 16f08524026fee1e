import { describe, expect, it } from "vitest";
import type { CatalogueEntry } from "./facet-counts.ts";
import { MetaIndex } from "./meta-index.ts";
import { parseMetaQuery } from "./meta-query.ts";

function entry(uuid: string): CatalogueEntry {
  return { uuid, tab: "courses", facets: {}, valueIds: [], sortTitle: uuid, internalId: 1, dateMs: null, nextIntake: null,
    eventDates: null, eventLastEndMs: null };
}

const entries = ["a", "b", "c", "d"].map(entry);
const index = new MetaIndex(new Map<string, Record<string, string>>([
  ["a", { interestArea: "Accounting & finance|Management & leadership", studyTopicArea: "Business|Higher Education diploma" }],
  ["b", { interestArea: "Accounting & finance", studyTopicArea: "Business" }],
  ["c", { interestArea: "Marketing", studyTopicArea: "Business" }],
  ["d", { unitCode: "BAC1101" }],
]));
const uuids = (query: string) => index.filter(entries, parseMetaQuery(query).constraints).map((found) => found.uuid);

describe("MetaIndex.filter", () => {
  it("keeps every entry without constraints", () => {
    expect(uuids("")).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps the entries whose metaData holds the phrase, in order", () => {
    expect(uuids('interestArea:"Accounting & finance"')).toEqual(["a", "b"]);
    expect(uuids("interestArea:marketing")).toEqual(["c"]);
    expect(uuids("unitCode:bac1101")).toEqual(["d"]);
  });

  it("ANDs several constraints", () => {
    expect(uuids('interestArea:"accounting & finance" studyTopicArea:"Higher Education diploma"')).toEqual(["a"]);
    expect(uuids("interestArea:marketing studyTopicArea:diploma")).toEqual([]);
  });

  it("matches nothing for a class no document has, or one of another case", () => {
    expect(uuids("campus:footscray")).toEqual([]);
    expect(uuids("interestarea:marketing")).toEqual([]);
    expect(uuids("constructor:function")).toEqual([]);
    expect(uuids("toString:x")).toEqual([]);
  });
});
