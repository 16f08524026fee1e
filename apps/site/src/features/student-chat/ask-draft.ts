/* The answers of a question that could not be sent yet, kept for the page that shows them again: a short-lived
 * cookie rather than the address, so that an email address and a question never land in history or logs. Pure. */
import { QUESTION_MAX_CHARS, type AskAnswers } from "./ask-question";

export const DRAFT_COOKIE = "ask-a-student";
/** Long enough to read the problem and fix it; the address says whether to show it at all. */
export const DRAFT_MAX_AGE_SECONDS = 15 * 60;

export interface AskDraft {
  profileId: string;
  answers: AskAnswers;
  /** Why the content service did not take it (unavailable, too many questions …), or null for the form's own checks. */
  message: string | null;
}

const toBase64Url = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** Enough of a name or an address to show it again; a browser drops a cookie of more than 4 KB. */
const KEPT_CHARS = 160;

/** The draft as a cookie value (URL-safe base64 of JSON); a question too long to send is kept just too long. */
export function encodeDraft(draft: AskDraft): string {
  const { answers } = draft;
  return toBase64Url(JSON.stringify({
    p: draft.profileId,
    n: answers.name.slice(0, KEPT_CHARS),
    e: answers.email.slice(0, KEPT_CHARS),
    q: answers.question.slice(0, QUESTION_MAX_CHARS + 1),
    c: answers.privacy,
    m: draft.message?.slice(0, 300) ?? null,
  }));
}

/** A cookie value back to a draft; anything unreadable or of another shape is null. */
export function decodeDraft(value: string | undefined): AskDraft | null {
  if (!value || value.length > 6000) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === "string" ? v : null);
  const [p, n, e, q] = [s(r.p), s(r.n), s(r.e), s(r.q)];
  if (p === null || n === null || e === null || q === null || typeof r.c !== "boolean") return null;
  return { profileId: p, answers: { name: n, email: e, question: q, privacy: r.c }, message: s(r.m) };
}
