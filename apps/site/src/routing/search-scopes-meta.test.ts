import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_META, searchMetaClasses } from "@/config/search-meta";
import { scopesFor } from "./search-scopes";

/* The scopes' sorts and choices follow the configured metadata classes: renamed, or not offered when off. */

const off = searchMetaClasses({
  SEARCH_META_NEXT_INTAKE: "off", SEARCH_META_CLOSE_DATE: "off", SEARCH_META_VALUE_SORT: "off", SEARCH_META_COURSES: "off", SEARCH_META_STUDY_LEVEL: "off",
});

describe("scopes by configured metadata class", () => {
  it("by default, sort and narrow by the classes the site has always used", () => {
    const scopes = scopesFor(DEFAULT_SEARCH_META);
    expect(scopes.courses.sorts.map((s) => [s.key, s.service ?? s.key])).toEqual([["", ""], ["title", "title"], ["metanextIntake", "metanextIntake"]]);
    expect(scopes.scholarships.sorts.map((s) => [s.key, s.service ?? s.key])).toEqual([["", "metacloseDate"], ["dmetavalueSort", "dmetavalueSort"], ["relevance", ""]]);
    expect(scopes.scholarships.status?.meta).toBe("closeDate");
    expect(scopes.scholarships.course).toEqual({ meta: "courses", levelFacet: "f.Study level|studyLevel", areaFacet: "f.Study area|studyTopicArea" });
  });

  it("send a renamed class by the collection's name, keeping the address the same", () => {
    const scopes = scopesFor(searchMetaClasses({ SEARCH_META_NEXT_INTAKE: "startDate", SEARCH_META_CLOSE_DATE: "closes", SEARCH_META_VALUE_SORT: "amount", SEARCH_META_COURSES: "courseCodes" }));
    expect(scopes.courses.sorts.at(-1)).toEqual({ key: "metanextIntake", label: "Soonest intake", service: "metastartDate" });
    expect(scopes.scholarships.sorts.map((s) => s.service)).toEqual(["metacloses", "dmetaamount", ""]);
    expect(scopes.scholarships.status?.meta).toBe("closes");
    expect(scopes.scholarships.course?.meta).toBe("courseCodes");
  });

  it("offer no sort, choice or narrowing whose class is off, and make relevance the default without a close date", () => {
    const scopes = scopesFor(off);
    expect(scopes.courses.sorts.map((s) => s.label)).toEqual(["Relevance", "A to Z"]);
    expect(scopes.scholarships.sorts).toEqual([{ key: "", label: "Relevance" }]);
    expect(scopes.scholarships.status).toBeNull();
    expect(scopes.scholarships.course).toEqual({ meta: null, levelFacet: null, areaFacet: "f.Study area|studyTopicArea" });
  });
});
