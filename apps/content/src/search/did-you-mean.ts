import { allowedEdits } from "./edit-distance.ts";
import type { Lexicon } from "./lexicon.ts";
import { queryWords, WORD } from "./normalise-words.ts";

/** A known word used by at most this many documents is "rare": a far more common look-alike may replace it. */
const RARE_FREQUENCY = 2;
const COMMONER_FACTOR = 10;

/** The query's words that did-you-mean may correct: those long enough to forgive a typo in (edit-distance.ts). */
export function spellWords(query: string): string[] {
  return [...new Set(queryWords(query))].filter((word) => allowedEdits(word) > 0);
}

/**
 * The word to suggest instead of `word`: its nearest, then most used, look-alike in the collection's lexicon;
 * `word` itself when it has none, or when the collection uses it and it is not rare beside that look-alike.
 */
export function chooseCorrection(word: string, lexicon: Lexicon): string {
  const pick = lexicon.lookalikes(word, 1)[0];
  if (pick === undefined) return word;
  const own = lexicon.frequency(word);
  if (own !== undefined && (own > RARE_FREQUENCY || pick.frequency < own * COMMONER_FACTOR)) return word;
  return pick.word;
}

/** The query with each corrected word replaced (other text kept as typed). */
export function correctQuery(query: string, corrections: ReadonlyMap<string, string>): string {
  return query.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
}
