import { QUIZ_QUESTIONS, type QuestionId, type QuizQuestion } from "./quiz-questions";

/*
 * The quiz keeps everything in its address: each step is a GET form, so Back works, nothing is stored, and
 * a result is a link anyone can open. `?step=3&interests=caring,body&strengths=empathy` shows question 3
 * with those answers kept; `?result=1&…` the result. Option ids are [a-z-], so lists are written with
 * plain commas; a form's repeated checkboxes (`interests=caring&interests=body`) read the same.
 */

export type QuizAnswers = Readonly<Record<QuestionId, readonly string[]>>;

export const STEP_PARAM = "step";
export const RESULT_PARAM = "result";

export interface QuizRequest {
  answers: QuizAnswers;
  /** The question asked for (1-based), when the address names one. */
  step: number | null;
  result: boolean;
  /** Part of the address was not a known answer or step, and was left out. */
  unrecognised: boolean;
}

export type QuizPosition =
  | { kind: "question"; index: number; /** Why the visitor is here rather than further on. */ error: string | null }
  | { kind: "result" };

/** Enough for any honest address (the longest list has 15 options); the rest is not read. */
const MAX_VALUES_READ = 30;
const STEP_PATTERN = /^[1-9][0-9]?$/;

function readValues(search: URLSearchParams, question: QuizQuestion): { values: string[]; unknown: boolean } {
  const given = search.getAll(question.id).flatMap((value) => value.split(",")).slice(0, MAX_VALUES_READ);
  const wanted = new Set<string>();
  let unknown = false;
  for (const raw of given) {
    const value = raw.trim();
    if (value === "") continue;
    if (question.options.some((option) => option.id === value)) wanted.add(value);
    else unknown = true;
  }
  // In the question's own order, each once: one answer has one address.
  return { values: question.options.map((option) => option.id).filter((id) => wanted.has(id)), unknown };
}

/** What an address asks of the quiz: only known answers are kept, anything else is noted and dropped. */
export function parseQuizQuery(search: URLSearchParams): QuizRequest {
  let unrecognised = false;
  const answers = {} as Record<QuestionId, readonly string[]>;
  for (const question of QUIZ_QUESTIONS) {
    const { values, unknown } = readValues(search, question);
    answers[question.id] = values;
    unrecognised ||= unknown;
  }
  const stepValue = search.get(STEP_PARAM);
  let step: number | null = null;
  if (stepValue !== null) {
    if (STEP_PATTERN.test(stepValue) && Number(stepValue) <= QUIZ_QUESTIONS.length) step = Number(stepValue);
    else unrecognised = true;
  }
  const resultValue = search.get(RESULT_PARAM);
  if (resultValue !== null && resultValue !== "1") unrecognised = true;
  return { answers, step, result: resultValue === "1", unrecognised };
}

/** What is wrong with a question's answer, in the words the page shows; null when it will do. */
export function answerProblem(question: QuizQuestion, values: readonly string[]): string | null {
  if (values.length === 0) return question.emptyMessage;
  if (values.length > question.max) return question.tooManyMessage;
  return null;
}

/**
 * Where the visitor is: the question or result asked for, unless an earlier question still needs an
 * answer, in which case that question, saying what it needs (a form sent empty, or an address cut short).
 */
export function quizPosition(request: Pick<QuizRequest, "answers" | "step" | "result">): QuizPosition {
  const wanted = request.result ? QUIZ_QUESTIONS.length : (request.step ?? 1) - 1;
  for (let index = 0; index < wanted; index++) {
    const question = QUIZ_QUESTIONS[index]!;
    const problem = answerProblem(question, request.answers[question.id]);
    if (problem !== null) return { kind: "question", index, error: problem };
  }
  return wanted === QUIZ_QUESTIONS.length ? { kind: "result" } : { kind: "question", index: wanted, error: null };
}

export type QuizTarget = { step: number } | { result: true };

/** The canonical query string of a position with its answers: the target first, then answers in question order. */
export function quizQuery(answers: QuizAnswers, target: QuizTarget): string {
  const parts = ["result" in target ? `${RESULT_PARAM}=1` : `${STEP_PARAM}=${target.step}`];
  for (const question of QUIZ_QUESTIONS) {
    const values = answers[question.id];
    if (values.length > 0) parts.push(`${question.id}=${values.join(",")}`);
  }
  return parts.join("&");
}

/** A link to a position of the quiz at `path`, keeping every answer. */
export function quizHref(path: string, answers: QuizAnswers, target: QuizTarget, fragment?: string): string {
  return `${path}?${quizQuery(answers, target)}${fragment ? `#${fragment}` : ""}`;
}

/** True when the address asks for anything (a step, a result or an answer): the page is then one visitor's. */
export function hasQuizState(request: QuizRequest): boolean {
  return request.step !== null || request.result || request.unrecognised || QUIZ_QUESTIONS.some((q) => request.answers[q.id].length > 0);
}
