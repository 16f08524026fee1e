import type { JsonLdNode, JsonLdValue } from "../json-ld";

/** What schema.org (and search engines' rich results) need of each type these pages use. */
const REQUIRED: Record<string, string[]> = {
  CollegeOrUniversity: ["name", "url"],
  Course: ["name", "description", "provider"],
  CourseInstance: ["courseMode"],
  Event: ["name", "startDate", "location", "eventAttendanceMode", "eventStatus"],
  NewsArticle: ["headline", "datePublished", "publisher"],
  Person: ["name"],
  Place: ["name"],
  PostalAddress: ["addressCountry"],
  VirtualLocation: ["url"],
  Offer: ["url"],
  MonetaryGrant: ["name", "funder"],
  MonetaryAmount: ["currency", "value"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
};
const DATE_PROPERTIES = ["startDate", "endDate", "datePublished", "dateModified"];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

const isNode = (v: JsonLdValue): v is JsonLdNode => typeof v === "object" && v !== null && !Array.isArray(v) && typeof v["@type"] === "string";

/** Every problem of a node and the nodes inside it: unknown types, missing required properties, bad dates. */
export function schemaProblems(n: JsonLdNode, where = n["@type"]): string[] {
  const required = REQUIRED[n["@type"]];
  if (!required) return [`${where}: type ${n["@type"]} is not one this site uses`];
  const problems = required.filter((p) => n[p] === undefined).map((p) => `${where}: no ${p}`);
  for (const p of DATE_PROPERTIES) {
    const v = n[p];
    if (v !== undefined && (typeof v !== "string" || !ISO_DATE.test(v))) problems.push(`${where}: ${p} ${String(v)} is not ISO 8601`);
  }
  for (const [key, value] of Object.entries(n)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) problems.push(...schemaProblems(child, `${where}.${key}`));
  }
  return problems;
}
