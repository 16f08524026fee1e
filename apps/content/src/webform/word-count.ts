/** Words of a text as the word counter counts them: trimmed first, split on runs of white space. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}
