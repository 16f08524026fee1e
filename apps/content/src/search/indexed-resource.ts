import type { Attributes, StoredRelationships } from "../db/schema.ts";

/** A resource as the indexer reads it: the default revision's row of `resources`. */
export interface IndexedResource {
  uuid: string;
  type: string;
  internalId: number;
  attributes: Attributes;
  relationships: StoredRelationships;
  pathAlias: string | null;
  primarySite: number | null;
  siteTids: number[];
}

/** A published resource a document refers to (term, paragraph, file). */
export interface RelatedResource {
  type: string;
  attributes: Attributes;
  relationships: StoredRelationships;
}

/** What a scholarship reads of a course it is tied to. */
export interface CourseFacts {
  code: string | null;
  levelLabel: string | null;
}

export interface RelatedLookup {
  get(uuid: string): RelatedResource | undefined;
  /** Every published term of a vocabulary (`taxonomy_term--study_area`), in weight order. */
  terms(type: string): RelatedResource[];
  /** A published course's code and level label. */
  course(uuid: string): CourseFacts | undefined;
  /** The first line of the site's field_site_domains (its canonical host), or null. */
  siteDomain(tid: number): string | null;
}
