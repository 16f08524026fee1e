/* Sending a form's answers from the browser, and what came of it. */
import type { SubmissionOutcome } from "@/tide/webform-answer";
import { readSubmitAnswer } from "./endpoint-answer";
import type { Answers } from "./form-state";

/** 128 random bits as hex: works where randomUUID does not (a page served over plain HTTP). */
export function newSendKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Posts the answers to the form's endpoint under their key; a failure to reach it is an outcome too (status 0). */
export async function postSubmission(endpoint: string, data: Answers, sendKey: string): Promise<SubmissionOutcome> {
  try {
    const res = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": sendKey },
      body: JSON.stringify({ data }),
    });
    const body: unknown = await res.json().catch(() => null);
    return readSubmitAnswer(res.status, body);
  } catch {
    return { ok: false, status: 0, message: null, fieldErrors: {} };
  }
}
