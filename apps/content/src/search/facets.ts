import type { SearchTab } from "./search-document.ts";

/** How a facet lists its values: a fixed order, by count (then label), or chronologically (intakes). */
export type FacetOrder = { kind: "fixed"; values: readonly string[] } | { kind: "count" } | { kind: "intake" };

export interface FacetDefinition {
  /** Funnelback's facet name, the `{name}` of `f.{name}|{key}`. */
  name: string;
  /** The key in search_documents.facets (and the `{key}` of the parameter). */
  key: string;
  order: FacetOrder;
}

/** The Tabs facet: one key per value, each value a tab of search_documents. "All" restricts nothing. */
export const TABS_FACET_NAME = "Tabs";
export const TAB_VALUES: readonly { key: "all" | SearchTab; label: string }[] = [
  { key: "all", label: "All" },
  { key: "courses", label: "Courses & units" },
  { key: "news", label: "News" },
  { key: "events", label: "Events" },
  { key: "people", label: "People" },
];

/** The value facets, in the order they are answered (after Tabs). */
export const VALUE_FACETS: readonly FacetDefinition[] = [
  { name: "Study level", key: "studyLevel",
    order: { kind: "fixed", values: ["Undergraduate", "Postgraduate", "Research", "TAFE", "Short course (non-award)"] } },
  { name: "Study area", key: "studyTopicArea", order: { kind: "count" } },
  { name: "Campus", key: "campus", order: { kind: "count" } },
  { name: "Delivery mode", key: "deliveryMode", order: { kind: "count" } },
  { name: "Study mode", key: "studyMode", order: { kind: "count" } },
  { name: "Student type", key: "studentType", order: { kind: "fixed", values: ["Australian resident", "International student"] } },
  { name: "Intake", key: "intake", order: { kind: "intake" } },
];

export function findValueFacet(name: string): FacetDefinition | undefined {
  return VALUE_FACETS.find((facet) => facet.name === name);
}

export function tabOfLabel(label: string): "all" | SearchTab | undefined {
  return TAB_VALUES.find((tab) => tab.label === label)?.key;
}
