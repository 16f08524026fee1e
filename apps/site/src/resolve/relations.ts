import type { Relations } from "@/mapping/relations";
import { relatedMany, relatedOne, relationshipMeta, type DocumentLike } from "@/tide/jsonapi";

/** Mappers follow relationships through the document's included resources. */
export function relationsFor(doc: DocumentLike): Relations {
  return {
    one: (resource, field) => relatedOne(doc, resource, field),
    many: (resource, field) => relatedMany(doc, resource, field),
    meta: (resource, field) => relationshipMeta(resource, field),
  };
}
