/** A word: a letter or digit, then letters, marks and digits (punctuation and spaces part words). */
export const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** The lower-cased words of a text, punctuation dropped: how queries, triggers and titles are compared. */
export function queryWords(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The lower-cased words joined by single spaces: punctuation and case never decide whether words match. */
export function normaliseWords(text: string): string {
  return queryWords(text).join(" ");
}
