/* The contract of POST /api/chat/ask, shared by its route handler and the chat panel. Pure.
 *
 * Request: Content-Type application/json, at most 4 KB: {"question": "nursing"} (2–300 characters once control
 * characters are removed). Same-origin posts only (an Origin header, when present, must be SITE_ORIGIN, scheme and
 * port included). Answers JSON with Cache-Control: no-store:
 *   → 200 {"ok": true, "question": "nursing", "answers": [{"title", "url", "summary", "kind": "best-bet"|"result"}]}
 *     (best bets first, then up to four results; an empty list when nothing was found)
 *   → 400 (not JSON, no question, too short or long), 403 (another site's page), 413, 415:
 *     {"ok": false, "message": "…"}
 *   → 503 (the search service is down, slow or answered oddly): {"ok": false, "message": SEARCH_UNAVAILABLE}
 */

import type { ChatAnswer } from "@/mapping/chat-answers";

export type AskAnswer = { ok: true; question: string; answers: ChatAnswer[] } | { ok: false; message: string };

export const ASK_ENDPOINT = "/api/chat/ask";
export const ASK_MAX_BYTES = 4_096;
export const SEARCH_UNAVAILABLE = "Sorry, I can't search the website right now. Please try again in a few minutes, or leave a message.";
export const ASK_FAILED = "Sorry, something went wrong while looking that up. Please try again.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readAnswer(value: unknown): ChatAnswer | null {
  if (!isRecord(value)) return null;
  const { title, url, summary, kind } = value;
  if (typeof title !== "string" || typeof url !== "string" || (kind !== "best-bet" && kind !== "result")) return null;
  // Only web addresses and this site's paths become links.
  if (!/^(\/(?!\/)|https?:\/\/)/i.test(url)) return null;
  return { title, url, summary: typeof summary === "string" ? summary : "", kind };
}

/** The browser's reading of the endpoint's answer; anything off-contract is a failure in our words. */
export function readAskAnswer(status: number, body: unknown): AskAnswer {
  const b = isRecord(body) ? body : {};
  if (status === 200 && b.ok === true && Array.isArray(b.answers) && typeof b.question === "string") {
    return { ok: true, question: b.question, answers: b.answers.flatMap((a) => readAnswer(a) ?? []) };
  }
  const message = typeof b.message === "string" && b.message.trim() !== "" ? b.message.trim() : status === 503 || status === 504 ? SEARCH_UNAVAILABLE : ASK_FAILED;
  return { ok: false, message };
}
