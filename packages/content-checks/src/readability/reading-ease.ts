import { syllables } from "./syllables.ts";
import { sentenceCount, wordsOf } from "./words.ts";

/**
 * Flesch reading ease of `text`: 206.835 − 1.015 × words a sentence − 84.6 × syllables a word. Around 60 is plain
 * English; below 30 reads like an academic paper. Null for text without words.
 */
export function readingEase(text: string): number | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  return 206.835 - 1.015 * (words.length / sentenceCount(text)) - 84.6 * (syllableCount / words.length);
}
