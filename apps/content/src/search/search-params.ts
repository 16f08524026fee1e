import { badRequest } from "../jsonapi/errors.ts";
import { hasControlCharacter } from "../text/has-control-character.ts";
import { COLLECTION_LIST, findCollection, type Collection } from "./collections.ts";
import { parseFacetSelections, type FacetSelections } from "./facet-params.ts";
import { parseMetaParams, type MetaParams } from "./meta-params.ts";
import { parseMetaQuery, type MetaQuery } from "./meta-query.ts";

export const DEFAULT_NUM_RANKS = 10;
/** Spec §9: search results are capped at 500. */
export const MAX_NUM_RANKS = 500;
export const MAX_START_RANK = 1_000_000;
export const MAX_QUERY_LENGTH = 256;

export const SORTS = ["title", "dtitle", "date", "adate", "metanextIntake"] as const;
/** Funnelback's metadata sorts: `meta{class}` ascending, `dmeta{class}` descending (documents without the class last). */
export type MetaSort = `meta${string}` | `dmeta${string}`;
export type SearchSort = "relevance" | (typeof SORTS)[number] | MetaSort;
const META_SORT = /^d?meta[A-Za-z][A-Za-z0-9_]*$/;

/** The metadata class and direction of a `meta{class}` / `dmeta{class}` sort; null for any other sort. */
export function metaSortOf(sort: SearchSort): { field: string; descending: boolean } | null {
  if (!META_SORT.test(sort)) return null;
  const descending = sort.startsWith("d");
  return { field: sort.slice(descending ? 5 : 4), descending };
}

export interface SearchParams {
  collection: Collection;
  /** Trimmed, inner white space collapsed, constraints included (as echoed in `question.query`). */
  query: string;
  originalQuery: string;
  /** The query's free text and its metadata constraints (`interestArea:"Accounting & finance"`); no free text = browse mode. */
  parsed: MetaQuery;
  numRanks: number;
  startRank: number;
  sort: SearchSort;
  selections: FacetSelections;
  /** The metadata constraints given as parameters (`ge_closeDate`, `meta_courses_orsand`…). */
  meta: MetaParams;
  /** Every plain-text parameter as given, in order (for inputParameterMap and the facet links). */
  input: [string, string][];
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badRequest(`${name} must be given once, as plain text.`, name);
  return value;
}

function wholeNumber(query: Record<string, unknown>, name: string, fallback: number, message: string): number {
  const raw = single(query, name)?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (!/^[+]?\d{1,15}$/.test(raw) || Number(raw) < 1) throw badRequest(message, name);
  return Number(raw);
}

function inputPairs(query: Record<string, unknown>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : typeof value === "object" && value !== null ? Object.values(value) : [value];
    for (const item of values) if (typeof item === "string") pairs.push([name, item]);
  }
  return pairs;
}

/**
 * Reads Funnelback's search.json parameters. `profile` and every unknown parameter (Funnelback passes many,
 * such as `form` or `fmo`) are ignored; anything wrong with a known one is a 400 naming it.
 */
export function parseSearchParams(query: Record<string, unknown>): SearchParams {
  const collectionName = single(query, "collection")?.trim();
  if (collectionName === undefined || collectionName === "") throw badRequest("The collection parameter is required.", "collection");
  const collection = findCollection(collectionName);
  if (collection === undefined) {
    throw badRequest(`Unknown collection "${collectionName.slice(0, 100)}"; this service has ${COLLECTION_LIST}.`, "collection");
  }
  const originalQuery = single(query, "query") ?? "";
  const text = originalQuery.trim().replace(/\s+/g, " ");
  if (hasControlCharacter(text)) throw badRequest("query must not contain control characters.", "query");
  if ([...text].length > MAX_QUERY_LENGTH) throw badRequest(`query must be at most ${MAX_QUERY_LENGTH} characters long.`, "query");

  const numRanks = Math.min(wholeNumber(query, "num_ranks", DEFAULT_NUM_RANKS,
    `num_ranks must be a whole number from 1 (at most ${MAX_NUM_RANKS} are answered).`), MAX_NUM_RANKS);
  const startRank = wholeNumber(query, "start_rank", 1, `start_rank must be a whole number from 1 to ${MAX_START_RANK.toLocaleString("en")}.`);
  if (startRank > MAX_START_RANK) {
    throw badRequest(`start_rank must be a whole number from 1 to ${MAX_START_RANK.toLocaleString("en")}.`, "start_rank");
  }
  const rawSort = single(query, "sort")?.trim() ?? "";
  if (rawSort !== "" && !(SORTS as readonly string[]).includes(rawSort) && !META_SORT.test(rawSort)) {
    throw badRequest(`sort must be empty (relevance), one of ${SORTS.join(", ")}, or meta{class} or dmeta{class} (a metadata class, ascending or descending).`, "sort");
  }
  const sort: SearchSort = rawSort === "" ? "relevance" : rawSort as SearchSort;
  return { collection, query: text, originalQuery, parsed: parseMetaQuery(text), numRanks, startRank, sort, selections: parseFacetSelections(query, collection),
    meta: parseMetaParams(query),
    input: inputPairs(query) };
}
