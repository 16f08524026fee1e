import type { Attributes, StoredIdentifier, StoredRelationships } from "../db/schema.ts";
import type { IndexedResource, RelatedLookup, RelatedResource } from "./indexed-resource.ts";
import type { SearchTab } from "./facets.ts";
import { buildSearchText } from "./search-text.ts";
import { intakeLabel } from "./intake-label.ts";
import { scholarshipIndex } from "./scholarship-fields.ts";
import { courseTopicAreas } from "./topic-areas.ts";

/** One row of search_documents (the tsvector is computed by the database from title, summary, keywords, body). */
export interface SearchDocument {
  uuid: string;
  type: string;
  internalId: number;
  title: string;
  summary: string;
  keywords: string;
  body: string;
  /** Absolute for nodes; a site-relative file URL for documents (made absolute on CONTENT_PUBLIC_URL when answered). */
  liveUrl: string;
  siteTids: number[];
  tab: SearchTab;
  date: string | null;
  nextIntake: string | null;
  /** Events: every [start, end] (ISO), so that "upcoming" is decided when asked, not when indexed. */
  eventDates: [string, string][] | null;
  eventLastEnd: string | null;
  fileType: string;
  fileSize: number | null;
  /** Facet key → values (see search/facets.ts). */
  facets: Record<string, string[]>;
  /** Funnelback metaData known when indexing; every value a string, lists joined with "|". */
  meta: Record<string, string>;
}

const TABS: Record<string, SearchTab> = {
  "node--course": "courses", "node--unit": "courses", "node--unit_set": "courses",
  "node--news": "news", "node--event": "events", "node--profile": "people", "node--scholarship": "scholarships",
};

const SUMMARY_FIELDS = ["field_landing_page_summary", "field_news_intro_text", "field_event_intro_text", "field_profile_intro_text",
  "field_landing_page_intro_text", "field_page_intro_text", "field_scholarship_summary"];
// Paragraphs nest (accordion → accordion_content, tabs → tab_item); deeper than this is never authored.
const MAX_PARAGRAPH_DEPTH = 4;
const FALLBACK_SUMMARY_LENGTH = 200;

function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

function texts(value: unknown): string[] {
  if (!Array.isArray(value)) return text(value) === null ? [] : [text(value) as string];
  return value.flatMap((item) => (text(item) === null ? [] : [text(item) as string]));
}

function identifiers(relationships: StoredRelationships, field: string): StoredIdentifier[] {
  const data = relationships[field]?.data;
  if (data === undefined || data === null) return [];
  return Array.isArray(data) ? data : [data];
}

function relatedAll(resource: { relationships: StoredRelationships }, field: string, lookup: RelatedLookup): RelatedResource[] {
  return identifiers(resource.relationships, field).flatMap((id) => {
    const found = lookup.get(id.id);
    return found === undefined ? [] : [found];
  });
}

function names(resource: IndexedResource, field: string, lookup: RelatedLookup): string[] {
  return [...new Set(relatedAll(resource, field, lookup).flatMap((term) => texts(term.attributes.name)))];
}

/** Adds `key` to meta only when it has a value (Funnelback leaves absent metadata out). */
function put(meta: Record<string, string>, key: string, value: string | string[] | null | undefined): void {
  if (value === null || value === undefined) return;
  const joined = Array.isArray(value) ? value.join("|") : value;
  if (joined !== "") meta[key] = joined;
}

function paragraphText(resource: { relationships: StoredRelationships }, lookup: RelatedLookup, depth: number, out: string[]): void {
  if (depth > MAX_PARAGRAPH_DEPTH) return;
  for (const relationship of Object.values(resource.relationships)) {
    if (relationship.data === null) continue;
    for (const id of Array.isArray(relationship.data) ? relationship.data : [relationship.data]) {
      if (!id.type.startsWith("paragraph--")) continue;
      const paragraph = lookup.get(id.id);
      if (paragraph === undefined) continue;
      out.push(buildSearchText(paragraph.attributes));
      paragraphText(paragraph, lookup, depth + 1, out);
    }
  }
}

// Short structured values (codes, labels, dates, addresses of links): they are keywords or metaData, and in
// the body they would only open the snippets with "HBNS Bachelor University 2026-07-18".
const NOT_BODY = new Set(["title", "name", "field_landing_page_summary", "field_course_code", "field_course_aqf_level",
  "field_course_level_label", "field_course_provider", "field_course_duration", "field_course_intakes", "field_course_next_intake",
  "field_course_study_mode", "field_course_delivery_mode", "field_course_cricos_code", "field_unit_code", "field_unit_study_period",
  "field_unit_set_code", "field_unit_set_type", "field_event_dates", "field_event_booking_url", "field_event_price", "field_event_venue",
  "field_news_location", "field_profile_type", "field_profile_role", "field_profile_expertise", "field_profile_email",
  // A course's figures for deciding and acting: addresses, codes, numbers and dates, not words to search.
  "field_course_apply_domestic", "field_course_apply_international", "field_course_admissions_centre_code", "field_course_duration_years",
  "field_course_fee_year", "field_course_fee_csp_annual", "field_course_fee_domestic_annual", "field_course_fee_international_annual",
  "field_course_entry_year", "field_course_lowest_selection_rank", "field_course_median_selection_rank", "field_course_student_profile",
  "field_course_application_dates",
  // A scholarship's figures, dates, lists and links: its metaData and facets.
  "field_scholarship_summary", "field_scholarship_value_text", "field_scholarship_value_amount", "field_scholarship_frequency",
  "field_scholarship_duration_years", "field_scholarship_audience", "field_scholarship_year_of_study", "field_scholarship_selection",
  "field_scholarship_apply_link", "field_scholarship_open_date", "field_scholarship_close_date", "field_scholarship_awards"]);

