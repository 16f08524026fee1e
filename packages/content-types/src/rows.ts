import type { CollectionKind, ContentTypeRow, FeedKind, SearchFields, StructuredDataKind } from "./content-type.ts";
import { contentTypeOf } from "./content-type-name.ts";
import { CONTENT_TYPES } from "./content-types.ts";

const BY_TYPE = new Map(CONTENT_TYPES.map((row) => [row.type, row]));

/** The row of a JSON:API resource type: its own, else its entity type's (`media--*`); undefined when neither. */
export function contentTypeRow(resourceType: string): ContentTypeRow | undefined {
  const own = BY_TYPE.get(resourceType);
  if (own !== undefined) return own;
  const entity = resourceType.split("--")[0] ?? "";
  return BY_TYPE.get(`${entity}--*`);
}

/** The node bundles of the rows that match `keep`, in the table's order. */
function nodeBundles(keep: (row: ContentTypeRow) => boolean): string[] {
  return CONTENT_TYPES.filter((row) => row.type.startsWith("node--") && keep(row)).map((row) => row.type.slice("node--".length));
}

/** Which page template shows each content type (`contentTypeOf`), for the types that have one. */
export function templateTable(): Readonly<Record<string, string>> {
  const table: Record<string, string> = {};
  for (const row of CONTENT_TYPES) {
    if (row.template !== null) table[contentTypeOf(row.type)] ??= row.template;
  }
  return table;
}

/** The node types a search collection answers, in the table's order. */
export function collectionTypes(kind: CollectionKind): string[] {
  return CONTENT_TYPES.filter((row) => row.search?.collections.includes(kind) === true).map((row) => row.type);
}

/** The node bundles whose pages the sitemaps list, in the table's order. */
export function sitemapBundles(): string[] {
  return nodeBundles((row) => row.sitemap);
}

/** The node bundles published in a feed of this kind. */
export function feedBundles(kind: FeedKind): string[] {
  return nodeBundles((row) => row.feed === kind);
}

/** The schema.org type a page of this content type (`contentTypeOf`) describes itself as, or null. */
export function structuredDataKind(contentType: string): StructuredDataKind | null {
  const row = CONTENT_TYPES.find((candidate) => candidate.type.startsWith("node--") && contentTypeOf(candidate.type) === contentType);
  return row?.structuredData ?? null;
}

/** What the search index reads of a resource type, or null when its row says nothing (or it has none). */
export function searchFieldsOf(resourceType: string): SearchFields | null {
  return contentTypeRow(resourceType)?.search ?? null;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** Every type's summary attributes, in the table's order: the summary of a node whose row names none. */
export const ANY_SUMMARY: readonly string[] = unique(CONTENT_TYPES.flatMap((row) => row.search?.summary ?? []));

/**
 * Every type's structured attributes, kept out of any node's body: a field is a figure whichever node carries it.
 */
export const NOT_BODY: ReadonlySet<string> = new Set(CONTENT_TYPES.flatMap((row) => row.search?.notBody ?? []));
