import type { Resource } from "@/tide/types";
import { num, richText, str } from "../attributes";
import { htmlToText, sanitiseHtml } from "../html";
import type { Relations } from "../relations";
import { catalogueLinks, termNames, type CatalogueLink } from "./catalogue-links";

/** The unit set page (`/unitsets/{CODE}`): a major, minor, specialisation or core and its units. */
export interface UnitSetView {
  uuid: string;
  title: string;
  code: string;
  /** Major, Minor, Specialisation or Core. */
  setType: string | null;
  creditPoints: number | null;
  studyArea: string | null;
  summary: string | null;
  overviewHtml: string;
  units: CatalogueLink[];
  courses: CatalogueLink[];
}

const points = (r: Resource) => {
  const n = num(r.attributes, "field_unit_credit_points");
  return n === null ? null : `${n} credit points`;
};

/** Maps a node--unit_set with its included relationships. */
export function unitSetView(node: Resource, rel: Relations): UnitSetView {
  const a = node.attributes;
  const summary = str(a, "field_landing_page_summary");
  const area = rel.one(node, "field_study_area");
  return {
    uuid: node.id,
    title: str(a, "title") ?? "Untitled unit set",
    code: str(a, "field_unit_set_code") ?? "",
    setType: str(a, "field_unit_set_type"),
    creditPoints: num(node.attributes, "field_unit_set_credit_points"),
    studyArea: area ? (termNames([area])[0] ?? null) : null,
    summary: summary ? htmlToText(summary) : null,
    overviewHtml: sanitiseHtml(richText(a, "field_unit_set_overview")),
    units: catalogueLinks(rel.many(node, "field_unit_set_units"), points),
    courses: catalogueLinks(rel.many(node, "field_unit_set_courses"), (c) => str(c.attributes, "field_course_level_label")),
  };
}

export const UNIT_SET_INCLUDE = "field_study_area,field_unit_set_units,field_unit_set_courses";
