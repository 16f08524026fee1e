import { describe, expect, it } from "vitest";
import { lettersWithTitles, startsWithLetter } from "./course-atoz";

describe("course A–Z", () => {
  it("filters by first letter, case-insensitively, and by digits", () => {
    expect(startsWithLetter("Bachelor of Nursing", "b")).toBe(true);
    expect(startsWithLetter("bachelor", "B")).toBe(true);
    expect(startsWithLetter("Master of IT", "b")).toBe(false);
    expect(startsWithLetter("3D Design", "0-9")).toBe(true);
  });
  it("lists the letters that have courses", () => {
    expect([...lettersWithTitles(["Bachelor", "Master", "3D"])].sort()).toEqual(["0-9", "b", "m"]);
  });
});
