/** The words of `text`: runs of letters, digits and inner apostrophes or hyphens. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** How many sentences `text` has: ends of sentence (. ! ?) followed by space or the end; at least one when it has words. */
export function sentenceCount(text: string): number {
  const ends = text.match(/[.!?]+(?=\s|$)/g)?.length ?? 0;
  const trailing = /[.!?]["')\]]*\s*$/.test(text) ? 0 : 1;
  return Math.max(1, ends + (wordsOf(text).length > 0 ? trailing : 0));
}
