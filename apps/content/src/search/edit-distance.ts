/**
 * The number of edits between two words (optimal string alignment: an insertion, a deletion, a substitution or
 * two neighbouring letters swapped each count one, as Algolia and Typesense count a typo), or `limit + 1` as soon
 * as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  // Three rows of the table: two rows back (for a swap), the last row and this one.
  let before = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j < width; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

/** The typos forgiven in a word: one from five letters, two from nine (none in shorter words, codes or numbers). */
export function allowedEdits(word: string): number {
  if (!/^\p{L}+$/u.test(word)) return 0;
  const letters = [...word].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}
