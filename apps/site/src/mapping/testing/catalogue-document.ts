import type { Resource } from "@/tide/types";
import { relatedMany, relatedOne, relationshipMeta, type DocumentLike } from "@/tide/jsonapi";
import type { Relations } from "../relations";

/* A JSON:API document shaped like the content service's answer to
 * /api/v1/node/unit?filter[field_unit_code]=NIT1101&include=… (ids shortened). */

const ref = (type: string, id: string) => ({ type, id });
const term = (bundle: string, id: string, name: string): Resource => ({ type: `taxonomy_term--${bundle}`, id, attributes: { name, field_machine_name: id }, relationships: {} });
const node = (bundle: string, id: string, attributes: Record<string, unknown>, alias: string): Resource => ({
  type: `node--${bundle}`, id, attributes: { ...attributes, path: { alias, langcode: "en" } }, relationships: {},
});

export const unitNode: Resource = {
  type: "node--unit",
  id: "u-nit1201",
  attributes: {
    title: "Object Oriented Programming",
    field_unit_code: "NIT1201",
    field_unit_credit_points: 12,
    field_unit_level: 1,
    field_unit_study_period: ["Block 2", "Block 4", ""],
    field_landing_page_summary: "Object Oriented Programming (NIT1201): a 12-credit-point undergraduate unit.",
    field_unit_overview: { value: "<p>Classes &amp; objects.</p><script>alert(1)</script>", format: "rich_text", processed: "<p>Classes &amp; objects.</p><script>alert(1)</script>" },
    field_unit_learning_outcomes: ["Design classes", "Apply inheritance", 7],
    field_unit_assessments: [
      { type: "Practical", weight: 30, description: "Weekly labs" },
      { type: "Exam", weight: "70", description: "Final exam" },
      "not an assessment",
    ],
    path: { alias: "/units/NIT1201", langcode: "en" },
  },
  relationships: {
    field_unit_study_level: { data: ref("taxonomy_term--study_level", "bachelor") },
    field_study_area: { data: ref("taxonomy_term--study_area", "computers-it") },
    field_unit_locations: { data: [ref("taxonomy_term--campus", "footscray-park"), ref("taxonomy_term--campus", "online")] },
    field_unit_prerequisites: { data: [ref("node--unit", "u-nit1101"), ref("node--unit", "u-missing")] },
    field_unit_courses: { data: [ref("node--course", "c-bit")] },
  },
};

export const unitSetNode: Resource = {
  type: "node--unit_set",
  id: "s-bcrbus",
  attributes: {
    title: "Business Core",
    field_unit_set_code: "BCRBUS",
    field_unit_set_type: "Core",
    field_unit_set_credit_points: 72,
    field_landing_page_summary: "Business Core (BCRBUS): the 72-credit-point core of the Bachelor of Business.",
    field_unit_set_overview: { value: "<p>Six core units.</p>", format: "rich_text", processed: "<p>Six core units.</p>" },
    path: { alias: "/unitsets/BCRBUS", langcode: "en" },
  },
  relationships: {
    field_study_area: { data: ref("taxonomy_term--study_area", "business") },
    field_unit_set_units: { data: [ref("node--unit", "u-nit1101")] },
    field_unit_set_courses: { data: [ref("node--course", "c-bit")] },
  },
};

const included: Resource[] = [
  term("study_level", "bachelor", "Undergraduate"),
  term("study_area", "computers-it", "Computers & IT"),
  term("study_area", "business", "Business"),
  term("campus", "footscray-park", "Footscray Park"),
  term("campus", "online", "Online"),
  node("unit", "u-nit1101", { title: "Introduction to Programming", field_unit_code: "NIT1101", field_unit_credit_points: 12 }, "/units/NIT1101"),
  node("course", "c-bit", { title: "Bachelor of Information Technology", field_course_code: "NBIT", field_course_level_label: "Undergraduate" }, "/courses/bachelor-of-information-technology-nbit"),
];

export function relationsOf(primary: Resource): Relations {
  const doc: DocumentLike = { data: [primary], included };
  return {
    one: (r, f) => relatedOne(doc, r, f),
    many: (r, f) => relatedMany(doc, r, f),
    meta: (r, f) => relationshipMeta(r, f),
  };
}
