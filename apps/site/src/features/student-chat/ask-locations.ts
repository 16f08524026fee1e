/* Where the visitor lands after asking a question: the page's own address, its filters kept, saying what became
 * of the question, with the fragment of what to read first. Pure. */
import { FILTER_KEYS } from "@/mapping/student-profiles/student-filters";

/** The student whose form shows the problems with a question not yet sent. */
export const ASK_PARAM = "ask";
/** The student a question was sent to, and the stored submission's reference. */
export const ASKED_PARAM = "asked";
export const REFERENCE_PARAM = "ref";

export const CONFIRMATION_ID = "ask-confirmation";
export const askFormId = (profileId: string) => `ask-${profileId}`;
export const askProblemsId = (profileId: string) => `ask-${profileId}-problems`;

/** Only the list's own filters of the query string the form carried back; values no filter could have dropped. */
export function filtersOf(back: string): URLSearchParams {
  const from = new URLSearchParams(back);
  const kept = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = from.get(key);
    if (value && value.length <= 64) kept.set(key, value);
  }
  return kept;
}

function at(path: string, params: URLSearchParams, fragment: string): string {
  return `${path}?${params.toString()}#${fragment}`;
}

/** Back to the student's form, to fix what stopped the question. */
export function retryLocation(path: string, back: string, profileId: string): string {
  const params = filtersOf(back);
  params.set(ASK_PARAM, profileId);
  return at(path, params, askProblemsId(profileId));
}

/** To the confirmation that the question was sent, with its reference when the content service gave one. */
export function askedLocation(path: string, back: string, profileId: string, reference: string | null): string {
  const params = filtersOf(back);
  params.set(ASKED_PARAM, profileId);
  if (reference !== null && /^[A-Za-z0-9-]{1,64}$/.test(reference)) params.set(REFERENCE_PARAM, reference);
  return at(path, params, CONFIRMATION_ID);
}
