import { describe, expect, it } from "vitest";
import { isSearchPage } from "./search-pages";

describe("isSearchPage", () => {
  it.each([
    ["/search", true], ["/search/results/abc", true], ["/course-discovery", true], ["/course-discovery/results/abc", true],
    ["/search/openSearchQueries", false], ["/course-discovery/shortlist", false], ["/course-discovery/compare", false],
    ["/scholarships", true], ["/scholarships/results/abc", true], ["/scholarships/first-in-family-scholarship", false],
    ["/searching", false], ["/", false], ["/study/nursing", false],
  ] as const)("%s → %s", (path, expected) => {
    expect(isSearchPage(path)).toBe(expected);
  });
});
