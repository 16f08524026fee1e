const EXCLUDED_WORD = /^!([\p{L}\p{N}]+)$/u;

/**
 * Funnelback's match-everything idiom: free text made only of excluded words (`!padrenull`, a word no document has)
 * asks for every document without those words. Answers the words (lower-cased), or null when the free text is
 * anything else (empty included).
 */
export function excludedWordsOf(text: string): string[] | null {
  const tokens = text.split(" ").filter((token) => token !== "");
  if (tokens.length === 0) return null;
  const words: string[] = [];
  for (const token of tokens) {
    const match = EXCLUDED_WORD.exec(token);
    if (match === null) return null;
    words.push((match[1] ?? "").toLowerCase());
  }
  return words;
}
