import type { Resource } from "@/tide/types";

/** How mappers follow relationships inside one JSON:API document (built in resolve/ from tide/jsonapi). */
export interface Relations {
  one(resource: Resource, field: string): Resource | null;
  many(resource: Resource, field: string): Resource[];
  /** The relationship object's meta (image alt, width, height) for a single-valued field. */
  meta(resource: Resource, field: string): Record<string, unknown> | null;
}
