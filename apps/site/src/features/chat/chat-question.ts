/* The visitor's question to the chat, checked the same way in the browser and by POST /api/chat/ask. Pure. */

export const QUESTION_MIN_CHARS = 2;
export const QUESTION_MAX_CHARS = 300;

// C0 and C1 controls and DEL: nothing a person types into one line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]+/g;

export type ParsedQuestion = { ok: true; question: string } | { ok: false; message: string };

/** The question with control characters turned into spaces, runs of space collapsed, then its length checked. */
export function parseQuestion(raw: unknown): ParsedQuestion {
  if (typeof raw !== "string") return { ok: false, message: "Type a question." };
  const question = raw.replace(CONTROL_CHARS, " ").replace(/\s+/g, " ").trim();
  if (question.length < QUESTION_MIN_CHARS) return { ok: false, message: `Type a question of at least ${QUESTION_MIN_CHARS} characters.` };
  if (question.length > QUESTION_MAX_CHARS) {
    return { ok: false, message: `Your question is too long. Please use at most ${QUESTION_MAX_CHARS} characters.` };
  }
  return { ok: true, question };
}
