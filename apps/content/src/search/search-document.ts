import { ANY_SUMMARY, NOT_BODY as FIGURES, searchFieldsOf, type SearchFields } from "@yu/content-types";
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
// the body they would only open the snippets with "HBNS Bachelor University 2026-07-18". Each content type's row of
// @yu/content-types names its own (`search.notBody`); a field is kept out of every node's body.
const NOT_BODY: ReadonlySet<string> = new Set(["title", "name", ...FIGURES]);

function bodyOf(resource: IndexedResource, lookup: RelatedLookup): string {
  const own: Attributes = {};
  for (const [key, value] of Object.entries(resource.attributes)) {
    if (!NOT_BODY.has(key)) own[key] = value;
  }
  const parts = [buildSearchText(own)];
  paragraphText(resource, lookup, 1, parts);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

function summaryOf(attributes: Attributes, body: string, fields: readonly string[]): string {
  for (const field of fields) {
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

function eventDatesOf(attributes: Attributes, field: string): [string, string][] {
  const given = attributes[field];
  const dates = Array.isArray(given) ? given : [];
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
/** What a document gathers besides its text: metaData, facets, keywords, and a course's next intake. */
interface Gathered {
  meta: Record<string, string>;
  facets: Record<string, string[]>;
  keywords: string[];
  nextIntake: string | null;
}

/* What a content type's row cannot say in a table (facets, computed values), by the name its row gives (`search.ownFields`). */
export const OWN_FIELDS: Readonly<Record<string, (resource: IndexedResource, lookup: RelatedLookup, into: Gathered) => void>> = {
  course: (resource, lookup, into) => {
    courseFields(resource, lookup, into.meta, into.facets, into.keywords);
    into.nextIntake = into.meta.nextIntake ?? null;
  },
  unit: (resource, lookup, into) => unitFields(resource, lookup, into.meta, into.facets, into.keywords),
  unitSet: (resource, lookup, into) => unitSetFields(resource, lookup, into.meta, into.facets, into.keywords),
  scholarship: (resource, lookup, into) => {
    const scholarship = scholarshipIndex(resource, lookup);
    Object.assign(into.meta, scholarship.meta);
    Object.assign(into.facets, scholarship.facets);
    into.keywords.push(...scholarship.keywords);
  },
};

/** A field's words: a relationship's terms' names, else an attribute's text (a list's items). */
function valuesOf(resource: IndexedResource, field: string, lookup: RelatedLookup): string[] {
  return Object.hasOwn(resource.relationships, field) ? names(resource, field, lookup) : texts(resource.attributes[field]);
}

/** The metaData and keywords a content type's row names. */
function rowFields(resource: IndexedResource, lookup: RelatedLookup, fields: SearchFields, into: Gathered): void {
  for (const [key, field] of Object.entries(fields.meta ?? {})) put(into.meta, key, valuesOf(resource, field, lookup));
  for (const field of fields.keywords ?? []) into.keywords.push(...valuesOf(resource, field, lookup));
  if (fields.ownFields !== undefined) OWN_FIELDS[fields.ownFields]?.(resource, lookup, into);
}

/**
 * The search document of a published node with a path alias; null for anything the index leaves out. What it reads
 * of the node's own type (summary, date, metaData, keywords, tab) is that type's row of @yu/content-types.
 */
export function buildNodeDocument(resource: IndexedResource, lookup: RelatedLookup): SearchDocument | null {
  const title = text(resource.attributes.title);
  if (resource.pathAlias === null || title === null) return null;
  const a = resource.attributes;
  const bundle = resource.type.replace(/^node--/, "");
  const fields = searchFieldsOf(resource.type);
  const into: Gathered = { meta: { type: bundle }, facets: {}, keywords: [], nextIntake: null };
  if (resource.primarySite !== null) into.meta.site = String(resource.primarySite);
  const domain = resource.primarySite === null ? null : lookup.siteDomain(resource.primarySite);
  const body = bodyOf(resource, lookup);
  let date = isoDate(a.changed);
  let eventDates: [string, string][] | null = null;
  if (fields !== null) {
    rowFields(resource, lookup, fields, into);
    const dated = fields.date;
    if (dated !== undefined && "attribute" in dated) date = isoDate(a[dated.attribute]) ?? date;
    if (dated !== undefined && "eventDates" in dated) {
      eventDates = eventDatesOf(a, dated.eventDates);
      date = eventDates[0]?.[0] ?? null;
    }
  }
  const lastEnd = eventDates === null || eventDates.length === 0 ? null
    : eventDates.map(([, end]) => end).sort().at(-1) ?? null;
  return {
    uuid: resource.uuid, type: resource.type, internalId: resource.internalId, title,
    summary: summaryOf(a, body, fields?.summary ?? ANY_SUMMARY), keywords: into.keywords.join(" "), body,
    liveUrl: `https://${domain ?? "localhost"}${resource.pathAlias}`, siteTids: resource.siteTids, tab: fields?.tab ?? "other", date,
    nextIntake: into.nextIntake, eventDates, eventLastEnd: lastEnd, fileType: "html", fileSize: null, facets: into.facets, meta: into.meta,
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
