/**
 * An English word's syllables, estimated the usual way: groups of vowels, less a silent final "e" or "es" and an
 * "-ed" that is not said as a syllable ("loved", but not "wanted"). Right on most words and within one on nearly
 * all, which is what a reading-ease score needs.
 */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const spoken = w.replace(/(?:[^laeiouy]es|[^laeiouytd]ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  return Math.max(1, spoken.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}
