/**
 * How a typed query becomes a tsquery. A simple query (words of letters and digits only, no operator) is
 * matched as all its words with the last one also as a prefix (`nurs` finds nursing): it is built from those
 * words alone, so it is always valid to_tsquery syntax. Anything else (quotes, `-`, `OR`, punctuation) goes to
 * websearch_to_tsquery, which never fails on any input.
 */
export interface TextQuery {
  /** to_tsquery text such as `bachelor & nurs:*`, or null when websearch_to_tsquery reads the query. */
  prefixQuery: string | null;
  /** Two or more words: a phrase match ranks up. */
  multiWord: boolean;
}

const SIMPLE = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u;
// A prefix of one or two letters matches most of the catalogue (and would rank all of it): as in the
// suggestions, three characters are needed before a word also matches as a prefix.
const MIN_PREFIX = 3;

export function textQuery(query: string): TextQuery {
  const words = query === "" ? [] : query.split(" ");
  const simple = SIMPLE.test(query) && !words.includes("OR");
  return {
    prefixQuery: simple
      ? words.map((word, index) => (index === words.length - 1 && [...word].length >= MIN_PREFIX ? `${word}:*` : word)).join(" & ")
      : null,
    multiWord: words.length > 1,
  };
}
