import { describe, expect, it } from "vitest";
import { courseSearchPlan, courseSearchUrl, narrowsToInterest, serialiseParams, studyAreaFilters, wireParams } from "./course-search-plan";

const base = { collection: "yu-search-courses", audience: "domestic" as const, interestLabel: "Accounting & finance", interestClass: "interestArea" };

describe("course search plan (spec §7)", () => {
  it("one request for most areas", () => {
    expect(studyAreaFilters("Law & justice")).toEqual(["Law & justice"]);
    expect(courseSearchPlan({ ...base, areaLabel: "Health & biomedicine" })).toHaveLength(1);
  });

  it("two for Education, Business and Computers & IT: the area and Higher Education diplomas", () => {
    for (const area of ["Education", "Business", "Computers & IT"]) {
      expect(courseSearchPlan({ ...base, areaLabel: area }).map((p) => p["f.Study area|studyTopicArea"])).toEqual([area, "Higher Education diploma"]);
    }
  });

  it("three for VCE, preparation & English language", () => {
    expect(courseSearchPlan({ ...base, areaLabel: "VCE, preparation & English language" }).map((p) => p["f.Study area|studyTopicArea"]))
      .toEqual(["English preparation", "Secondary school (VCE)", "Foundation studies"]);
  });

  it("every request carries the spec's parameters, the student type following the audience", () => {
    const [domestic] = courseSearchPlan({ ...base, areaLabel: "Business" });
    expect(domestic).toEqual({
      profile: "_default",
      collection: "yu-search-courses",
      num_ranks: "500",
      query: 'interestArea:"Accounting & finance"',
      "f.Tabs|courses": "Courses & units",
      "f.Student type|studentType": "Australian resident",
      "f.Study area|studyTopicArea": "Business",
    });
    const [international] = courseSearchPlan({ ...base, audience: "international", areaLabel: "Business" });
    expect(international?.["f.Student type|studentType"]).toBe("International student");
    expect(courseSearchPlan({ ...base, interestLabel: null, areaLabel: "Trades" })[0]?.query).toBe("");
  });
});

describe("the interest-area refinement, a configured metadata class", () => {
  it("is off without a class: the spec's plan alone (area, tab, student type), the whole area asked for", () => {
    const plan = courseSearchPlan({ ...base, interestClass: null, areaLabel: "Business" });
    expect(plan.map((p) => p.query)).toEqual(["", ""]);
    expect(plan[0]).toEqual({
      profile: "_default",
      collection: "yu-search-courses",
      num_ranks: "500",
      query: "",
      "f.Tabs|courses": "Courses & units",
      "f.Student type|studentType": "Australian resident",
      "f.Study area|studyTopicArea": "Business",
    });
    expect(narrowsToInterest({ interestLabel: "Accounting & finance", interestClass: null })).toBe(false);
  });

  it("is on with a class: the query names that class, as the collection spells it", () => {
    const plan = courseSearchPlan({ ...base, interestClass: "courseInterest", areaLabel: "Business" });
    expect(plan.map((p) => p.query)).toEqual(['courseInterest:"Accounting & finance"', 'courseInterest:"Accounting & finance"']);
    expect(narrowsToInterest({ interestLabel: "Accounting & finance", interestClass: "courseInterest" })).toBe(true);
    expect(narrowsToInterest({ interestLabel: null, interestClass: "courseInterest" })).toBe(false);
  });
});

describe("parameter serialisation", () => {
  it("is in sorted order and does not encode", () => {
    expect(serialiseParams({ query: "a b", collection: "c", num_ranks: "500", "f.Tabs|courses": "Courses & units" }))
      .toBe("collection=c&f.Tabs|courses=Courses & units&num_ranks=500&query=a b");
  });

  it("left as is, a value with '&' and a space breaks the request apart", () => {
    const parsed = new URLSearchParams(serialiseParams({ "f.Tabs|courses": "Courses & units" }));
    expect(parsed.get("f.Tabs|courses")).toBe("Courses ");
    expect(parsed.has(" units")).toBe(true);
  });

  it("so names and values are encoded once before it, and the request reads back exactly", () => {
    const [params] = courseSearchPlan({ ...base, areaLabel: "Business" });
    const url = courseSearchUrl("http://search.example/s/search.json", params!);
    expect(url).toBe(
      "http://search.example/s/search.json?collection=yu-search-courses"
      + "&f.Student%20type%7CstudentType=Australian%20resident&f.Study%20area%7CstudyTopicArea=Business"
      + "&f.Tabs%7Ccourses=Courses%20%26%20units&num_ranks=500&profile=_default"
      + "&query=interestArea%3A%22Accounting%20%26%20finance%22",
    );
    const read = new URL(url).searchParams;
    expect(Object.fromEntries(read)).toEqual(params);
    expect([...read.keys()]).toEqual(Object.keys(params!).sort());
  });

  it("keeps the base URL's own query", () => {
    expect(courseSearchUrl("http://s/search.json?x=1", { b: "2", a: "1" })).toBe("http://s/search.json?x=1&a=1&b=2");
  });

  it("a double quote in an interest area cannot end the phrase", () => {
    expect(courseSearchPlan({ ...base, interestLabel: 'A "b"', areaLabel: "Trades" })[0]?.query).toBe('interestArea:"A  b "');
  });

  it("wireParams encodes each name and value once", () => {
    expect(wireParams({ "a b": "c&d", e: "%" })).toEqual({ "a%20b": "c%26d", e: "%25" });
  });
});
