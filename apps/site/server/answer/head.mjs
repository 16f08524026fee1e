// The head of an answer as the answer stages see it: its status and its headers (names in lower case, as Node's
// getHeaders() gives them). Stages never change a head: they return a new one (answer-plan.mjs).

/** @typedef {Readonly<Record<string, string | number | readonly string[]>>} AnswerHeaders */
/** @typedef {{ readonly status: number; readonly headers: AnswerHeaders }} AnswerHead */

/**
 * A header's value as one string ("" when absent): a list is joined as HTTP joins repeated fields.
 * @param {AnswerHead} head
 * @param {string} name in lower case
 */
export function headerOf(head, name) {
  const value = head.headers[name];
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/**
 * A head with another status and some headers changed: a value of undefined removes the header.
 * @param {AnswerHead} head
 * @param {{ status?: number; set?: Record<string, string | number | readonly string[] | undefined> }} change
 * @returns {AnswerHead}
 */
export function changedHead(head, { status = head.status, set = {} }) {
  /** @type {Record<string, string | number | readonly string[]>} */
  const headers = { ...head.headers };
  for (const [name, value] of Object.entries(set)) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return { status, headers };
}

/**
 * Whether an answer with this head to this method carries a body at all (RFC 9110 §6.4.1): not to HEAD, not a 1xx,
 * 204 or 304. Transforms are not run for one that does not.
 * @param {string | undefined} method
 * @param {AnswerHead} head
 */
export function carriesBody(method, head) {
  return method !== "HEAD" && head.status >= 200 && head.status !== 204 && head.status !== 304;
}
