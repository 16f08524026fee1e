/** The tab of a search document: what kind of result it is. */
export type SearchTab = "courses" | "news" | "events" | "people" | "scholarships" | "other";

/** How a facet lists its values: a fixed order, by count (then label), or chronologically (intakes). */
export type FacetOrder = { kind: "fixed"; values: readonly string[] } | { kind: "count" } | { kind: "intake" };

export interface FacetDefinition {
  /** Funnelback's facet name, the `{name}` of `f.{name}|{key}`. */
  name: string;
  /** The key in search_documents.facets (and the `{key}` of the parameter). */
  key: string;
  order: FacetOrder;
}

export interface TabValue {
  key: "all" | SearchTab;
  label: string;
}

/** The Tabs facet: one key per value, each value a tab of search_documents. "All" restricts nothing. */
export const TABS_FACET_NAME = "Tabs";
/** The tabs of the catalogue collection (every tab but Scholarships, as it has always answered). */
export const CATALOGUE_TAB_VALUES: readonly TabValue[] = [
  { key: "all", label: "All" },
  { key: "courses", label: "Courses & units" },
  { key: "news", label: "News" },
  { key: "events", label: "Events" },
  { key: "people", label: "People" },
];
/** The tabs of the content collection: the catalogue's and Scholarships. */
export const TAB_VALUES: readonly TabValue[] = [...CATALOGUE_TAB_VALUES, { key: "scholarships", label: "Scholarships" }];

/** The course finder's study level labels, in their order: a document open to every level has them all. */
export const STUDY_LEVEL_LABELS = ["Undergraduate", "Postgraduate", "Research", "TAFE", "Short course (non-award)"] as const;
/** The student types, in their order: a document open to every audience has both. */
export const STUDENT_TYPE_LABELS = ["Australian resident", "International student"] as const;

/** The value facets of the content and catalogue collections, in the order they are answered (after Tabs). */
export const VALUE_FACETS: readonly FacetDefinition[] = [
  { name: "Study level", key: "studyLevel", order: { kind: "fixed", values: STUDY_LEVEL_LABELS } },
  { name: "Study area", key: "studyTopicArea", order: { kind: "count" } },
  { name: "Campus", key: "campus", order: { kind: "count" } },
  { name: "Delivery mode", key: "deliveryMode", order: { kind: "count" } },
  { name: "Study mode", key: "studyMode", order: { kind: "count" } },
  { name: "Student type", key: "studentType", order: { kind: "fixed", values: STUDENT_TYPE_LABELS } },
  { name: "Intake", key: "intake", order: { kind: "intake" } },
];

/** The value facets of the scholarships collection, in the order they are answered (it has no tabs). */
export const SCHOLARSHIP_FACETS: readonly FacetDefinition[] = [
  { name: "Student type", key: "studentType", order: { kind: "fixed", values: STUDENT_TYPE_LABELS } },
  { name: "Study level", key: "studyLevel", order: { kind: "fixed", values: STUDY_LEVEL_LABELS } },
  { name: "Study area", key: "studyTopicArea", order: { kind: "count" } },
  { name: "Support", key: "support", order: { kind: "count" } },
  { name: "Equity group", key: "equityGroup", order: { kind: "count" } },
  { name: "Selection", key: "selection", order: { kind: "fixed", values: ["Automatic", "By application"] } },
];

export function findValueFacet(facets: readonly FacetDefinition[], name: string): FacetDefinition | undefined {
  return facets.find((facet) => facet.name === name);
}

export function tabOfLabel(tabs: readonly TabValue[], label: string): "all" | SearchTab | undefined {
  return tabs.find((tab) => tab.label === label)?.key;
}
