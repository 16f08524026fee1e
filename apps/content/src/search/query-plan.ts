import { allowedEdits } from "./edit-distance.ts";
import type { Lexicon } from "./lexicon.ts";
import { queryWords } from "./normalise-words.ts";
import { STOP_WORDS } from "./stop-words.ts";
import { expandWords, type Synonym } from "./thesaurus.ts";

/**
 * A part of a plain query: one word, or the words of a thesaurus trigger, and everything that part matches.
 * Every text here is lower-case letters and digits joined by single spaces, so it is always valid to_tsquery input.
 */
export interface QueryGroup {
  /** The words as typed. */
  typed: string;
  /** What matches as exactly as the words typed: the typed words first, then the thesaurus' expansions. */
  phrases: string[];
  /** Words of the collection's lexicon one or two typos away from a single typed word (ranked below exact matches). */
  typos: string[];
  /** Also matched as the start of a word: the query's last word, perhaps still being typed. */
  prefix: boolean;
  /** A stop word among other words: it need not match, but ranks a phrase up when it does. */
  optional: boolean;
}

/** How a query is searched: its groups, or null for a query with operators (read by websearch_to_tsquery). */
export interface QueryPlan {
  text: string;
  groups: QueryGroup[] | null;
}

// Quotes, a leading minus and OR are the operators websearch_to_tsquery reads.
const OPERATORS = /["“”]|(^|\s)-\S|\bOR\b/u;
// A prefix of one or two letters matches most of the catalogue (and would rank all of it): as in the
// suggestions, three characters are needed before a word also matches as a prefix.
const MIN_PREFIX = 3;
/** A typed word matches at most this many look-alikes. */
const MAX_TYPOS_PER_WORD = 3;
/** At most this many words of a query are looked up for typos. */
const MAX_TYPO_WORDS = 5;
/** The title variants compared with titles (the product of every group's phrases) stop at this many. */
const MAX_VARIANTS = 16;

/**
 * The plan of a non-empty query: each word, or each stretch the thesaurus knows, is a group that must match;
 * stop words are optional unless the query has nothing else; the last single word also matches as a prefix.
 */
export function planQuery(text: string, synonyms: readonly Synonym[]): QueryPlan {
  if (OPERATORS.test(text)) return { text, groups: null };
  const words = queryWords(text);
  if (words.length === 0) return { text, groups: null };
  const expansions = new Map(expandWords(words, synonyms).map((expansion) => [expansion.start, expansion]));
  const groups: QueryGroup[] = [];
  for (let index = 0; index < words.length;) {
    const expansion = expansions.get(index);
    const word = words[index] ?? "";
    groups.push(expansion === undefined
      ? { typed: word, phrases: [word], typos: [], prefix: false, optional: STOP_WORDS.has(word) }
      : { typed: expansion.phrases[0] ?? word, phrases: expansion.phrases, typos: [], prefix: false, optional: false });
    index += expansion?.length ?? 1;
  }
  const required = groups.some((group) => !group.optional) ? groups : groups.map((group) => ({ ...group, optional: false }));
  const last = required.at(-1);
  // A stop word is a whole word already (`the` as a prefix would match theory, therapy and thesis too).
  if (last !== undefined && !last.optional && !last.typed.includes(" ") && !STOP_WORDS.has(last.typed) && [...last.typed].length >= MIN_PREFIX) {
    last.prefix = true;
  }
  return { text, groups: required };
}

/**
 * The plan with each required single word long enough to forgive a typo in (the first MAX_TYPO_WORDS of them: a long
 * query of unknown words costs no more than a short one) also matching its look-alikes in the lexicon.
 */
export function withTypos(plan: QueryPlan, lexicon: Lexicon): QueryPlan {
  if (plan.groups === null) return plan;
  let looked = 0;
  return { ...plan, groups: plan.groups.map((group) => {
    if (group.optional || group.phrases.length > 1 || allowedEdits(group.typed) === 0 || looked >= MAX_TYPO_WORDS) return group;
    looked += 1;
    return { ...group, typos: lexicon.lookalikes(group.typed, MAX_TYPOS_PER_WORD).map((found) => found.word) };
  }) };
}

export function hasTypos(plan: QueryPlan): boolean {
  return plan.groups?.some((group) => group.typos.length > 0) ?? false;
}

/**
 * A phrase as to_tsquery lexemes, each with `weights`. A stop word on its own (`IT`, or a query of stop words only)
 * matches in titles, summaries and keywords only: in a body it is almost always the English word.
 */
function lexemes(phrase: string, weights: string, inPhrase = false): string {
  const words = phrase.split(" ");
  const own = weights === "" && !inPhrase && words.length === 1 && STOP_WORDS.has(phrase) ? "AB" : weights;
  return words.map((word) => `${word}${own === "" ? "" : `:${own}`}`).join(" <-> ");
}

function alternatives(group: QueryGroup, strict: boolean, weights: string, inPhrase = false): string {
  const parts = group.phrases.map((phrase) => lexemes(phrase, weights, inPhrase));
  if (!strict) {
    if (group.prefix) parts.push(`${group.typed}:*${weights}`);
    parts.push(...group.typos.map((typo) => lexemes(typo, weights)));
  }
  return `(${parts.join(" | ")})`;
}

function required(groups: readonly QueryGroup[]): QueryGroup[] {
  return groups.filter((group) => !group.optional);
}

/** to_tsquery text of every required group with all it matches (prefix and typos too). */
export function fullQuery(groups: readonly QueryGroup[]): string {
  return required(groups).map((group) => alternatives(group, false, "")).join(" & ");
}

/** to_tsquery text of the words as typed and their synonyms only: a document matching it ranks above the others. */
export function strictQuery(groups: readonly QueryGroup[]): string {
  return required(groups).map((group) => alternatives(group, true, "")).join(" & ");
}

/** fullQuery within titles, summaries and keywords (weights A and B): the query names the document. */
export function namingQuery(groups: readonly QueryGroup[]): string {
  return required(groups).map((group) => alternatives(group, false, "AB")).join(" & ");
}

/** Every group, stop words included, in order as a phrase; null for a single group. */
export function phraseQuery(groups: readonly QueryGroup[]): string | null {
  return groups.length < 2 ? null : groups.map((group) => alternatives(group, false, "", true)).join(" <-> ");
}

/** The query's readings as plain words (each group's phrases in turn), compared with titles. */
export function titleVariants(groups: readonly QueryGroup[]): string[] {
  let variants = [""];
  for (const group of groups) {
    variants = variants.flatMap((variant) => group.phrases.map((phrase) => (variant === "" ? phrase : `${variant} ${phrase}`)))
      .slice(0, MAX_VARIANTS);
  }
  return variants;
}
