/**
 * The suggestion collections this service answers, Funnelback-style. The site asks for
 * `{SEARCH_COLLECTION}` (content) and `{SEARCH_COLLECTION}-courses` (catalogue) with the default `yu-search`.
 */
export type CollectionKind = "content" | "courses";

export interface Collection {
  name: string;
  kind: CollectionKind;
  /** Node types searched; migration 2 has a partial trigram index over exactly this list. */
  types: readonly string[];
}

export const CONTENT_COLLECTION: Collection = {
  name: "yu-search",
  kind: "content",
  types: ["node--page", "node--landing_page", "node--microsite_page", "node--news", "node--event", "node--profile",
    "node--publication", "node--grant"],
};

export const COURSES_COLLECTION: Collection = {
  name: "yu-search-courses",
  kind: "courses",
  types: ["node--course", "node--unit", "node--unit_set"],
};

const COLLECTIONS = new Map([CONTENT_COLLECTION, COURSES_COLLECTION].map((c) => [c.name, c]));

export const COLLECTION_NAMES = [...COLLECTIONS.keys()];

export function findCollection(name: string): Collection | undefined {
  return COLLECTIONS.get(name);
}
