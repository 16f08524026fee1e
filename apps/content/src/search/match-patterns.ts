/** Backslash-escapes LIKE's wildcards (and the escape character itself) so they match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** Backslash-escapes the characters PostgreSQL's regular expressions treat as operators. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The patterns that rank a title against typed text, best first: the title starts with it, a word of the
 * title starts with it, the title contains it. Anything else can still match by trigram word similarity.
 * They are bound as parameters (never spliced into SQL) and lower-cased by the database, as titles are,
 * so both sides fold case the same way whatever the locale.
 */
export interface MatchPatterns {
  text: string;
  prefix: string;
  wordStart: string;
  contains: string;
}

export function matchPatterns(text: string): MatchPatterns {
  const like = escapeLike(text);
  return {
    text,
    prefix: `${like}%`,
    wordStart: `(^|[^[:alnum:]])${escapeRegex(text)}`,
    contains: `%${like}%`,
  };
}
