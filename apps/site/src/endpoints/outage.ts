import { OUTAGE_RETRY_AFTER_SECONDS } from "@/tide/outage.mjs";

/**
 * What every endpoint answers when a service it needs (the content service, the search service) is down, too slow
 * or answering nonsense: 503, with when to try again (the error pages' figure, tide/outage.mjs) and nothing a cache
 * may keep. A plain form post (sign-in, a question to a student) goes back to its form with the reason instead, as
 * every refusal of a plain form does.
 */
export const OUTAGE_STATUS = 503;

/** When to try again after an outage's 503, alone (for an answer that sets its own Cache-Control). */
export function outageRetryAfter(): Record<string, string> {
  return { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) };
}

/** The headers of an endpoint's outage answer: when to try again, and never kept. */
export function outageHeaders(): Record<string, string> {
  return { ...outageRetryAfter(), "Cache-Control": "no-store" };
}
