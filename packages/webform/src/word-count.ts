/** Words of a text as the word counter counts them (spec §5): trimmed first, split on runs of white space. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}

/** Spec §5's word-count messages, quoted. */
export const tooManyWords = (max: number, n: number) => `You have too many words. Maximum is ${max}, you have ${n} words.`;
export const tooFewWords = (min: number, n: number) => `You have too few words. Minimum is ${min}, you have ${n} words.`;
