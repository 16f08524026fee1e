import type { StoredIdentifier, StoredRelationships } from "../../db/schema.ts";
import { drupalTimestamp } from "../compile.ts";
import { seedUuid } from "../ids.ts";
import { relativeDay } from "../placeholders.ts";
import { buildSearchText } from "../search-text.ts";
import type { ResourceRow, RevisionRow } from "../types.ts";
import { CAMPUSES, INTAKE_MONTHS, STUDY_AREAS, STUDY_LEVELS, STUDY_MODES, UNIT_PATTERNS } from "./word-lists.ts";

export interface TermRef {
  uuid: string;
  tid: number;
}

export interface SyntheticOptions {
  courses: number;
  firstNodeId: number;
  firstRevisionId: number;
  now: Date;
  mainSite: TermRef | null;
  /** Existing terms by "type:key", e.g. "taxonomy_term--study_area:business"; missing terms are left out. */
  terms: Map<string, TermRef>;
  /** Aliases already in use: generated paths step around them. */
  takenPaths: Set<string>;
}

export interface SyntheticCatalogue {
  resources: ResourceRow[];
  revisions: RevisionRow[];
  counts: { courses: number; units: number; unitSets: number };
}

export const UNITS_PER_COURSE = 10;
export const COURSES_PER_UNIT_SET = 5;
const UNIT_SET_TYPES = ["Major", "Minor", "Specialisation"] as const;

// Deterministic, so two seeds of the same size produce the same catalogue.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function html(paragraphs: string[]) {
  const processed = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("");
  return { value: processed, format: "rich_text", processed };
}

/**
 * A large, realistic-looking catalogue generated in code (N courses across the ten study areas and four
 * levels, 10×N units, N/5 unit sets) for load tests; nodes carry `field_synthetic: true`.
 */
