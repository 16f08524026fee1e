import { CATALOGUE_TAB_VALUES, SCHOLARSHIP_FACETS, TAB_VALUES, VALUE_FACETS, type FacetDefinition, type TabValue } from "./facets.ts";

/**
 * The collections this service answers, Funnelback-style. The site asks for `{SEARCH_COLLECTION}` (content),
 * `{SEARCH_COLLECTION}-courses` (catalogue) and `{SEARCH_COLLECTION}-scholarships` with the default `yu-search`.
 */
export type CollectionKind = "content" | "courses" | "scholarships";

export interface Collection {
  name: string;
  kind: CollectionKind;
  /** Node types suggested; migration 7 has a partial trigram index over exactly this list. */
  types: readonly string[];
  /** The Tabs facet's values (none: the collection answers no Tabs facet). */
  tabs: readonly TabValue[];
  /** The value facets it answers, in order. */
  facets: readonly FacetDefinition[];
}

export const CONTENT_COLLECTION: Collection = {
  name: "yu-search",
  kind: "content",
  types: ["node--page", "node--landing_page", "node--microsite_page", "node--news", "node--event", "node--profile",
    "node--publication", "node--grant", "node--scholarship"],
  tabs: TAB_VALUES,
  facets: VALUE_FACETS,
};

export const COURSES_COLLECTION: Collection = {
  name: "yu-search-courses",
  kind: "courses",
  types: ["node--course", "node--unit", "node--unit_set"],
  tabs: CATALOGUE_TAB_VALUES,
  facets: VALUE_FACETS,
};

export const SCHOLARSHIPS_COLLECTION: Collection = {
  name: "yu-search-scholarships",
  kind: "scholarships",
  types: ["node--scholarship"],
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
