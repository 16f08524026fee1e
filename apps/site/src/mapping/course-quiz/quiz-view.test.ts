import { describe, expect, it } from "vitest";
import { parseQuizQuery, quizPosition, type QuizAnswers } from "./quiz-state";
import { NO_ANSWERS } from "./testing/quiz";
import { answerSummary, questionView, quizView, type QuestionView } from "./quiz-view";

const PATH = "/study-at-yu/course-discovery-quiz";
const answers = (given: Partial<Record<keyof QuizAnswers, readonly string[]>>): QuizAnswers => ({ ...NO_ANSWERS, ...given });
const SOME = answers({ interests: ["caring", "body"], strengths: ["empathy"], careers: ["nursing"] });

/** What the browser sends for a question form, with these boxes ticked. */
function submit(view: QuestionView, ticked: string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of view.before) params.append(field.name, field.value);
  for (const value of ticked) params.append(view.question.id, value);
  for (const field of view.after) params.append(field.name, field.value);
  return params;
}

describe("questionView", () => {
  it("numbers the question, keeps the visitor's choices and carries the other answers around them", () => {
    const view = questionView(PATH, SOME, 1, null);
    expect(view).toMatchObject({ number: 2, total: 6, selected: ["empathy"], submitLabel: "Next", error: null });
    expect(view.question.title).toBe("What are you good at?");
    expect(view.before).toEqual([{ name: "step", value: "3" }, { name: "interests", value: "caring" }, { name: "interests", value: "body" }]);
    expect(view.after).toEqual([{ name: "careers", value: "nursing" }]);
    expect(view.action).toBe(`${PATH}#quiz-step`);
    expect(view.backHref).toBe(`${PATH}?step=1&interests=caring,body&strengths=empathy&careers=nursing#quiz-step`);
  });

  it("has no way back on the first question, and asks for the result on the last", () => {
    expect(questionView(PATH, NO_ANSWERS, 0, null).backHref).toBeNull();
    const last = questionView(PATH, SOME, 5, null);
    expect(last).toMatchObject({ number: 6, submitLabel: "See my results", action: `${PATH}#quiz-step` });
    expect(last.before[0]).toEqual({ name: "result", value: "1" });
  });

  it("sends the form to the next question in question order, and an empty form back with its message", () => {
    const first = questionView(PATH, NO_ANSWERS, 0, null);
    const sent = submit(first, ["body", "caring"]);
    expect(sent.toString()).toBe("step=2&interests=body&interests=caring");
    expect(quizPosition(parseQuizQuery(sent))).toEqual({ kind: "question", index: 1, error: null });
    expect(quizPosition(parseQuizQuery(submit(first, [])))).toEqual({ kind: "question", index: 0, error: "Choose at least one interest" });
  });

  it("answers the whole quiz through its forms alone", () => {
    const choices = [["caring"], ["empathy"], ["undergraduate"], ["part-time"], ["campus"], ["nursing"]];
    let request = parseQuizQuery(new URLSearchParams());
    for (const ticked of choices) {
      const view = quizView(PATH, request);
      if (view.kind !== "question") throw new Error("finished early");
      request = parseQuizQuery(submit(view, ticked));
    }
    expect(quizView(PATH, request)).toEqual({ kind: "result" });
    expect(request.answers).toEqual(answers({ interests: ["caring"], strengths: ["empathy"], level: ["undergraduate"], mode: ["part-time"], where: ["campus"], careers: ["nursing"] }));
  });
});

describe("answerSummary", () => {
  it("says each answer in words, with a link back to its question that keeps every answer", () => {
    const summary = answerSummary(PATH, SOME);
    expect(summary[0]).toEqual({
      question: "What you enjoy",
      answer: "Helping and caring for people; How the human body works",
      changeHref: `${PATH}?step=1&interests=caring,body&strengths=empathy&careers=nursing#quiz-step`,
      changeLabel: "what you enjoy",
    });
    expect(summary.map((s) => s.answer)).toEqual(["Helping and caring for people; How the human body works", "Patience and empathy", "", "", "", "Nurse or health care worker"]);
  });
});
