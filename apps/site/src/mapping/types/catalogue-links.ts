import { str } from "../attributes";
import { nodePath } from "../node-path";
import type { Resource } from "@/tide/types";

/** A course, unit or unit set named on another catalogue page. */
export interface CatalogueLink {
  id: string;
  title: string;
  href: string;
  /** Its code (course, unit or unit set code), when it has one. */
  code: string | null;
  /** A short line: a course's level, a unit's credit points. */
  detail: string | null;
}

const CODE_FIELDS = ["field_unit_code", "field_unit_set_code", "field_course_code"];

/** Links to related nodes; a reference that did not resolve (unpublished, not included) is left out. */
export function catalogueLinks(nodes: Resource[], detail: (r: Resource) => string | null = () => null): CatalogueLink[] {
  return nodes
    .filter((r) => nodePath(r) !== "#")
    .map((r) => ({
      id: r.id,
      title: str(r.attributes, "title") ?? "Untitled",
      href: nodePath(r),
      code: CODE_FIELDS.map((f) => str(r.attributes, f)).find(Boolean) ?? null,
      detail: detail(r),
    }));
}

/** Term names of a relationship, in order, without blanks. */
export const termNames = (terms: Resource[]): string[] => terms.map((t) => str(t.attributes, "name") ?? "").filter(Boolean);
