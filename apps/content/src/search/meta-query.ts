import { normaliseWords } from "./normalise-words.ts";

/**
 * Funnelback's metadata constraints in `query`: `class:term` or `class:"a phrase"` keeps only documents whose
 * metaData[class] holds the term or phrase as whole words (README "Search"). Everything else is free text.
 */
export interface MetaConstraint {
  /** The metaData key, case-sensitive (`interestArea`). */
  field: string;
  /** The term or phrase as normalised words (`accounting finance`), never empty. */
  words: string;
}

/** A piece of the query as written: free text, or one constraint (`raw` is its text, quotes included). */
export type QuerySegment = { kind: "text"; raw: string } | { kind: "constraint"; raw: string; constraint: MetaConstraint };

export interface MetaQuery {
  /** The free text: the query without its constraints, single-spaced ("" when there is none). */
  text: string;
  constraints: MetaConstraint[];
  segments: QuerySegment[];
}

// The class must start the token and be followed directly by ":"; `class://…` is a URL, not a constraint.
const CLASS_PREFIX = /^([A-Za-z][A-Za-z0-9_]*):(?!\/\/)/;

/** Where the token starting at `from` ends: the next space, or the end. */
function tokenEnd(query: string, from: number): number {
  const space = query.indexOf(" ", from);
  return space === -1 ? query.length : space;
}

/** Where a quoted phrase opened at `quote` ends (after its closing quote; an unclosed quote runs to the end). */
function quoteEnd(query: string, quote: number): number {
  const close = query.indexOf('"', quote + 1);
  return close === -1 ? query.length : close + 1;
}

/**
 * Splits a query (trimmed, single-spaced) into free text and constraints. A free-text phrase in quotes is kept
 * whole, so `"a b:c"` stays text. A constraint's phrase ends at its closing quote (an unclosed one at the end of
 * the query); a term ends at the next space. A term or phrase without letters or digits (`class:""`) constrains
 * nothing and is dropped; `class:` followed by a space or the end is free text.
 */
export function parseMetaQuery(query: string): MetaQuery {
  const segments: QuerySegment[] = [];
  let position = 0;
  while (position < query.length) {
    if (query[position] === " ") {
      position += 1;
      continue;
    }
    const prefix = CLASS_PREFIX.exec(query.slice(position));
    const valueStart = prefix === null ? -1 : position + prefix[0].length;
    if (prefix === null || valueStart >= query.length || query[valueStart] === " ") {
      const end = query[position] === '"' ? tokenEnd(query, quoteEnd(query, position)) : tokenEnd(query, position);
      segments.push({ kind: "text", raw: query.slice(position, end) });
      position = end;
      continue;
    }
    const quoted = query[valueStart] === '"';
    const end = quoted ? quoteEnd(query, valueStart) : tokenEnd(query, valueStart);
    const closed = quoted && end > valueStart + 1 && query[end - 1] === '"';
    const value = quoted ? query.slice(valueStart + 1, closed ? end - 1 : end) : query.slice(valueStart, end);
    const words = normaliseWords(value);
    if (words !== "") segments.push({ kind: "constraint", raw: query.slice(position, end), constraint: { field: prefix[1] ?? "", words } });
    position = end;
  }
  const text = segments.flatMap((segment) => (segment.kind === "text" ? [segment.raw] : [])).join(" ");
  const constraints = segments.flatMap((segment) => (segment.kind === "constraint" ? [segment.constraint] : []));
  return { text, constraints, segments };
}

/** The query with each free-text segment rewritten (did-you-mean), constraints kept as written and in place. */
export function rewriteText(query: MetaQuery, rewrite: (text: string) => string): string {
  return query.segments.map((segment) => (segment.kind === "text" ? rewrite(segment.raw) : segment.raw)).join(" ");
}

/** A metaData value as the constraint reads it: each `|`-separated element as normalised words, padded with spaces. */
export function metaElements(value: string): string[] {
  return value.split("|").map((element) => ` ${normaliseWords(element)} `);
}

/** True when one of the elements holds the constraint's words as whole words. */
export function elementsMatch(elements: readonly string[], constraint: MetaConstraint): boolean {
  const needle = ` ${constraint.words} `;
  return elements.some((element) => element.includes(needle));
}
