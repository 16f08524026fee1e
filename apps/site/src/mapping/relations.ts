import { relatedMany, relatedOne, relationshipMeta, type DocumentLike } from "@/tide/jsonapi";
import type { Resource } from "@/tide/types";

/** How mappers follow relationships inside one JSON:API document (relationsFor, below, from tide/jsonapi). */
export interface Relations {
  one(resource: Resource, field: string): Resource | null;
  many(resource: Resource, field: string): Resource[];
  /** The relationship object's meta (image alt, width, height) for a single-valued field. */
  meta(resource: Resource, field: string): Record<string, unknown> | null;
}

/** Mappers follow relationships through the document's included resources. */
export function relationsFor(doc: DocumentLike): Relations {
  return {
    one: (resource, field) => relatedOne(doc, resource, field),
    many: (resource, field) => relatedMany(doc, resource, field),
    meta: (resource, field) => relationshipMeta(resource, field),
  };
}
