import type { QuizCourse } from "./quiz-courses";
import { QUIZ_QUESTIONS, type QuizQuestion } from "./quiz-questions";
import { quizHref, quizPosition, RESULT_PARAM, STEP_PARAM, type QuizAnswers, type QuizRequest } from "./quiz-state";

/**
 * What each step's address points to (the forms' action, Back and Change links): the element the visitor
 * needs next, which is the new question's heading, the problem with their answer, or the result's heading.
 * The page gives this id to that one element, focusable (tabindex -1), so the browser scrolls there and
 * focuses it, with or without scripts.
 */
export const STEP_ANCHOR = "quiz-step";

export const UNRECOGNISED_NOTICE = "Part of this quiz's address wasn't recognised, so we left it out.";

export interface HiddenField {
  name: string;
  value: string;
}

/** One question as the page shows it, with everything the form needs to carry the other answers. */
export interface QuestionView {
  kind: "question";
  number: number;
  total: number;
  question: Pick<QuizQuestion, "id" | "title" | "hint" | "max"> & { options: { id: string; label: string; hint: string | null }[] };
  selected: readonly string[];
  error: string | null;
  /** The form: where it goes, what it sends besides this question, and its button. */
  action: string;
  before: HiddenField[];
  after: HiddenField[];
  submitLabel: string;
  backHref: string | null;
}

export interface AnswerSummary {
  question: string;
  answer: string;
  changeHref: string;
  /** For the change link's name ("Change what you enjoy"). */
  changeLabel: string;
}

export interface RecommendedInterestView {
  label: string;
  url: string;
  matchedBy: string[];
  courses: QuizCourse[];
  /** How many courses match in all, and whether the search could say. */
  total: number;
  coursesUnavailable: boolean;
}

export interface RecommendationView {
  slug: string;
  label: string;
  reason: string | null;
  /** About the level asked for: offered here, or what is listed instead. */
  levelNote: string | null;
  interestAreas: RecommendedInterestView[];
}

export interface ResultView {
  kind: "result";
  recommendations: RecommendationView[];
  answers: AnswerSummary[];
  /** What the course lists put first ("Courses you can study part time and online are listed first."). */
  fitNote: string | null;
  restartHref: string;
  browseHref: string;
}

/** One field per value, as the question's own checkboxes send them (a comma would be sent as %2C). */
function answerFields(question: QuizQuestion, answers: QuizAnswers): HiddenField[] {
  return answers[question.id].map((value) => ({ name: question.id, value }));
}

/** The question at `index` of the quiz at `path`, with the answers so far and any problem to say. */
export function questionView(path: string, answers: QuizAnswers, index: number, error: string | null): QuestionView {
  const question = QUIZ_QUESTIONS[index]!;
  const last = index === QUIZ_QUESTIONS.length - 1;
  const target: HiddenField = last ? { name: RESULT_PARAM, value: "1" } : { name: STEP_PARAM, value: String(index + 2) };
  return {
    kind: "question",
    number: index + 1,
    total: QUIZ_QUESTIONS.length,
    question: {
      id: question.id,
      title: question.title,
      hint: question.hint,
      max: question.max,
      options: question.options.map((option) => ({ id: option.id, label: option.label, hint: option.hint ?? null })),
    },
    selected: answers[question.id],
    error,
    action: `${path}#${STEP_ANCHOR}`,
    before: [target, ...QUIZ_QUESTIONS.slice(0, index).flatMap((q) => answerFields(q, answers))],
    after: QUIZ_QUESTIONS.slice(index + 1).flatMap((q) => answerFields(q, answers)),
    submitLabel: last ? "See my results" : "Next",
    backHref: index === 0 ? null : quizHref(path, answers, { step: index }, STEP_ANCHOR),
  };
}

/** The visitor's answers, each with a link back to its question (answers kept). */
export function answerSummary(path: string, answers: QuizAnswers): AnswerSummary[] {
  return QUIZ_QUESTIONS.map((question, index) => ({
    question: question.summaryLabel,
    answer: question.options.filter((option) => answers[question.id].includes(option.id)).map((option) => option.label).join("; "),
    changeHref: quizHref(path, answers, { step: index + 1 }, STEP_ANCHOR),
    changeLabel: question.summaryLabel.toLowerCase(),
  }));
}

/** The position of a request, as a question view or the result (whose data the page loads). */
export function quizView(path: string, request: QuizRequest): QuestionView | { kind: "result" } {
  const position = quizPosition(request);
  return position.kind === "result" ? position : questionView(path, request.answers, position.index, position.error);
}
