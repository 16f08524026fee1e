import { describe, expect, it } from "vitest";
import { studyAreas } from "@/config/study-areas/datasets";
import type { CourseSearchResult } from "@/tide/course-search-results";
import { groupCourses } from "./interest-area-page";
import { siteHosts } from "./search-link";

const own = siteHosts([], ["https://www.yu.edu.au"]);
const course = (title: string, courseLevel: string, extra: Record<string, string> = {}, includeInIntakeFilter = true): CourseSearchResult => ({
  rank: 1, title, liveUrl: `https://www.yu.edu.au/courses/${title.toLowerCase().replaceAll(" ", "-")}`,
  metaData: { courseLevel, provider: "University", ...extra }, includeInIntakeFilter,
});
const health = (audience: "domestic" | "international") => studyAreas(audience, "yu").find((a) => a.slug === "health-biomedicine");

describe("groupCourses", () => {
  const results = [
    course("Master of Public Health", "Masters (Coursework)"),
    course("Bachelor of Nursing", "Bachelor"),
    course("Diploma of Nursing", "Diploma", { provider: "Polytechnic" }, false),
    course("Bachelor of Biomedical Science", "Bachelor"),
    course("Doctor of Philosophy", "Doctoral"),
    course("Provide First Aid", "Short Course"),
  ];

  it("groups by study level in the area's order, titles A to Z within a level", () => {
    const groups = groupCourses(results, health("domestic"), "domestic", own, false);
    expect(groups.map((g) => [g.label, g.cards.map((c) => c.title)])).toEqual([
      ["Undergraduate", ["Bachelor of Biomedical Science", "Bachelor of Nursing"]],
      ["Postgraduate", ["Doctor of Philosophy", "Master of Public Health"]],
      ["TAFE", ["Diploma of Nursing"]],
      ["Short courses (non-award)", ["Provide First Aid"]],
    ]);
  });

  it("follows the international dataset's order of levels", () => {
    expect(groupCourses(results, health("international"), "international", own, false).map((g) => g.filter))
      .toEqual(["Postgraduate", "Bachelor", "TAFE", "Short Course"]);
  });

  it("keeps only courses with an upcoming intake when asked", () => {
    const groups = groupCourses(results, health("domestic"), "domestic", own, true);
    expect(groups.flatMap((g) => g.cards.map((c) => c.title))).not.toContain("Diploma of Nursing");
    expect(groups.map((g) => g.filter)).not.toContain("TAFE");
  });

  it("puts a Higher Education diploma under TAFE and a double qualification under its own level", () => {
    const groups = groupCourses([
      course("Diploma of Business (Higher Education)", "Higher Education diploma"),
      course("MBA / MIT", "Double qualification", { studyLevelFilter: "Postgraduate" }),
    ], studyAreas("domestic", "yu").find((a) => a.slug === "business"), "domestic", own, false);
    expect(groups.map((g) => [g.filter, g.cards.map((c) => c.title)])).toEqual([
      ["Postgraduate", ["MBA / MIT"]],
      ["TAFE", ["Diploma of Business (Higher Education)"]],
    ]);
  });

  it("lists a course result with only the spec's fields under one plain heading, after the levels", () => {
    const bare = (title: string, nextIntake?: string): CourseSearchResult => ({
      rank: 1, title, liveUrl: `https://www.yu.edu.au/courses/${title.toLowerCase().replaceAll(" ", "-")}`,
      metaData: { studyTopicArea: "Business", ...(nextIntake ? { nextIntake } : {}) }, includeInIntakeFilter: nextIntake !== undefined,
    });
    const business = studyAreas("domestic", "yu").find((a) => a.slug === "business");
    const results = [bare("Master of Accounting", "2027-02-22"), bare("Bachelor of Commerce"), course("Bachelor of Business", "Bachelor")];
    expect(groupCourses(results, business, "domestic", own, false).map((g) => [g.filter, g.label, g.cards.map((c) => c.title)])).toEqual([
      ["Bachelor", "Undergraduate", ["Bachelor of Business"]],
      [null, "Other courses", ["Bachelor of Commerce", "Master of Accounting"]],
    ]);
    // Alone, the heading says only what they are.
    const alone = groupCourses(results.slice(0, 2), business, "domestic", own, false);
    expect(alone.map((g) => [g.filter, g.label, g.cards.length])).toEqual([[null, "Courses", 2]]);
    expect(alone[0]?.cards[1]).toMatchObject({ title: "Master of Accounting", href: "/courses/master-of-accounting", levelLabel: "Course", nextIntake: "22 February 2027" });
    // The intake filter holds for them too.
    expect(groupCourses(results.slice(0, 2), business, "domestic", own, true).flatMap((g) => g.cards.map((c) => c.title))).toEqual(["Master of Accounting"]);
  });
});
