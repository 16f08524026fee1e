import { outageRetryAfter } from "../outage";
/** The content service's answers to the visitor's own request, passed on with their status and message. */
const PASSED_ON = new Set([400, 403, 404, 413, 415, 422, 429]);

/** When the content service could not be reached or answered badly: never its internals, always these words. */
export const SERVICE_MESSAGES: Readonly<Record<502 | 503 | 504, string>> = {
  502: "The form service gave an answer we could not read. Please try again later.",
  503: "The form service is unavailable. Please try again in a few minutes.",
  504: "The form service took too long to answer. Please try again.",
};

export interface VisitorFailure {
  status: number;
  message: string | null;
  /** The content service's own words pass on (with any per-field messages); otherwise only ours. */
  passedOn: boolean;
}

/**
 * What the visitor is told of a failure the content layer reported with `status`: the content service's answers
 * to the request, and a failure its handlers reported (`notes`, 502), keep status and message; being down (503)
 * or slow (504) get our words; anything else (500, 401, odd bodies) becomes 502 in our words.
 */
export function visitorFailure(status: number, message: string | null): VisitorFailure {
  if (PASSED_ON.has(status) || (status === 502 && message !== null)) return { status, message, passedOn: true };
  const ours = status === 503 || status === 504 ? status : 502;
  return { status: ours, message: SERVICE_MESSAGES[ours], passedOn: false };
}

/** When to try again: the content service's Retry-After when the visitor is told to wait (429) or that it is down
 * (503); when it is down without saying (unreachable, or too slow), the outage's own figure, as every endpoint
 * answers an outage (endpoints/outage.ts). */
export function retryHeaders(failure: VisitorFailure, retryAfter: string | undefined): Record<string, string> {
  if (retryAfter !== undefined && (failure.status === 429 || failure.status === 503)) return { "Retry-After": retryAfter };
  return failure.status === 503 ? outageRetryAfter() : {};
}
