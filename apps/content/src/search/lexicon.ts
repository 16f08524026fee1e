import { allowedEdits, editDistance } from "./edit-distance.ts";

/** A word of the collection's lexicon that resembles a query word, with the documents using it and the edits between them. */
export interface Lookalike {
  word: string;
  frequency: number;
  distance: number;
}

/**
 * The collection's own words (search_words: the lower-cased words of titles and summaries, with the number of
 * documents using each), kept in process with the catalogue. Typo tolerance and did-you-mean only ever offer
 * one of these words.
 */
export class Lexicon {
  private readonly frequencies: Map<string, number>;
  private readonly byLength = new Map<number, string[]>();

  constructor(words: Iterable<readonly [string, number]>) {
    this.frequencies = new Map(words);
    for (const word of this.frequencies.keys()) {
      const length = [...word].length;
      const list = this.byLength.get(length) ?? [];
      list.push(word);
      this.byLength.set(length, list);
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
   * Other words within the typos `word` is allowed (edit-distance.ts allowedEdits), nearest first, then the most
   * used, then alphabetical; at most `limit` of them.
   */
  lookalikes(word: string, limit: number): Lookalike[] {
    const edits = allowedEdits(word);
    if (edits === 0) return [];
    const length = [...word].length;
    const found: Lookalike[] = [];
    for (let other = length - edits; other <= length + edits; other += 1) {
      for (const candidate of this.byLength.get(other) ?? []) {
        if (candidate === word) continue;
        const distance = editDistance(word, candidate, edits);
        if (distance <= edits) found.push({ word: candidate, frequency: this.frequencies.get(candidate) ?? 0, distance });
      }
    }
    return found.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || a.word.localeCompare(b.word)).slice(0, limit);
  }
}
