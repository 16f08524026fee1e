import { badRequest } from "../jsonapi/errors.ts";
import { hasControlCharacter } from "../text/has-control-character.ts";
import { COLLECTION_LIST, findCollection, type Collection } from "./collections.ts";

export const DEFAULT_SHOW = 10;
export const MAX_SHOW = 50;
export const MAX_PARTIAL_QUERY_LENGTH = 100;

export interface SuggestParams {
  collection: Collection;
  /** Trimmed, inner runs of white space collapsed to one space. */
  partialQuery: string;
  show: number;
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badRequest(`${name} must be given once, as plain text.`, name);
  return value;
}

/** Reads Funnelback's suggest.json parameters (`profile` is accepted and ignored); bad input is a 400. */
export function parseSuggestParams(query: Record<string, unknown>): SuggestParams {
  const collectionName = single(query, "collection")?.trim();
  if (collectionName === undefined || collectionName === "") throw badRequest("The collection parameter is required.", "collection");
  const collection = findCollection(collectionName);
  if (collection === undefined) {
    throw badRequest(`Unknown collection "${collectionName.slice(0, 100)}"; this service has ${COLLECTION_LIST}.`, "collection");
  }

  const rawQuery = single(query, "partial_query");
  if (rawQuery === undefined) throw badRequest("The partial_query parameter is required.", "partial_query");
  // Tabs and line breaks typed or pasted into a search box are white space; other control characters are refused.
  const partialQuery = rawQuery.trim().replace(/\s+/g, " ");
  if (hasControlCharacter(partialQuery)) throw badRequest("partial_query must not contain control characters.", "partial_query");
  const length = [...partialQuery].length;
  if (length === 0 || length > MAX_PARTIAL_QUERY_LENGTH) {
    throw badRequest(`partial_query must be 1 to ${MAX_PARTIAL_QUERY_LENGTH} characters long.`, "partial_query");
  }

  const rawShow = single(query, "show")?.trim();
  let show = DEFAULT_SHOW;
  if (rawShow !== undefined && rawShow !== "") {
    if (!/^\d{1,3}$/.test(rawShow) || Number(rawShow) < 1 || Number(rawShow) > MAX_SHOW) {
      throw badRequest(`show must be a whole number from 1 to ${MAX_SHOW}.`, "show");
    }
    show = Number(rawShow);
  }
  return { collection, partialQuery, show };
}
