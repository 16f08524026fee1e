import { describe, expect, it } from "vitest";
import type { CatalogueEntry } from "./facet-counts.ts";
import { MetaIndex, type MetaReader } from "./meta-index.ts";
import { parseMetaQuery } from "./meta-query.ts";

function entry(uuid: string): CatalogueEntry {
  return { uuid, tab: "courses", facets: {}, valueIds: [], sortTitle: uuid, titleWords: uuid, internalId: 1, dateMs: null, nextIntake: null,
    eventDates: null, eventLastEndMs: null };
}

const META = new Map<string, Record<string, string>>([
  ["a", { interestArea: "Accounting & finance|Management & leadership", studyTopicArea: "Business|Higher Education diploma" }],
  ["b", { interestArea: "Accounting & finance", studyTopicArea: "Business" }],
  ["c", { interestArea: "Marketing", studyTopicArea: "Business" }],
  ["d", { unitCode: "BAC1101" }],
]);

/** A reader over META that records what it is asked. */
function reader(failFirst = false): MetaReader & { reads: string[] } {
  const reads: string[] = [];
  let fail = failFirst;
  return {
    reads,
    keys: async () => { reads.push("keys"); return [...new Set([...META.values()].flatMap((meta) => Object.keys(meta)))]; },
    values: async (key) => {
      reads.push(key);
      if (fail) { fail = false; throw new Error("read failed"); }
      return [...META].flatMap(([uuid, meta]): [string, string][] => (meta[key] === undefined ? [] : [[uuid, meta[key]]]));
    },
  };
}

const entries = ["a", "b", "c", "d"].map(entry);
const index = new MetaIndex(reader());
const uuids = async (query: string, on = index) => (await on.filter(entries, parseMetaQuery(query).constraints)).map((found) => found.uuid);

describe("MetaIndex.filter", () => {
  it("keeps every entry without constraints", async () => {
    expect(await uuids("")).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps the entries whose metaData holds the phrase, in order", async () => {
    expect(await uuids('interestArea:"Accounting & finance"')).toEqual(["a", "b"]);
    expect(await uuids("interestArea:marketing")).toEqual(["c"]);
    expect(await uuids("unitCode:bac1101")).toEqual(["d"]);
  });

  it("ANDs several constraints", async () => {
    expect(await uuids('interestArea:"accounting & finance" studyTopicArea:"Higher Education diploma"')).toEqual(["a"]);
    expect(await uuids("interestArea:marketing studyTopicArea:diploma")).toEqual([]);
  });

  it("matches nothing for a class no document has, or one of another case", async () => {
    expect(await uuids("campus:footscray")).toEqual([]);
    expect(await uuids("interestarea:marketing")).toEqual([]);
    expect(await uuids("constructor:function")).toEqual([]);
    expect(await uuids("toString:x")).toEqual([]);
  });

  it("reads the keys once and each key's values once, and never a key no document has", async () => {
    const counting = reader();
    const fresh = new MetaIndex(counting);
    await uuids("interestArea:marketing", fresh);
    await uuids('interestArea:"accounting & finance" campus:x other:y', fresh);
    expect(counting.reads).toEqual(["keys", "interestArea"]);
  });

  it("reads a key again after a failed read", async () => {
    const failing = reader(true);
    const fresh = new MetaIndex(failing);
    await expect(uuids("interestArea:marketing", fresh)).rejects.toThrow("read failed");
    expect(await uuids("interestArea:marketing", fresh)).toEqual(["c"]);
    expect(failing.reads).toEqual(["keys", "interestArea", "interestArea"]);
  });
});

describe("MetaIndex.filter with metadata parameters", () => {
  const NUMBERS = new Map<string, Record<string, string>>([
    ["a", { closeDate: "20261201", courses: "HBNS|HLT54121" }], ["b", { closeDate: "99991231", courses: "any" }],
    ["c", { closeDate: "20261001", courses: "BBNS" }], ["d", { title: "no close date" }]]);
  const numbers: MetaReader = {
    keys: async () => [...new Set([...NUMBERS.values()].flatMap((meta) => Object.keys(meta)))],
    values: async (key) => [...NUMBERS].flatMap(([uuid, meta]): [string, string][] => (meta[key] === undefined ? [] : [[uuid, meta[key]]])),
  };
  const metaIndex = new MetaIndex(numbers);
  const found = async (ranges: { operator: "ge" | "lt"; field: string; value: number }[], anyOf: { field: string; words: string[] }[] = []) =>
    (await metaIndex.filter(entries, [], { ranges, anyOf })).map((item) => item.uuid);

  it("keeps documents whose class compares as asked, never one without the class", async () => {
    expect(await found([{ operator: "ge", field: "closeDate", value: 20261128 }])).toEqual(["a", "b"]);
    expect(await found([{ operator: "lt", field: "closeDate", value: 20261128 }])).toEqual(["c"]);
    expect(await found([{ operator: "ge", field: "nothing", value: 1 }])).toEqual([]);
  });

  it("keeps documents holding any of the words of meta_{class}_orsand, as whole words", async () => {
    expect(await found([], [{ field: "courses", words: ["hbns", "any"] }])).toEqual(["a", "b"]);
    expect(await found([], [{ field: "courses", words: ["hb"] }])).toEqual([]);
    expect(await found([{ operator: "ge", field: "closeDate", value: 20261128 }], [{ field: "courses", words: ["bbns", "hlt54121"] }])).toEqual(["a"]);
  });

  it("answers a class's values as indexed, for the metadata sorts", async () => {
    expect((await metaIndex.values("closeDate"))?.get("b")).toBe("99991231");
    expect(await metaIndex.values("nothing")).toBeUndefined();
  });
});
