import type { Relationship, Resource, ResourceIdentifier } from "./types";

/* Reading a parsed JSON:API document: following relationships into `included`. Pure. */

export interface DocumentLike {
  data: Resource | Resource[] | null;
  included: Resource[];
}

export type ResourceIndex = ReadonlyMap<string, Resource>;

const keyOf = (type: string, id: string) => `${type}\u0000${id}`;
const indexes = new WeakMap<DocumentLike, ResourceIndex>();

/** Every resource of the document (primary data and included) by type and id; built once per document. */
export function indexResources(doc: DocumentLike): ResourceIndex {
  const known = indexes.get(doc);
  if (known) return known;
  const index = new Map<string, Resource>();
  for (const r of doc.included) index.set(keyOf(r.type, r.id), r);
  // Primary data wins over an included copy of itself: it is the fuller version.
  const primary = doc.data === null ? [] : Array.isArray(doc.data) ? doc.data : [doc.data];
  for (const r of primary) index.set(keyOf(r.type, r.id), r);
  indexes.set(doc, index);
  return index;
}

export function findResource(doc: DocumentLike, ref: Pick<ResourceIdentifier, "type" | "id">): Resource | undefined {
  return indexResources(doc).get(keyOf(ref.type, ref.id));
}

function relationship(resource: Resource, field: string): Relationship | undefined {
  return resource.relationships[field];
}

/**
 * The resource(s) a relationship points to: one resource (or null) for a to-one field, a list for a to-many
 * field. References that were not included are left out.
 */
export function related(doc: DocumentLike, resource: Resource, field: string): Resource | Resource[] | null {
  const data = relationship(resource, field)?.data;
  if (data === undefined || data === null) return null;
  if (Array.isArray(data)) return data.flatMap((ref) => findResource(doc, ref) ?? []);
  return findResource(doc, data) ?? null;
}

/** A to-one relationship's resource, or the first of a to-many one. */
export function relatedOne(doc: DocumentLike, resource: Resource, field: string): Resource | null {
  const found = related(doc, resource, field);
  return Array.isArray(found) ? (found[0] ?? null) : found;
}

/** A relationship's resources as a list, whatever its cardinality. */
export function relatedMany(doc: DocumentLike, resource: Resource, field: string): Resource[] {
  const found = related(doc, resource, field);
  return Array.isArray(found) ? found : found ? [found] : [];
}

/**
 * The meta of a relationship (image alt, width, height, target revision…): the relationship object's own
 * meta merged with that of the referenced identifier (`index` picks one in a to-many field).
 */
export function relationshipMeta(resource: Resource, field: string, index = 0): Record<string, unknown> {
  const rel = relationship(resource, field);
  if (!rel) return {};
  const data = rel.data;
  const ref = Array.isArray(data) ? data[index] : data;
  return { ...rel.meta, ...ref?.meta };
}

