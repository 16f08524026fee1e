import { describe, expect, it } from "vitest";
import { STUDY_LEVELS } from "@/config/constants";
import { STUDY_AREA_CATALOGUE } from "@/config/study-areas/catalogue";
import { QUIZ_QUESTIONS } from "./quiz-questions";
import { questionById } from "./testing/quiz";

const areaSlugs = new Set<string>(STUDY_AREA_CATALOGUE.map((area) => area.slug));
const interestKeys = new Set<string>(STUDY_AREA_CATALOGUE.flatMap((area) => area.interestAreas.map((i) => `${area.slug}/${i.slug}`)));

describe("quiz questions", () => {
  it("are six, in the order of the brief: interests, strengths, level, how, where, work", () => {
    expect(QUIZ_QUESTIONS.map((q) => q.id)).toEqual(["interests", "strengths", "level", "mode", "where", "careers"]);
    expect(questionById("level").title).toBe("What kind of study are you looking for?");
  });

  it("let visitors choose up to three interests, two strengths and two kinds of work, and one of the rest", () => {
    expect(QUIZ_QUESTIONS.map((q) => [q.id, q.max])).toEqual([["interests", 3], ["strengths", 2], ["level", 1], ["mode", 1], ["where", 1], ["careers", 2]]);
    for (const question of QUIZ_QUESTIONS) expect(question.options.length).toBeGreaterThan(question.max);
  });

  it("give every option an id that is safe in an address and unique within its question", () => {
    for (const question of QUIZ_QUESTIONS) {
      const ids = question.options.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
  });

  it("give every question a hint and messages for nothing chosen and too much chosen", () => {
    for (const question of QUIZ_QUESTIONS) {
      expect(question.hint).not.toBe("");
      expect(question.emptyMessage).toMatch(/^Choose /);
      expect(question.tooManyMessage).toMatch(/^Choose /);
    }
    expect(questionById("interests").emptyMessage).toBe("Choose at least one interest");
  });

  it("weigh only study areas and interest areas of the catalogue, with positive whole points", () => {
    for (const question of QUIZ_QUESTIONS) {
      for (const option of question.options) {
        for (const [area, points] of Object.entries(option.weights?.areas ?? {})) {
          expect(areaSlugs.has(area), `${question.id}/${option.id}: ${area}`).toBe(true);
          expect(Number.isInteger(points) && points > 0).toBe(true);
        }
        for (const [key, points] of Object.entries(option.weights?.interests ?? {})) {
          expect(interestKeys.has(key), `${question.id}/${option.id}: ${key}`).toBe(true);
          expect(Number.isInteger(points) && points > 0).toBe(true);
        }
      }
    }
  });

  it("explain every weighted answer in words that follow 'You'", () => {
    for (const question of QUIZ_QUESTIONS) {
      for (const option of question.options) {
        if (option.weights) expect(option.reason, `${question.id}/${option.id}`).toMatch(/^[a-z]/);
      }
    }
  });

  it("point each interest to at least two study areas, so a result always has two with reasons", () => {
    for (const option of questionById("interests").options) {
      const areas = new Set([...Object.keys(option.weights?.areas ?? {}), ...Object.keys(option.weights?.interests ?? {}).map((k) => k.split("/")[0])]);
      expect(areas.size, option.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("map the level answers to each study level filter once, plus 'not sure'", () => {
    const levels = questionById("level").options.map((o) => o.level ?? null);
    expect(levels).toEqual([...STUDY_LEVELS, null]);
    for (const option of questionById("level").options) if (option.level) expect(option.levelPhrase).toBeTruthy();
  });

  it("say what a course must offer for how and where the visitor wants to study", () => {
    expect(questionById("mode").options.map((o) => o.courseFit?.values ?? null)).toEqual([["Full time"], ["Part time"], null]);
    expect(questionById("where").options.map((o) => o.courseFit?.values ?? null)).toEqual([["On campus", "Blended"], ["Online"], null]);
  });
});
