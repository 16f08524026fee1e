/** A lexicon word that resembles a query word (pg_trgm similarity), with the number of documents using it. */
export interface SpellCandidate {
  word: string;
  frequency: number;
  similarity: number;
}

export const MIN_SIMILARITY = 0.4;
/** Candidates this close to the most similar one count as equally good; the most frequent of them wins. */
const BEST_BAND = 0.05;
/** A known word used by at most this many documents is "rare": a far more common look-alike may replace it. */
const RARE_FREQUENCY = 2;
const COMMONER_FACTOR = 10;

/** The lower-cased words of three letters or more that did-you-mean looks at. */
export function spellWords(query: string): string[] {
  return [...new Set((query.toLowerCase().match(/\p{L}{3,}/gu) ?? []))];
}

/** The word to suggest instead of `word`, or `word` itself when it is known (and not rare) or nothing is close enough. */
export function chooseCorrection(word: string, candidates: readonly SpellCandidate[]): string {
  const own = candidates.find((candidate) => candidate.word === word);
  const others = candidates.filter((candidate) => candidate.word !== word && candidate.similarity >= MIN_SIMILARITY);
  if (others.length === 0) return word;
  const best = Math.max(...others.map((candidate) => candidate.similarity));
  const pick = others.filter((candidate) => candidate.similarity >= best - BEST_BAND)
    .sort((a, b) => b.frequency - a.frequency || b.similarity - a.similarity || a.word.localeCompare(b.word))[0];
  if (pick === undefined) return word;
  if (own !== undefined && (own.frequency > RARE_FREQUENCY || pick.frequency < own.frequency * COMMONER_FACTOR)) return word;
  return pick.word;
}

/** The query with each letter word replaced by its correction (other text kept as typed). */
export function correctQuery(query: string, corrections: ReadonlyMap<string, string>): string {
  return query.replace(/\p{L}{3,}/gu, (word) => corrections.get(word.toLowerCase()) ?? word);
}
