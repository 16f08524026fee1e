import { describe, expect, it } from "vitest";
import { QUIZ_QUESTIONS } from "./quiz-questions";
import { answerProblem, hasQuizState, parseQuizQuery, quizHref, quizPosition, quizQuery, type QuizAnswers } from "./quiz-state";
import { NO_ANSWERS } from "./testing/quiz";

const parse = (query: string) => parseQuizQuery(new URLSearchParams(query));
const answers = (given: Partial<Record<keyof QuizAnswers, readonly string[]>>): QuizAnswers => ({ ...NO_ANSWERS, ...given });
const COMPLETE = answers({ interests: ["caring", "body"], strengths: ["empathy"], level: ["undergraduate"], mode: ["part-time"], where: ["campus"], careers: ["nursing"] });

describe("parseQuizQuery", () => {
  it("reads comma lists and a form's repeated checkboxes alike, in the question's order, each once", () => {
    expect(parse("interests=body,caring").answers.interests).toEqual(["caring", "body"]);
    expect(parse("interests=body&interests=caring&interests=body").answers.interests).toEqual(["caring", "body"]);
    expect(parse("interests=caring,,%20body%20").answers.interests).toEqual(["caring", "body"]);
    expect(parse("").answers).toEqual(NO_ANSWERS);
  });

  it("drops values that are not options of their question and says part of the address was left out", () => {
    const request = parse("interests=caring,astrology&level=Undergraduate&mode=%3Cscript%3E");
    expect(request.answers.interests).toEqual(["caring"]);
    expect(request.answers.level).toEqual([]);
    expect(request.answers.mode).toEqual([]);
    expect(request.unrecognised).toBe(true);
    expect(parse("interests=caring").unrecognised).toBe(false);
  });

  it("keeps an answer's id to its own question", () => {
    // "unsure" is a level and a kind of work, never an interest.
    expect(parse("interests=unsure&careers=unsure").answers).toEqual(answers({ careers: ["unsure"] }));
  });

  it("takes a step from 1 to the number of questions, and result=1", () => {
    expect(parse("step=1").step).toBe(1);
    expect(parse("step=6").step).toBe(6);
    expect(parse("result=1")).toMatchObject({ result: true, step: null, unrecognised: false });
    for (const bad of ["0", "7", "99", "-1", "2.5", "two", "", "01", "1e1"]) {
      expect(parse(`step=${bad}`), bad).toMatchObject({ step: null, unrecognised: true });
    }
    expect(parse("result=yes")).toMatchObject({ result: false, unrecognised: true });
  });

  it("ignores parameters that are not the quiz's (campaign tags and the like)", () => {
    expect(parse("utm_source=newsletter&interests=caring")).toMatchObject({ unrecognised: false, answers: answers({ interests: ["caring"] }) });
  });

  it("reads no more than a sensible number of values, however long the address", () => {
    const request = parse(`interests=${Array.from({ length: 5000 }, () => "caring").join(",")},body`);
    expect(request.answers.interests).toEqual(["caring"]);
  });
});

describe("answerProblem", () => {
  it("asks for an answer, and for no more than the question takes", () => {
    const interests = QUIZ_QUESTIONS[0]!;
    expect(answerProblem(interests, [])).toBe("Choose at least one interest");
    expect(answerProblem(interests, ["caring", "body", "mind"])).toBeNull();
    expect(answerProblem(interests, ["caring", "body", "mind", "tech"])).toBe("Choose no more than 3 interests");
    expect(answerProblem(QUIZ_QUESTIONS[2]!, ["undergraduate", "tafe"])).toBe("Choose only one kind of study");
  });
});

describe("quizPosition", () => {
  it("starts at the first question, with nothing to say", () => {
    expect(quizPosition(parse(""))).toEqual({ kind: "question", index: 0, error: null });
    expect(quizPosition(parse("step=1"))).toEqual({ kind: "question", index: 0, error: null });
  });

  it("shows the question asked for when every earlier one is answered, whatever later ones hold", () => {
    expect(quizPosition(parse("step=3&interests=caring&strengths=empathy"))).toEqual({ kind: "question", index: 2, error: null });
    expect(quizPosition(parse(`step=2&${quizQuery(COMPLETE, { step: 2 })}`))).toEqual({ kind: "question", index: 1, error: null });
  });

  it("sends a form sent empty back to its question, saying what it needs", () => {
    expect(quizPosition(parse("step=2"))).toEqual({ kind: "question", index: 0, error: "Choose at least one interest" });
    expect(quizPosition(parse("step=3&interests=caring"))).toEqual({ kind: "question", index: 1, error: "Choose at least one strength" });
  });

  it("sends an address cut short or tampered with to the first question that needs an answer", () => {
    expect(quizPosition(parse("step=6&interests=caring"))).toEqual({ kind: "question", index: 1, error: "Choose at least one strength" });
    expect(quizPosition(parse("result=1&interests=caring,body,mind,tech&strengths=empathy")))
      .toEqual({ kind: "question", index: 0, error: "Choose no more than 3 interests" });
    expect(quizPosition(parse("result=1&interests=nonsense"))).toEqual({ kind: "question", index: 0, error: "Choose at least one interest" });
  });

  it("shows the result once every question is answered", () => {
    expect(quizPosition({ answers: COMPLETE, step: null, result: true })).toEqual({ kind: "result" });
    const noWork = answers({ ...COMPLETE, careers: [] });
    expect(quizPosition({ answers: noWork, step: null, result: true })).toEqual({ kind: "question", index: 5, error: "Choose at least one kind of work, or 'I'm not sure yet'" });
  });
});

describe("quizQuery and quizHref", () => {
  it("write the target first, then each answered question in order, lists with plain commas", () => {
    expect(quizQuery(COMPLETE, { result: true })).toBe("result=1&interests=caring,body&strengths=empathy&level=undergraduate&mode=part-time&where=campus&careers=nursing");
    expect(quizQuery(answers({ interests: ["tech"] }), { step: 2 })).toBe("step=2&interests=tech");
    expect(quizHref("/study-at-yu/course-discovery-quiz", NO_ANSWERS, { step: 1 }, "quiz")).toBe("/study-at-yu/course-discovery-quiz?step=1#quiz");
  });

  it("read back to the same answers and position", () => {
    const request = parse(quizQuery(COMPLETE, { result: true }));
    expect(request).toEqual({ answers: COMPLETE, step: null, result: true, unrecognised: false });
    expect(parse(quizQuery(COMPLETE, { step: 4 }))).toMatchObject({ answers: COMPLETE, step: 4, result: false });
  });
});

describe("hasQuizState", () => {
  it("is false only for the bare quiz", () => {
    expect(hasQuizState(parse(""))).toBe(false);
    expect(hasQuizState(parse("utm_source=x"))).toBe(false);
    expect(hasQuizState(parse("step=2"))).toBe(true);
    expect(hasQuizState(parse("interests=caring"))).toBe(true);
    expect(hasQuizState(parse("interests=nonsense"))).toBe(true);
  });
});
