/* The shape of one row of the content-type table: what both apps know of one content type. */

/** The content service's search collections (apps/content/src/search/collections.ts names them). */
export type CollectionKind = "content" | "courses" | "scholarships";

/** A search document's tab (the Tabs facet); a type with none is in "other". */
export type SearchTabKey = "courses" | "news" | "events" | "people" | "scholarships";

/** The relationships a JSON:API entity fetch includes (TIDE-API.md "Entity"). */
export interface Includes {
  /** The page base every Tide page type includes (site, menus, images, tags, topic, related links). */
  pageBase: boolean;
  /** What the type includes on top of the base, in order; a path already given is not repeated. */
  extra: readonly string[];
  /** Relationships of the page base the type does not have (a grant has no related links). */
  without?: readonly string[];
}

/** Where the document's date comes from: an attribute (news date), or every event date (the first). */
export type SearchDate = { attribute: string } | { eventDates: string };

/** What the content service's search index reads of the type (apps/content/src/search/search-document.ts). */
export interface SearchFields {
  /** The collections that answer it (the suggestions' partial indexes follow these lists). */
  collections: readonly CollectionKind[];
  /** Its tab of the Tabs facet; null: "other". */
  tab: SearchTabKey | null;
  /** Attributes whose text is the document's summary, the first one set wins (else the start of the body). */
  summary: readonly string[];
  /** Short structured attributes (codes, figures, dates, addresses): keywords or metaData, kept out of the body. */
  notBody: readonly string[];
  /** The document's date; without one, when the node last changed. */
  date?: SearchDate;
  /**
   * Funnelback metaData: key → the attribute it is read from (its text, a list joined with "|"), or the
   * relationship whose terms' names it holds.
   */
  meta?: Readonly<Record<string, string>>;
  /** Attributes (their text) and relationships (their terms' names) whose words are keywords, in order. */
  keywords?: readonly string[];
  /**
   * The name of the content service's own code for what a table cannot say (facets, computed values): a key of
   * its `OWN_FIELDS`, whose test fails when a row names one it lacks.
   */
  ownFields?: string;
}

/** The schema.org type a page of this type describes itself as, beside its breadcrumbs. */
export type StructuredDataKind = "Course" | "Event" | "MonetaryGrant" | "NewsArticle";

/** The feed a type is published in: news as RSS, events (each one, and all) as iCalendar. */
export type FeedKind = "rss" | "icalendar";

export interface ContentTypeRow {
  /**
   * Its JSON:API resource type, `{entity_type}--{bundle}`; `{entity_type}--*` stands for every bundle of that
   * entity type that has no row of its own (every other taxonomy term, every media type).
   */
  type: string;
  /** The relationships fetched with one entity; none when it needs none. */
  includes: Includes | null;
  /**
   * The site's page template that shows it (a key of the site's template registry, `templates/load-template.ts`);
   * null: it has no page through the content route (units have their own routes, a grant shows on the generic page
   * with a warning, users and contacts are shown inside other pages).
   */
  template: string | null;
  /** What the search index reads of it; null: not searched as a page (terms, media, blocks, web forms). */
  search: SearchFields | null;
  /** Its published pages are listed in the sitemaps. */
  sitemap: boolean;
  /** The feed it is published in, if any. */
  feed: FeedKind | null;
  /** Its pages' schema.org description, if any. */
  structuredData: StructuredDataKind | null;
}
