import { describe, expect, it } from "vitest";
import { siteHosts } from "@/mapping/search-link";
import type { CourseSearchResult } from "@/tide/course-search-results";
import { coursesForInterest, type CourseChoice } from "./quiz-courses";
import { questionById } from "./testing/quiz";

const hosts = siteHosts(["www.yu.edu.au"], ["http://localhost:3000"]);
const fit = (question: "mode" | "where", id: string) => questionById(question).options.find((o) => o.id === id)!.courseFit!;

function course(slug: string, metaData: Record<string, string>): CourseSearchResult {
  return {
    rank: null,
    title: slug.replaceAll("-", " "),
    liveUrl: `https://www.yu.edu.au/courses/${slug}`,
    metaData: { interestArea: "Nursing", courseLevel: "Bachelor", provider: "University", ...metaData },
    includeInIntakeFilter: Boolean(metaData.nextIntake),
  };
}

const NURSING = [
  course("bachelor-of-nursing", { courseCode: "HBNS", studyMode: "Full time|Part time", deliveryMode: "On campus", campus: "St Albans", duration: "3 years full time", nextIntake: "2026-12-28", studyLevel: "Undergraduate" }),
  course("diploma-of-nursing", { courseLevel: "Diploma", provider: "Polytechnic", studyMode: "Full time", deliveryMode: "On campus", nextIntake: "2026-12-14", studyLevel: "TAFE" }),
  course("provide-first-aid", { courseLevel: "Short Course", provider: "Polytechnic", studyMode: "Part time", deliveryMode: "Blended", campus: "Sunshine|Online", nextIntake: "2026-11-30" }),
  course("bachelor-of-biomedical-science", { interestArea: "Biomedical science", nextIntake: "2026-12-28" }),
  course("master-of-public-health", { interestArea: "Public health|Nursing", courseLevel: "Masters (Coursework)", studyMode: "Full time|Part time", deliveryMode: "Blended|Online" }),
];

const choice = (given: Partial<CourseChoice> = {}): CourseChoice => ({
  interestLabel: "Nursing", level: null, fits: [], alreadyListed: new Set(), limit: 3, hosts, ...given,
});
const titles = (given: Partial<CourseChoice> = {}) => coursesForInterest(NURSING, choice(given)).courses.map((c) => c.title);

describe("coursesForInterest", () => {
  it("keeps the courses of the interest area, in the search's order, with how many there are", () => {
    const { courses, total } = coursesForInterest(NURSING, choice());
    expect(courses.map((c) => c.title)).toEqual(["bachelor of nursing", "diploma of nursing", "provide first aid"]);
    expect(total).toBe(4);
  });

  it("makes a compact card: the course's path here, its level label, duration and next intake", () => {
    expect(coursesForInterest(NURSING, choice()).courses[0]).toEqual({
      key: "https://www.yu.edu.au/courses/bachelor-of-nursing",
      code: "HBNS",
      title: "bachelor of nursing",
      href: "/courses/bachelor-of-nursing",
      level: "Undergraduate",
      duration: "3 years full time",
      nextIntake: "28 December 2026",
      nextIntakeIso: "2026-12-28",
      fits: [],
    });
    const [, diploma, shortCourse] = coursesForInterest(NURSING, choice()).courses;
    expect(diploma?.level).toBe("TAFE");
    expect(shortCourse?.level).toBe("Short course (non-award)");
    const masters = coursesForInterest(NURSING, choice({ limit: 10 })).courses.at(-1)!;
    expect(masters).toMatchObject({ level: "Postgraduate", duration: null, nextIntake: null, nextIntakeIso: null });
  });

  it("without the interest-area class, lists the area's courses at the level asked for", () => {
    const bare = NURSING.map(({ metaData: { interestArea: _dropped, ...rest }, ...result }) => ({ ...result, metaData: rest }));
    expect(coursesForInterest(bare, choice()).total).toBe(0);
    const { total, courses } = coursesForInterest(bare, choice({ byInterest: false, level: "Bachelor" }));
    expect(courses.map((c) => c.title)).toEqual(["bachelor of nursing", "bachelor of biomedical science"]);
    expect(total).toBe(2);
  });

  it("keeps only the study level asked for", () => {
    expect(titles({ level: "Bachelor" })).toEqual(["bachelor of nursing"]);
    expect(titles({ level: "TAFE" })).toEqual(["diploma of nursing"]);
    expect(titles({ level: "Postgraduate" })).toEqual(["master of public health"]);
    expect(titles({ level: "Short Course" })).toEqual(["provide first aid"]);
  });

  it("puts first the courses that suit how and where the visitor wants to study, and says so", () => {
    const online = coursesForInterest(NURSING, choice({ fits: [fit("mode", "part-time"), fit("where", "online")], limit: 10 })).courses;
    expect(online.map((c) => [c.title, c.fits])).toEqual([
      ["provide first aid", ["Part time", "Online"]],
      ["master of public health", ["Part time", "Online"]],
      ["bachelor of nursing", ["Part time"]],
      ["diploma of nursing", []],
    ]);
    expect(titles({ fits: [fit("where", "campus")] })).toEqual(["bachelor of nursing", "diploma of nursing", "provide first aid"]);
  });

  it("lists courses already shown for another interest area after the others", () => {
    expect(titles({ alreadyListed: new Set(["https://www.yu.edu.au/courses/bachelor-of-nursing"]) }))
      .toEqual(["diploma of nursing", "provide first aid", "master of public health"]);
  });

  it("puts a course with an intake coming up before one without", () => {
    const list = [course("undated", {}), course("dated", { nextIntake: "2027-02-01" })];
    expect(coursesForInterest(list, choice()).courses.map((c) => c.title)).toEqual(["dated", "undated"]);
  });

  it("leaves out courses whose address cannot be linked, and reads lists with spaces", () => {
    const list = [course("x", { interestArea: " Public health | Nursing " }), { ...course("y", {}), liveUrl: "javascript:alert(1)" }];
    expect(coursesForInterest(list, choice()).courses.map((c) => c.title)).toEqual(["x"]);
  });

  it("names a double qualification by the course's own study level", () => {
    const list = [course("mba-mit", { courseLevel: "Double qualification", studyLevel: "Postgraduate" })];
    expect(coursesForInterest(list, choice()).courses[0]?.level).toBe("Postgraduate");
    expect(coursesForInterest(list, choice({ level: "Bachelor" })).courses).toEqual([]);
    expect(coursesForInterest(list, choice({ level: "Postgraduate" })).courses).toHaveLength(1);
  });

  it("falls back to the search's study level when a course has no qualification level", () => {
    const list = [course("no-level", { courseLevel: "", studyLevel: "Short course (non-award)" })];
    expect(coursesForInterest(list, choice({ level: "Short Course" })).courses[0]?.level).toBe("Short course (non-award)");
    expect(coursesForInterest(list, choice({ level: "TAFE" })).courses).toEqual([]);
  });
});
