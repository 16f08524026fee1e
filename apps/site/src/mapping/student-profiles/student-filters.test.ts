import { describe, expect, it } from "vitest";
import type { StudentProfileView } from "./student-profile";
import { filterOptions, filterProfiles, filterQuery, parseStudentFilters } from "./student-filters";

const c = (value: string, label: string) => ({ value, label });
const student = (id: string, area: string, campus: string, country: string, languages: string[]): StudentProfileView => ({
  id, name: id, photo: null, quote: null, bio: null, course: null,
  area: c(area, area.toUpperCase()), campus: c(campus, campus.toUpperCase()), country: c(country, country.toUpperCase()),
  languages: languages.map((l) => c(l, l.toUpperCase())),
});
const all = [
  student("linh", "health", "st-albans", "vietnam", ["vietnamese", "english"]),
  student("mei", "business", "city-tower", "china", ["mandarin", "english"]),
  student("siti", "health", "footscray-park", "malaysia", ["malay", "mandarin", "english"]),
];
const options = filterOptions(all);
const parse = (query: string) => parseStudentFilters(new URLSearchParams(query), options);

describe("filterOptions", () => {
  it("offers every value the students have, once, alphabetically, in the form's order", () => {
    expect(options.map((o) => o.key)).toEqual(["area", "campus", "country", "language"]);
    expect(options[3]?.choices.map((x) => x.value)).toEqual(["english", "malay", "mandarin", "vietnamese"]);
    expect(options[0]?.choices.map((x) => x.value)).toEqual(["business", "health"]);
  });
});

describe("parseStudentFilters", () => {
  it("reads the filters that are choices", () => {
    expect(parse("area=health&language=mandarin")).toEqual({ filters: { area: "health", language: "mandarin" }, ignored: false });
    expect(parse("campus=CITY-TOWER")).toEqual({ filters: { campus: "city-tower" }, ignored: false });
  });

  it("ignores empty values and other parameters", () => {
    expect(parse("area=&country=&asked=123&utm_source=x")).toEqual({ filters: {}, ignored: false });
  });

  it.each([
    ["an unknown value", "area=astrology"],
    ["markup", "country=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a huge value", `language=${"a".repeat(100_000)}`],
    ["a prototype key", "area=__proto__"],
    ["a lone percent sign", "campus=%"],
    ["control characters", "country=%00%0d%0a"],
  ])("ignores %s and says so", (_label, query) => {
    expect(parse(query)).toEqual({ filters: {}, ignored: true });
  });

  it("takes the first of repeated values", () => {
    expect(parse("area=business&area=health").filters).toEqual({ area: "business" });
  });
});

describe("filterProfiles", () => {
  const ids = (query: string) => filterProfiles(all, parse(query).filters).map((p) => p.id);
  it("keeps the students matching every chosen filter", () => {
    expect(ids("")).toEqual(["linh", "mei", "siti"]);
    expect(ids("area=health")).toEqual(["linh", "siti"]);
    expect(ids("language=mandarin")).toEqual(["mei", "siti"]);
    expect(ids("area=health&language=mandarin")).toEqual(["siti"]);
    expect(ids("area=business&campus=st-albans")).toEqual([]);
  });
});

describe("filterQuery", () => {
  it("writes the filters in the form's order", () => {
    expect(filterQuery({ language: "english", area: "health" })).toBe("area=health&language=english");
    expect(filterQuery({})).toBe("");
  });
});
