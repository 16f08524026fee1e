import { normaliseWords } from "./normalise-words.ts";

/**
 * One synonym of the collection's thesaurus (Funnelback's synonyms): when a query holds one of `triggers` (as
 * whole words, ignoring case and punctuation), that part of the query also matches each of `expandsTo`, as
 * exactly as the words typed. Seeded from content/search/synonyms.yaml (seed/synonyms-file.ts).
 */
export interface Synonym {
  position: number;
  /** Normalised words or phrases (normaliseWords). */
  triggers: string[];
  /** Normalised words or phrases searched for as well as the trigger. */
  expandsTo: string[];
  /** Funnelback's match types: a trigger anywhere in the query, or only a query that is the trigger. */
  match: "anywhere" | "whole-query";
}

/** A stretch of the query's words: the words as typed and what else they match. */
export interface Expansion {
  /** Index of the first word and the number of words the trigger spans. */
  start: number;
  length: number;
  /** The words as typed first, then the expansions of every synonym the stretch triggers, without repeats. */
  phrases: string[];
}

/**
 * The thesaurus' expansions of a query's words (each lower-case), left to right, each the longest trigger that
 * starts at that word; words no trigger spans are not listed.
 */
export function expandWords(words: readonly string[], synonyms: readonly Synonym[]): Expansion[] {
  const expansions: Expansion[] = [];
  let start = 0;
  while (start < words.length) {
    let found: Expansion | null = null;
    for (let end = words.length; end > start && found === null; end -= 1) {
      const typed = words.slice(start, end).join(" ");
      const whole = start === 0 && end === words.length;
      const matching = synonyms.filter((synonym) => (synonym.match === "anywhere" || whole) && synonym.triggers.includes(typed));
      if (matching.length > 0) {
        const phrases = [typed, ...matching.flatMap((synonym) => synonym.expandsTo)];
        found = { start, length: end - start, phrases: [...new Set(phrases)] };
      }
    }
    if (found === null) start += 1;
    else {
      expansions.push(found);
      start += found.length;
    }
  }
  return expansions;
}

/** Normalised, non-empty, without repeats: how the seed stores triggers and expansions. */
export function normalisedTerms(terms: readonly string[]): string[] {
  return [...new Set(terms.map(normaliseWords).filter((term) => term !== ""))];
}
