import { describe, expect, it } from "vitest";
import { mergeCourseResults } from "./course-search-results";
import type { SearchResult } from "./search-response";

const result = (liveUrl: string, metaData: Record<string, string> = {}): SearchResult => ({ rank: null, title: liveUrl, liveUrl, metaData });

describe("mergeCourseResults", () => {
  it("merges the answers in order and keeps each liveUrl once", () => {
    const merged = mergeCourseResults([[result("a"), result("b")], [result("b"), result("c")], []]);
    expect(merged.map((r) => r.liveUrl)).toEqual(["a", "b", "c"]);
  });

  it("flags a course for the intake filter when it has a next intake", () => {
    const [dated, undated, blank] = mergeCourseResults([[result("a", { nextIntake: "2027-02-22" }), result("b"), result("c", { nextIntake: " " })]]);
    expect(dated?.includeInIntakeFilter).toBe(true);
    expect(undated?.includeInIntakeFilter).toBe(false);
    expect(blank?.includeInIntakeFilter).toBe(false);
  });
});