function bodyOf(resource: IndexedResource, lookup: RelatedLookup): string {
  const own: Attributes = {};
  for (const [key, value] of Object.entries(resource.attributes)) {
    if (!NOT_BODY.has(key)) own[key] = value;
  }
  const parts = [buildSearchText(own)];
  paragraphText(resource, lookup, 1, parts);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

function summaryOf(attributes: Attributes, body: string): string {
  for (const field of SUMMARY_FIELDS) {
    const value = text(attributes[field]);
    if (value !== null) return value;
  }
  if (body.length <= FALLBACK_SUMMARY_LENGTH) return body;
  const cut = body.slice(0, FALLBACK_SUMMARY_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

function isoDate(value: unknown): string | null {
  const given = text(value);
  if (given === null) return null;
  const time = Date.parse(given);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function eventDatesOf(attributes: Attributes): [string, string][] {
  const dates = Array.isArray(attributes.field_event_dates) ? attributes.field_event_dates : [];
  const pairs: [string, string][] = [];
  for (const entry of dates) {
    if (typeof entry !== "object" || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const start = isoDate(record.value);
    if (start === null) continue;
    pairs.push([start, isoDate(record.end_value) ?? start]);
  }
  return pairs.sort(([a], [b]) => a.localeCompare(b));
}

function courseFields(resource: IndexedResource, lookup: RelatedLookup, meta: Record<string, string>, facets: Record<string, string[]>, keywords: string[]): void {
  const a = resource.attributes;
  const level = text(a.field_course_level_label);
  const areas = names(resource, "field_study_area", lookup);
  const interests = names(resource, "field_interest_area", lookup);
  const topicAreas = courseTopicAreas(areas, interests, a);
  const campuses = names(resource, "field_course_campuses", lookup);
  const studyLevel = relatedAll(resource, "field_course_study_level", lookup)[0];
  const international = a.field_course_international === true;
  const studentTypes = international ? ["Australian resident", "International student"] : ["Australian resident"];
  const intakes = texts(a.field_course_intakes);
  put(meta, "courseCode", text(a.field_course_code));
  // Funnelback's description class: the course's own one-line summary, for cards (the result's summary is a snippet).
  put(meta, "c", text(a.field_landing_page_summary));
  put(meta, "studyLevel", level);
  put(meta, "courseLevel", text(a.field_course_aqf_level));
  put(meta, "studyLevelFilter", studyLevel === undefined ? null : text(studyLevel.attributes.field_filter_value));
  put(meta, "studyTopicArea", topicAreas);
  put(meta, "interestArea", interests);
  put(meta, "campus", campuses);
  put(meta, "deliveryMode", texts(a.field_course_delivery_mode));
  put(meta, "studyMode", texts(a.field_course_study_mode));
  put(meta, "studentType", studentTypes);
  put(meta, "nextIntake", text(a.field_course_next_intake)?.slice(0, 10));
  put(meta, "intakes", intakes);
  put(meta, "duration", text(a.field_course_duration));
  put(meta, "creditPoints", text(a.field_course_credit_points));
  put(meta, "provider", text(a.field_course_provider));
  if (international) put(meta, "cricosCode", text(a.field_course_cricos_code));
  Object.assign(facets, {
    studyLevel: level === null ? [] : [level], studyTopicArea: topicAreas, campus: campuses,
    deliveryMode: texts(a.field_course_delivery_mode), studyMode: texts(a.field_course_study_mode), studentType: studentTypes,
    intake: [...new Set(intakes.flatMap((intake) => { const label = intakeLabel(intake); return label === null ? [] : [label]; }))],
  });
  keywords.push(...[text(a.field_course_code), level, text(a.field_course_aqf_level), text(a.field_course_provider)]
    .flatMap((value) => (value === null ? [] : [value])), ...areas, ...interests, ...campuses);
}

function unitFields(resource: IndexedResource, lookup: RelatedLookup, meta: Record<string, string>, facets: Record<string, string[]>, keywords: string[]): void {
  const a = resource.attributes;
  const level = names(resource, "field_unit_study_level", lookup);
  const areas = names(resource, "field_study_area", lookup);
  const campuses = names(resource, "field_unit_locations", lookup);
  put(meta, "unitCode", text(a.field_unit_code));
  put(meta, "studyLevel", level);
  put(meta, "creditPoints", text(a.field_unit_credit_points));
  put(meta, "studyPeriod", texts(a.field_unit_study_period));
  put(meta, "campus", campuses);
  put(meta, "studyTopicArea", areas);
  Object.assign(facets, { studyLevel: level, studyTopicArea: areas, campus: campuses });
  keywords.push(...texts(a.field_unit_code), ...level, ...areas, ...campuses);
}

function unitSetFields(resource: IndexedResource, lookup: RelatedLookup, meta: Record<string, string>, facets: Record<string, string[]>, keywords: string[]): void {
  const a = resource.attributes;
  const areas = names(resource, "field_study_area", lookup);
  put(meta, "unitSetCode", text(a.field_unit_set_code));
  put(meta, "unitSetType", text(a.field_unit_set_type));
  put(meta, "studyTopicArea", areas);
  Object.assign(facets, { studyTopicArea: areas });
  keywords.push(...texts(a.field_unit_set_code), ...texts(a.field_unit_set_type), ...areas);
}

/** The search document of a published node with a path alias; null for anything the index leaves out. */
export function buildNodeDocument(resource: IndexedResource, lookup: RelatedLookup): SearchDocument | null {
  const title = text(resource.attributes.title);
  if (resource.pathAlias === null || title === null) return null;
  const a = resource.attributes;
  const bundle = resource.type.replace(/^node--/, "");
  const meta: Record<string, string> = { type: bundle };
  const facets: Record<string, string[]> = {};
  const keywords: string[] = [];
  if (resource.primarySite !== null) meta.site = String(resource.primarySite);
  const domain = resource.primarySite === null ? null : lookup.siteDomain(resource.primarySite);
  const body = bodyOf(resource, lookup);
  let date = isoDate(a.changed);
  let nextIntake: string | null = null;
  let eventDates: [string, string][] | null = null;
  switch (resource.type) {
    case "node--course":
      courseFields(resource, lookup, meta, facets, keywords);
      nextIntake = meta.nextIntake ?? null;
      break;
    case "node--unit":
      unitFields(resource, lookup, meta, facets, keywords);
      break;
    case "node--unit_set":
      unitSetFields(resource, lookup, meta, facets, keywords);
      break;
    case "node--scholarship": {
      const scholarship = scholarshipIndex(resource, lookup);
      Object.assign(meta, scholarship.meta);
      Object.assign(facets, scholarship.facets);
      keywords.push(...scholarship.keywords);
      break;
    }
    case "node--news": {
      const category = names(resource, "field_news_category", lookup);
      put(meta, "newsCategory", category);
      put(meta, "newsLocation", text(a.field_news_location));
      date = isoDate(a.field_news_date) ?? date;
      keywords.push(...category, ...texts(a.field_news_location));
      break;
    }
    case "node--event":
      put(meta, "eventVenue", text(a.field_event_venue));
      put(meta, "eventPrice", text(a.field_event_price));
      eventDates = eventDatesOf(a);
      date = eventDates[0]?.[0] ?? null;
      keywords.push(...texts(a.field_event_venue), ...names(resource, "field_event_audience", lookup));
      break;
    case "node--profile":
      put(meta, "role", text(a.field_profile_role));
      put(meta, "profileType", text(a.field_profile_type));
      put(meta, "expertise", texts(a.field_profile_expertise));
      keywords.push(...texts(a.field_profile_role), ...texts(a.field_profile_expertise));
      break;
    default:
      break;
  }
  const lastEnd = eventDates === null || eventDates.length === 0 ? null
    : eventDates.map(([, end]) => end).sort().at(-1) ?? null;
  return {
    uuid: resource.uuid, type: resource.type, internalId: resource.internalId, title, summary: summaryOf(a, body),
    keywords: keywords.join(" "), body, liveUrl: `https://${domain ?? "localhost"}${resource.pathAlias}`,
    siteTids: resource.siteTids, tab: TABS[resource.type] ?? "other", date, nextIntake, eventDates, eventLastEnd: lastEnd,
    fileType: "html", fileSize: null, facets, meta,
  };
}

/** The search document of a published media--document: its file, found at the file's own URL. */
export function buildFileDocument(resource: IndexedResource, lookup: RelatedLookup): SearchDocument | null {
  const title = text(resource.attributes.name);
  const file = relatedAll(resource, "field_media_file", lookup)[0] ?? relatedAll(resource, "field_m_file", lookup)[0];
  if (title === null || file === undefined) return null;
  const uri = file.attributes.uri;
  const url = typeof uri === "object" && uri !== null ? text((uri as Record<string, unknown>).url) : text(file.attributes.url);
  if (url === null) return null;
  const filename = text(file.attributes.filename) ?? url.split("/").at(-1) ?? "";
  const extension = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase() ?? "file";
  const size = file.attributes.filesize;
  return {
    uuid: resource.uuid, type: resource.type, internalId: resource.internalId, title, summary: title, keywords: filename,
    body: buildSearchText(resource.attributes), liveUrl: url, siteTids: [], tab: "other", date: isoDate(resource.attributes.changed),
    nextIntake: null, eventDates: null, eventLastEnd: null, fileType: extension,
    fileSize: typeof size === "number" ? size : null, facets: {}, meta: { type: "document" },
  };
}