export function generateCatalogue(options: SyntheticOptions): SyntheticCatalogue {
  const random = mulberry32(20_260_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = drupalTimestamp(options.now);
  const resources: ResourceRow[] = [];
  const revisions: RevisionRow[] = [];
  const taken = new Set(options.takenPaths);
  let nextNid = options.firstNodeId;
  let nextVid = options.firstRevisionId;
  const unitNumbers = new Map<string, number>();
  const siteRelationships: StoredRelationships = options.mainSite === null ? {} : (() => {
    const site: StoredIdentifier = { type: "taxonomy_term--sites", id: options.mainSite.uuid,
      meta: { drupal_internal__target_id: options.mainSite.tid } };
    return { field_node_site: { data: [site] }, field_node_primary_site: { data: site } };
  })();

  const termIdentifier = (type: string, key: string): StoredIdentifier | null => {
    const term = options.terms.get(`${type}:${key}`);
    return term === undefined ? null : { type, id: term.uuid, meta: { drupal_internal__target_id: term.tid } };
  };

  const addNode = (bundle: string, key: string, alias: string, given: Record<string, unknown>,
    relationships: StoredRelationships): StoredIdentifier => {
    const type = `node--${bundle}`;
    const uuid = seedUuid(type, `synthetic:${key}`);
    const nid = nextNid++;
    const vid = nextVid++;
    const attributes: Record<string, unknown> = {
      drupal_internal__nid: nid, drupal_internal__vid: vid, langcode: "en", status: true, title: given.title,
      created: now, changed: now, promote: false, sticky: false, default_langcode: true,
      revision_translation_affected: true, moderation_state: "published", ...given, field_synthetic: true,
      path: { alias, pid: nid, langcode: "en" },
    };
    const allRelationships = { ...relationships, ...siteRelationships };
    resources.push({ uuid, type, entityType: "node", bundle, internalId: nid, revisionId: vid, published: true,
      attributes, relationships: allRelationships, pathAlias: alias, siteTids: options.mainSite === null ? [] : [options.mainSite.tid],
      primarySite: options.mainSite?.tid ?? null, searchText: buildSearchText(attributes) });
    revisions.push({ id: vid, resourceUuid: uuid, published: true, isDefault: true, attributes,
      relationships: allRelationships, createdAt: now });
    taken.add(alias);
    return { type, id: uuid, meta: { drupal_internal__target_id: nid } };
  };

  const nextUnitCode = (prefix: string): string => {
    let number = unitNumbers.get(prefix) ?? 1100;
    let code: string;
    do {
      number += 1;
      if (number > 9999) throw new Error(`synthetic catalogue too large: unit codes ${prefix}1101–9999 exhausted`);
      code = `${prefix}${number}`;
    } while (taken.has(`/units/${code}`));
    unitNumbers.set(prefix, number);
    return code;
  };

  let units = 0;
  let unitSets = 0;
  for (let index = 0; index < options.courses; index += 1) {
    const area = STUDY_AREAS[index % STUDY_AREAS.length]!;
    const level = STUDY_LEVELS[Math.floor(index / STUDY_AREAS.length) % STUDY_LEVELS.length]!;
    const subject = pick(area.subjects);
    const pattern = pick(level.patterns);
    const title = pattern.title.replace("{s}", subject);
    const areaTerm = termIdentifier("taxonomy_term--study_area", area.key);

    const courseUnits: StoredIdentifier[] = [];
    for (let u = 0; u < UNITS_PER_COURSE; u += 1) {
      const code = nextUnitCode(area.unitPrefixes[u % area.unitPrefixes.length]!);
      const topic = pick(area.topics);
      const unitTitle = pick(UNIT_PATTERNS).replace("{t}", topic);
      courseUnits.push(addNode("unit", code, `/units/${code}`, {
        title: unitTitle, field_unit_code: code, field_unit_credit_points: 12,
        field_unit_level: String(1 + (u % 4)), field_unit_study_period: `Block ${1 + (u % 8)}`,
        field_unit_locations: [pick(CAMPUSES)],
        field_unit_overview: html([`${unitTitle} develops the knowledge and skills of ${subject.toLowerCase()} practice, `
          + `taught in the Block Model: one unit at a time, over four weeks.`]),
        field_landing_page_summary: `${unitTitle}: a 12 credit point unit in ${subject.toLowerCase()}.`,
      }, areaTerm === null ? {} : { field_study_area: { data: [areaTerm] } }));
      units += 1;
    }

    let code = "";
    for (let attempt = index; code === "" || taken.has(`/courses/${slugify(title)}-${code.toLowerCase()}`); attempt += options.courses + 1) {
      code = `${level.codeLetter}${area.unitPrefixes[0]!.slice(0, 2)}${String(attempt).padStart(4, "0")}`;
    }
    const courseSets: StoredIdentifier[] = [];
    if (index % COURSES_PER_UNIT_SET === 0) {
      const setType = UNIT_SET_TYPES[unitSets % UNIT_SET_TYPES.length]!;
      let setNumber = unitSets;
      let setCode: string;
      do {
        setNumber += 1;
        setCode = `${setType[0]}${area.unitPrefixes[0]}${String(setNumber).padStart(4, "0")}`;
      } while (taken.has(`/unitsets/${setCode}`));
      courseSets.push(addNode("unit_set", setCode, `/unitsets/${setCode}`, {
        title: `${setType} in ${subject}`, field_unit_set_code: setCode, field_unit_set_type: setType,
        field_unit_set_overview: html([`The ${setType.toLowerCase()} in ${subject.toLowerCase()} groups six units `
          + `that build on one another across the course.`]),
      }, { field_unit_set_units: { data: courseUnits.slice(0, 6) } }));
      unitSets += 1;
    }

    const levelTerm = termIdentifier("taxonomy_term--study_level", level.key);
    const international = level.key !== "short-course" && level.key !== "tafe" && index % 3 === 0;
    const nextIntakeDays = 30 * (1 + (index % 4));
    addNode("course", code, `/courses/${slugify(title)}-${code.toLowerCase()}`, {
      title, field_course_code: code, field_course_aqf_level: pattern.aqf, field_course_level_label: level.label,
      field_course_provider: level.provider, field_course_duration: pattern.duration,
      field_course_study_mode: pick(STUDY_MODES), field_course_locations: [pick(CAMPUSES), pick(CAMPUSES)].filter((v, i, all) => all.indexOf(v) === i),
      field_course_intakes: [pick(INTAKE_MONTHS)], field_course_next_intake: relativeDay(options.now, nextIntakeDays),
      field_course_international: international,
      field_course_overview: html([
        `The ${title} prepares you for work in ${subject.toLowerCase()} with industry placements and practical projects.`,
        `You study one unit at a time in the Block Model, with small classes at ${pick(CAMPUSES)}.`,
      ]),
      field_landing_page_summary: `Study ${subject.toLowerCase()} through practical, industry-connected learning.`,
    }, {
      field_study_area: { data: areaTerm === null ? [] : [areaTerm] },
      field_course_study_level: { data: levelTerm },
      field_course_units: { data: courseUnits },
      field_course_unit_sets: { data: courseSets },
    });
  }
  return { resources, revisions, counts: { courses: options.courses, units, unitSets } };
}
