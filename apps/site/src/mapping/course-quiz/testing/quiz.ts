import { QUIZ_QUESTIONS, type QuestionId, type QuizQuestion } from "../quiz-questions";
import type { QuizAnswers } from "../quiz-state";

/** Every question unanswered. */
export const NO_ANSWERS: QuizAnswers = Object.fromEntries(QUIZ_QUESTIONS.map((q) => [q.id, []])) as unknown as QuizAnswers;

/** The question with this id (every id names one). */
export function questionById(id: QuestionId): QuizQuestion {
  const question = QUIZ_QUESTIONS.find((q) => q.id === id);
  if (!question) throw new Error(`quiz: no question ${id}`);
  return question;
}
