/**
 * The words of a result's summary that the visitor searched for, as plain segments the page wraps in <mark>:
 * nothing from the search service is ever rendered as HTML.
 */
export interface TextSegment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const MIN_TERM = 2;
// Search operators and the words every English text has: never worth highlighting.
const STOP = new Set(["and", "or", "not", "the", "of", "in", "to", "for", "a", "an", "on", "at", "is", "with"]);

/**
 * A query word's stem, crudely: enough that "nurses" marks "nursing" and "nurse", as the service's English
 * stemmer matched them. Never shorter than three letters.
 */
export function stemOf(word: string): string {
  const w = word.toLowerCase();
  for (const suffix of ["ings", "ing", "ies", "es", "ed", "er", "s", "y", "e"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length);
  }
  return w;
}

/** The words of a query worth marking: less operators, stop words and single letters. */
function queryWords(query: string): string[] {
  const words: string[] = [];
  for (const [word] of query.matchAll(WORD)) {
    const lower = word.toLowerCase();
    if (lower.length >= MIN_TERM && !STOP.has(lower)) words.push(lower);
  }
  return words;
}

/**
 * Whether a word of the text is one the visitor searched for: the same stem ("nurses" marks "nursing"), or
 * a longer word beginning with what was typed ("busi" marks "business"), but not merely a shared
 * beginning ("fees" does not mark "feeds").
 */
function matches(word: string, stems: string[], words: string[]): boolean {
  const stem = stemOf(word);
  return stems.includes(stem) || words.some((typed) => typed.length >= 4 && word.startsWith(typed));
}

/** Splits `text` into runs, marking every word the visitor searched for. */
export function highlight(text: string, query: string): TextSegment[] {
  const words = queryWords(query);
  const stems = [...new Set(words.map(stemOf))];
  if (stems.length === 0 || text === "") return text === "" ? [] : [{ text, match: false }];
  const out: TextSegment[] = [];
  let last = 0;
  const push = (segment: string, match: boolean) => {
    if (segment === "") return;
    const prev = out[out.length - 1];
    if (prev && prev.match === match) prev.text += segment;
    else out.push({ text: segment, match });
  };
  for (const m of text.matchAll(WORD)) {
    if (!matches(m[0].toLowerCase(), stems, words)) continue;
    const at = m.index ?? 0;
    push(text.slice(last, at), false);
    push(m[0], true);
    last = at + m[0].length;
  }
  push(text.slice(last), false);
  return out;
}
