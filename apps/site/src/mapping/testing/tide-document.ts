import { relationsFor } from "@/mapping/relations";
import type { Resource } from "@/tide/types";
import type { Relations } from "../relations";

/* Builds Tide-shaped JSON:API documents for mapper tests: resources with relationships by "type:id" refs. */

type Ref = string | { ref: string; meta: Record<string, unknown> };

const ident = (r: Ref) => {
  const s = typeof r === "string" ? r : r.ref;
  const [type = "", id = ""] = s.split(":");
  return typeof r === "string" ? { type, id } : { type, id, meta: r.meta };
};

export function resource(type: string, id: string, attributes: Record<string, unknown>, relationships: Record<string, Ref | Ref[] | null> = {}): Resource {
  return {
    type,
    id,
    attributes: { langcode: "en", status: true, ...attributes },
    relationships: Object.fromEntries(
      Object.entries(relationships).map(([k, v]) => [k, { data: v === null ? null : Array.isArray(v) ? v.map(ident) : ident(v) }]),
    ),
  };
}

/** The relations of a document whose primary data is `node` and whose included resources are `included`. */
export function documentOf(node: Resource, included: Resource[]): Relations {
  return relationsFor({ data: node, included });
}
