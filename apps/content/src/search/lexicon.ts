import { allowedEdits, editDistance } from "./edit-distance.ts";

/** A word of the collection's lexicon that resembles a query word, with the documents using it and the edits between them. */
export interface Lookalike {
  word: string;
  frequency: number;
  distance: number;
}

/** A word's first letter and length: look-alikes are only looked for among words sharing the first and near the second. */
function bucketOf(first: string, length: number): string {
  return `${first}\u0000${length}`;
}

/**
 * The collection's own words (search_words: the lower-cased words of titles and summaries, with the number of
 * documents using each), kept in process with the catalogue. Typo tolerance and did-you-mean only ever offer
 * one of these words.
 *
 * As Lucene's DirectSpellChecker (its `minPrefix` of 1), a look-alike starts with the same letter as the word typed:
 * people seldom mistype a word's first letter, and it keeps a lookup among tens of thousands of words to a few
 * hundred comparisons.
 */
export class Lexicon {
  private readonly frequencies: Map<string, number>;
  private readonly buckets = new Map<string, string[]>();

  constructor(words: Iterable<readonly [string, number]>) {
    this.frequencies = new Map(words);
    for (const word of this.frequencies.keys()) {
      const letters = [...word];
      const key = bucketOf(letters[0] ?? "", letters.length);
      const list = this.buckets.get(key) ?? [];
      list.push(word);
      this.buckets.set(key, list);
    }
  }

  get size(): number {
    return this.frequencies.size;
  }

  /** How many documents use the word, or undefined when the collection does not hold it. */
  frequency(word: string): number | undefined {
    return this.frequencies.get(word);
  }

  /**
   * Other words with the same first letter within the typos `word` is allowed (edit-distance.ts allowedEdits),
   * nearest first, then the most used, then alphabetical; at most `limit` of them.
   */
  lookalikes(word: string, limit: number): Lookalike[] {
    const edits = allowedEdits(word);
    if (edits === 0) return [];
    const letters = [...word];
    const found: Lookalike[] = [];
    for (let other = letters.length - edits; other <= letters.length + edits; other += 1) {
      for (const candidate of this.buckets.get(bucketOf(letters[0] ?? "", other)) ?? []) {
        if (candidate === word) continue;
        const distance = editDistance(word, candidate, edits);
        if (distance <= edits) found.push({ word: candidate, frequency: this.frequencies.get(candidate) ?? 0, distance });
      }
    }
    return found.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || a.word.localeCompare(b.word)).slice(0, limit);
  }
}
