import { describe, expect, it } from "vitest";
import { studyAreas } from "@/config/study-areas/datasets";
import { siteHosts } from "@/mapping/search-link";
import type { CourseSearchResult } from "@/tide/course-search-results";
import { courseFits, resultView, type ResultInput } from "./quiz-result";
import { recommendStudyAreas } from "./quiz-scoring";
import type { QuizAnswers } from "./quiz-state";
import { NO_ANSWERS } from "./testing/quiz";

const PATH = "/study-at-yu/course-discovery-quiz";
const answers = (given: Partial<Record<keyof QuizAnswers, readonly string[]>>): QuizAnswers =>
  ({ ...NO_ANSWERS, interests: ["caring", "body"], strengths: ["empathy"], level: ["undergraduate"], mode: ["part-time"], where: ["campus"], careers: ["nursing"], ...given });

function course(slug: string, interestArea: string, metaData: Record<string, string> = {}): CourseSearchResult {
  return {
    rank: null, title: slug, liveUrl: `https://www.yu.edu.au/courses/${slug}`, includeInIntakeFilter: true,
    metaData: { interestArea, courseLevel: "Bachelor", studyMode: "Full time|Part time", deliveryMode: "On campus", nextIntake: "2026-12-28", ...metaData },
  };
}

const HEALTH = [
  course("bachelor-of-health", "Nursing|Biomedical science"),
  course("bachelor-of-nursing", "Nursing"),
  course("bachelor-of-biomedical-science", "Biomedical science"),
  course("diploma-of-nursing", "Nursing", { courseLevel: "Diploma", provider: "Polytechnic" }),
];

function input(given: QuizAnswers, searches: ResultInput["searches"]): ResultInput {
  return {
    path: PATH,
    answers: given,
    recommendations: recommendStudyAreas(given, studyAreas("domestic", "yu")),
    searches,
    hosts: siteHosts(["www.yu.edu.au"], []),
    browseHref: "/study-at-yu/courses/browse-study-areas",
  };
}

describe("resultView", () => {
  it("gives each suggestion its reasons, what it offers at the level asked for, and its courses by interest area", () => {
    const view = resultView(input(answers({}), [HEALTH, []]));
    const [health, arts] = view.recommendations;
    expect(health).toMatchObject({
      slug: "health-biomedicine",
      label: "Health & biomedicine",
      reason: "You would like to work in nursing or health care, enjoy helping and caring for people and are curious about how the human body works.",
      levelNote: "It offers the undergraduate degrees you're looking for.",
    });
    // Bachelor courses only; a course of two interest areas is listed once when the second has its own.
    expect(health!.interestAreas.map((i) => [i.label, i.courses.map((c) => c.title), i.total])).toEqual([
      ["Nursing", ["bachelor-of-health", "bachelor-of-nursing"], 2],
      ["Biomedical science", ["bachelor-of-biomedical-science", "bachelor-of-health"], 2],
    ]);
    expect(health!.interestAreas[0]!.courses[0]!.fits).toEqual(["Part time", "On campus"]);
    expect(arts!.interestAreas[0]).toMatchObject({ label: "Community services & development", courses: [], total: 0, coursesUnavailable: false });
    expect(view.fitNote).toBe("Courses you can study part time and on campus are listed first.");
    expect(view.restartHref).toBe(PATH);
    expect(view.answers).toHaveLength(6);
  });

  it("says when an area's courses could not be searched, and still suggests it", () => {
    const view = resultView(input(answers({}), [null, null]));
    expect(view.recommendations.map((r) => r.label)).toEqual(["Health & biomedicine", "Arts & humanities"]);
    expect(view.recommendations[0]!.interestAreas[0]).toMatchObject({ courses: [], coursesUnavailable: true, url: "/study-at-yu/courses/browse-study-areas/health-biomedicine/nursing" });
  });

  it("lists an area's other levels when it lacks the one asked for, and says so", () => {
    const view = resultView(input(answers({ interests: ["making"], strengths: ["practical"], level: ["postgraduate"], careers: ["trade"] }), [[], [], []]));
    const trades = view.recommendations.find((r) => r.slug === "trades")!;
    expect(trades.levelNote).toBe("Trades has no postgraduate courses, so these are its other courses.");
  });

  it("says nothing of levels or fits for a visitor who has no preference", () => {
    const view = resultView(input(answers({ level: ["unsure"], mode: ["either"], where: ["anywhere"] }), [HEALTH, []]));
    expect(view.fitNote).toBeNull();
    expect(view.recommendations[0]!.levelNote).toBeNull();
    expect(view.recommendations[0]!.interestAreas[0]!.courses.map((c) => c.title)).toContain("diploma-of-nursing");
  });
});

describe("courseFits", () => {
  it("reads how and where the visitor wants to study", () => {
    expect(courseFits(answers({})).map((fit) => fit.label)).toEqual(["Part time", "On campus"]);
    expect(courseFits(answers({ mode: ["either"], where: ["online"] })).map((fit) => fit.label)).toEqual(["Online"]);
  });
});
