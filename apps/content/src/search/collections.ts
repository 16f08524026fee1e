import { collectionTypes, type CollectionKind } from "@yu/content-types";
import { CATALOGUE_TAB_VALUES, SCHOLARSHIP_FACETS, TAB_VALUES, VALUE_FACETS, type FacetDefinition, type TabValue } from "./facets.ts";

/**
 * The collections this service answers, Funnelback-style. The site asks for `{SEARCH_COLLECTION}` (content),
 * `{SEARCH_COLLECTION}-courses` (catalogue) and `{SEARCH_COLLECTION}-scholarships` with the default `yu-search`.
 */
export type { CollectionKind };

export interface Collection {
  name: string;
  kind: CollectionKind;
  /**
   * Node types it answers: the rows of @yu/content-types that name it. The suggestions' partial trigram index of
   * each collection covers exactly this list (db/migrations.test.ts checks the latest migration's).
   */
  types: readonly string[];
  /** The Tabs facet's values (none: the collection answers no Tabs facet). */
  tabs: readonly TabValue[];
  /** The value facets it answers, in order. */
  facets: readonly FacetDefinition[];
}

export const CONTENT_COLLECTION: Collection = {
  name: "yu-search",
  kind: "content",
  types: collectionTypes("content"),
  tabs: TAB_VALUES,
  facets: VALUE_FACETS,
};

export const COURSES_COLLECTION: Collection = {
  name: "yu-search-courses",
  kind: "courses",
  types: collectionTypes("courses"),
  tabs: CATALOGUE_TAB_VALUES,
  facets: VALUE_FACETS,
};

export const SCHOLARSHIPS_COLLECTION: Collection = {
  name: "yu-search-scholarships",
  kind: "scholarships",
  types: collectionTypes("scholarships"),
  tabs: [],
  facets: SCHOLARSHIP_FACETS,
};

const COLLECTIONS = new Map([CONTENT_COLLECTION, COURSES_COLLECTION, SCHOLARSHIPS_COLLECTION].map((c) => [c.name, c]));

export const COLLECTION_NAMES = [...COLLECTIONS.keys()];

/** "yu-search, yu-search-courses and yu-search-scholarships", for the messages that name them. */
export const COLLECTION_LIST = `${COLLECTION_NAMES.slice(0, -1).join(", ")} and ${COLLECTION_NAMES.at(-1) ?? ""}`;

export function findCollection(name: string): Collection | undefined {
  return COLLECTIONS.get(name);
}
