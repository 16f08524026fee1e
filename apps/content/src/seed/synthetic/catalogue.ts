import type { StoredIdentifier, StoredRelationships } from "../../db/schema.ts";
import { drupalTimestamp } from "../../drupal/timestamp.ts";
import { seedUuid } from "../ids.ts";
import { relativeDay } from "../placeholders.ts";
import { buildSearchText } from "../../search/search-text.ts";
import type { ResourceRow, RevisionRow } from "../types.ts";
import {
  APPLY_INTERNATIONAL_NEXT_STEPS, APPLY_NEXT_STEPS, ASSESSMENTS, CAMPUSES, CAREER_ROLES, DELIVERY_MODES, ENGLISH, FEES, HIGHER_EDUCATION_DIPLOMA,
  INTAKE_MONTHS, ONLINE_CAMPUS, STUDY_AREAS, STUDY_LEVELS, STUDY_PERIODS, UNIT_PATTERNS, type AreaWords, type CourseKind, type CoursePattern,
  type LevelWords,
} from "./word-lists.ts";
import { COURSES_PER_SCHOLARSHIP, scholarshipCourseIndex, syntheticScholarship, type GeneratedCourse } from "./scholarships.ts";

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
  /**
   * Existing terms (and media) by "type:key", e.g. "taxonomy_term--study_area:business" or
   * "taxonomy_term--campus:footscray-park"; `LINKED_TERMS` in word-lists.ts lists every one the generator
   * links to. Missing terms are left out.
   */
  terms: Map<string, TermRef>;
  /** Aliases already in use: generated paths step around them. */
  takenPaths: Set<string>;
  /** The university's short name and slug for the apply links (content/README.md placeholders); default YU and yu. */
  names?: { shortName: string; slug: string };
}

export interface SyntheticCatalogue {
  resources: ResourceRow[];
  revisions: RevisionRow[];
  counts: { courses: number; units: number; unitSets: number; scholarships: number };
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

/**
 * A course's pattern: any of its level's, except that Higher Education diplomas are only in the areas that offer
 * them, where every other TAFE course of the area is one (its first included), so that a small catalogue has some.
 * `nth` is the course's number within its area.
 */
function coursePattern(area: AreaWords, level: LevelWords, nth: number, pick: <T>(list: readonly T[]) => T): CoursePattern {
  const diploma = level.patterns.find((pattern) => pattern.aqf === HIGHER_EDUCATION_DIPLOMA);
  // One random draw either way, so the choice never shifts the rest of the catalogue.
  const picked = pick(level.patterns.filter((pattern) => pattern !== diploma));
  const round = Math.floor(nth / STUDY_LEVELS.length);
  return diploma !== undefined && area.higherEducationDiplomas === true && round % 2 === 0 ? diploma : picked;
}

/**
 * A course's interest area: the area's interest areas in turn, shifted by one each round of levels, so that the
 * first courses of an area already cover every interest area (the course finder asks for each) at several levels.
 */
function interestAreaOf(area: AreaWords, nth: number): string {
  return area.interestAreas[(nth + Math.floor(nth / STUDY_LEVELS.length)) % area.interestAreas.length]!;
}

/** How a course is applied for and paid for (word-lists.ts `CourseKind`). */
export function courseKind(level: LevelWords, pattern: CoursePattern): CourseKind {
  if (level.key === "short-course") return "short";
  if (pattern.label === "Research") return "research";
  if (level.key === "postgraduate") return "postgraduate";
  return level.key === "bachelor" || pattern.aqf === HIGHER_EDUCATION_DIPLOMA ? "undergraduate" : "tafe";
}

const money = (amount: number) => `A$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

interface DecisionInput {
  index: number;
  kind: CourseKind;
  pattern: CoursePattern;
  area: AreaWords;
  subject: string;
  code: string;
  international: boolean;
  /** Days from the seed day of the dated intakes, or null when intakes are month names. */
  intakeOffsets: number[] | null;
  names: { shortName: string; slug: string };
  day: (offset: number) => string;
}

/**
 * What a prospective student decides and acts on (FIELDS.md, `field_course_duration_years` to
 * `field_course_application_dates`), with the fee prose that states the same figures. Derived from the course's
 * number rather than drawn at random, so that adding them shifts nothing else in the catalogue.
 */
function decisionFields({ index, kind, pattern, area, subject, code, international, intakeOffsets, names, day }: DecisionInput): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (pattern.years !== undefined) fields.field_course_duration_years = pattern.years;
  const direct = (audience: string) => `https://apply.${names.slug}.edu.au/courses/${code}?audience=${audience}`;
  if (kind === "undergraduate") {
    const vtac = `35${String(index).padStart(8, "0")}`;
    fields.field_course_admissions_centre_code = vtac;
    fields.field_course_apply_domestic = { uri: `https://vtac.edu.au/courses/${vtac}`, title: "Apply through VTAC" };
  } else {
    fields.field_course_apply_domestic = { uri: direct("domestic"), title: `Apply direct to ${names.shortName}` };
  }
  fields.field_course_apply_domestic_next_steps = APPLY_NEXT_STEPS[kind];
  if (international) {
    fields.field_course_apply_international = { uri: direct("international"), title: "Apply as an international student" };
    fields.field_course_apply_international_next_steps = APPLY_INTERNATIONAL_NEXT_STEPS;
  }

  fields.field_course_fee_year = FEES.year;
  const postgraduateAnnual = FEES.postgraduateUnit * 8;
  if (kind === "undergraduate") {
    fields.field_course_fee_csp_annual = area.cspAnnual;
    fields.field_course_fees_domestic = `Commonwealth supported place: indicative student contribution ${money(area.cspAnnual)} a year (${FEES.year}). `
      + "HECS-HELP is available.";
  } else if (kind === "postgraduate") {
    fields.field_course_fee_domestic_annual = postgraduateAnnual;
    fields.field_course_fees_domestic = `Full fee: about ${money(FEES.postgraduateUnit)} a unit, ${money(postgraduateAnnual)} a full-time year `
      + `(${FEES.year}). FEE-HELP is available.`;
  } else if (kind === "research") {
    fields.field_course_fees_domestic = "No tuition fees for domestic candidates, through the Research Training Program.";
  } else if (kind === "tafe") {
    fields.field_course_fee_domestic_annual = FEES.tafeFullAnnual;
    fields.field_course_fees_domestic = `Free TAFE for eligible students. Otherwise government-subsidised tuition of about ${money(FEES.tafeSubsidisedAnnual)} `
      + `a year, or ${money(FEES.tafeFullAnnual)} a year full fee.`;
  } else {
    fields.field_course_fee_domestic_annual = FEES.shortCourse;
    fields.field_course_fees_domestic = `${money(FEES.shortCourse)} full fee; ${money(FEES.shortCourseConcession)} concession.`;
  }
  if (international) {
    const annual = kind === "undergraduate" ? FEES.international.undergraduate : FEES.international.postgraduate;
    fields.field_course_fee_international_annual = annual;
    fields.field_course_fees_international = `${money(annual)} a year (${FEES.year}, indicative).`;
  }

  if (kind === "undergraduate") {
    // Lowest ranks 50 to 75, the median 2.5 to 8.5 above; every eleventh course admitted fewer than five on ATAR.
    const fewOnAtar = index % 11 === 5;
    fields.field_course_entry_year = FEES.year;
    if (!fewOnAtar) {
      const lowest = 5_000 + ((index * 7_919) % 2_500);
      fields.field_course_lowest_selection_rank = lowest / 100;
      fields.field_course_median_selection_rank = (lowest + 250 + ((index * 31) % 600)) / 100;
    }
    fields.field_course_student_profile = [
      { group: "recent_secondary", students: fewOnAtar ? "<5" : 20 + ((index * 13) % 180) },
      { group: "higher_education", students: 5 + ((index * 7) % 50) },
      { group: "vocational", students: 5 + ((index * 11) % 60) },
      { group: "work_life", students: index % 13 === 0 ? "N/P" : index % 5 === 0 ? "<5" : 5 + ((index * 3) % 25) },
      ...(international ? [{ group: "international", students: 10 + ((index * 17) % 120) }] : []),
    ];
  }

  const bachelor = pattern.aqf === "Bachelor";
  if (kind === "undergraduate") fields.field_course_english_domestic = bachelor ? ENGLISH.vce25 : ENGLISH.vce20;
  else if (kind === "postgraduate" || kind === "research") fields.field_course_english_domestic = ENGLISH.degree;
  else if (kind === "tafe") fields.field_course_english_domestic = ENGLISH.tafe;
  if (international) {
    fields.field_course_english_international = kind === "undergraduate" ? ENGLISH.undergraduateInternational : ENGLISH.postgraduateInternational;
  }
  const discipline = subject.toLowerCase();
  if (bachelor) {
    fields.field_course_prerequisites = area.mathematics === true
      ? `${ENGLISH.vce25.slice(0, -1)}; at least 20 in any Mathematics.` : ENGLISH.vce25;
  } else if (pattern.aqf === HIGHER_EDUCATION_DIPLOMA) {
    fields.field_course_prerequisites = ENGLISH.vce20;
  } else if (kind === "postgraduate") {
    fields.field_course_prerequisites = `A bachelor's degree in ${discipline} or a related discipline, or equivalent work experience.`;
  } else if (kind === "research") {
    fields.field_course_prerequisites = `A bachelor's degree with first-class or upper second-class honours, or a research master's degree, in ${discipline} `
      + "or a related field.";
  }

  if (intakeOffsets !== null) {
    // The next intake's applications are open, closing soon, not yet open or closed, by course; later intakes' open later.
    // (The first intake cycles with index % 4; the leads cycle otherwise, so each intake meets every state.)
    const closeLead = [7, 14, 28, 35][Math.floor(index / 2) % 4]!;
    const openLead = [120, 60, 40][index % 3]!;
    const splitAudience = international && index % 2 === 0;
    fields.field_course_application_dates = intakeOffsets.flatMap((offset) => {
      const row = (open: number, close: number, audience?: string) => ({ intake: day(offset), ...(audience === undefined ? {} : { audience }),
        opens: day(offset - open), closes: day(offset - close) });
      return splitAudience
        ? [row(openLead, closeLead, "domestic"), row(openLead + 35, closeLead + 35, "international")]
        : [row(openLead, closeLead)];
    });
  }
  return fields;
}

function rich(processed: string) {
  return { value: processed, format: "rich_text", processed };
}

function html(paragraphs: string[]) {
  return rich(paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(""));
}

/**
 * A large, realistic-looking catalogue generated in code (N courses across the ten study areas and four
 * levels, 10×N units, N/5 unit sets, N/4 scholarships) for load tests; nodes carry `field_synthetic: true`. Fields have the
 * shapes of the real catalogue (content/catalogue/FIELDS.md), so the site renders both alike.
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
      drupal_internal__nid: nid, drupal_internal__vid: vid, langcode: "en", revision_timestamp: now, revision_log: null, status: true,
      title: given.title,
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

  // relativeDay formats in the seed time zone, which is slow; a catalogue only uses a dozen distinct days.
  const days = new Map<number, string>();
  const day = (offset: number): string => {
    let date = days.get(offset);
    if (date === undefined) days.set(offset, (date = relativeDay(options.now, offset)));
    return date;
  };

  const identifiers = (type: string, keys: readonly string[]): StoredIdentifier[] =>
    [...new Set(keys)].flatMap((key) => termIdentifier(type, key) ?? []);

  // Unit codes are three letters and four digits, the first digit being the unit's level (FIELDS.md). When a
  // prefix runs out of numbers at a level, the code moves on to the prefix's first two letters plus A to Z.
  const nextUnitCode = (prefix: string, level: number): string => {
    const prefixes = [prefix, ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").map((letter) => `${prefix.slice(0, 2)}${letter}`)];
    for (const candidate of prefixes) {
      const counter = `${candidate}${level}`;
      let number = unitNumbers.get(counter) ?? 100;
      while (number < 999) {
        number += 1;
        const code = `${counter}${number}`;
        if (!taken.has(`/units/${code}`)) {
          unitNumbers.set(counter, number);
          return code;
        }
      }
      unitNumbers.set(counter, number);
    }
    throw new Error(`synthetic catalogue too large: level ${level} unit codes for ${prefix.slice(0, 2)}* exhausted`);
  };

  let units = 0;
  let unitSets = 0;
  const generatedCourses: GeneratedCourse[] = [];
  for (let index = 0; index < options.courses; index += 1) {
    const area = STUDY_AREAS[index % STUDY_AREAS.length]!;
    const nth = Math.floor(index / STUDY_AREAS.length);
    const level = STUDY_LEVELS[nth % STUDY_LEVELS.length]!;
    const subject = pick(area.subjects);
    const pattern = coursePattern(area, level, nth, pick);
    const title = pattern.title.replace("{s}", subject);
    const areaTerm = termIdentifier("taxonomy_term--study_area", area.key);
    const unitLevelTerm = termIdentifier("taxonomy_term--study_level", level.unitLevel);
    const international = level.key !== "short-course" && level.key !== "tafe" && index % 3 === 0;
    const apprenticeship = level.key === "tafe" && area.key === "trades" && pattern.provider === undefined;
    const deliveryModes = apprenticeship ? ["On campus", "Workplace"] : pick(DELIVERY_MODES);
    const campusKeys = [pick(CAMPUSES).key, ...(index % 2 === 0 ? [pick(CAMPUSES).key] : []),
      ...(deliveryModes.includes("Online") ? [ONLINE_CAMPUS] : [])];
    const campuses = identifiers("taxonomy_term--campus", campusKeys);
    // Filled in once the course exists: every unit here is listed by this course (directly or through its set).
    const unitCourses: StoredIdentifier[] = [];

    const courseUnits: StoredIdentifier[] = [];
    // A later-year unit requires the first unit of the year before (unit years ascend within a course).
    const firstOfYear = new Map<number, StoredIdentifier>();
    let previousYear: number | null = null;
    for (let u = 0; u < UNITS_PER_COURSE; u += 1) {
      const year = level.unitYears[u % level.unitYears.length]!;
      const code = nextUnitCode(area.unitPrefixes[u % area.unitPrefixes.length]!, year);
      const topic = pick(area.topics);
      const unitTitle = pick(UNIT_PATTERNS).replace("{t}", topic);
      if (!firstOfYear.has(year) && u > 0 && year !== level.unitYears[u - 1]) previousYear = level.unitYears[u - 1]!;
      const prerequisite = previousYear === null ? undefined : firstOfYear.get(previousYear);
      courseUnits.push(addNode("unit", code, `/units/${code}`, {
        title: unitTitle, field_unit_code: code, field_unit_credit_points: 12,
        field_unit_level: year, field_unit_study_period: STUDY_PERIODS[(index + u) % STUDY_PERIODS.length]!,
        field_landing_page_summary: `${unitTitle} (${code}): a 12-credit-point ${level.unitLevel === "postgraduate" ? "postgraduate" : "undergraduate"} `
          + `unit in ${subject.toLowerCase()}.`,
        field_unit_overview: html([`${unitTitle} develops the knowledge and skills of ${subject.toLowerCase()} practice, `
          + `taught in the Block Model: one unit at a time, over four weeks.`]),
        field_unit_learning_outcomes: [`Explain the main ideas of ${topic.toLowerCase()}`,
          `Apply ${topic.toLowerCase()} to a problem in ${subject.toLowerCase()} practice`, "Communicate findings in a professional report"],
        field_unit_assessments: ASSESSMENTS[u % ASSESSMENTS.length]!.map((item) => ({ ...item, description: `${item.type} on ${topic.toLowerCase()}` })),
      }, {
        field_unit_study_level: { data: unitLevelTerm },
        field_study_area: { data: areaTerm },
        field_unit_prerequisites: { data: prerequisite === undefined ? [] : [prerequisite] },
        field_unit_locations: { data: campuses },
        field_unit_courses: { data: unitCourses },
      }));
      if (!firstOfYear.has(year)) firstOfYear.set(year, courseUnits[courseUnits.length - 1]!);
      units += 1;
    }

    let code = "";
    for (let attempt = index; code === "" || taken.has(`/courses/${slugify(title)}-${code.toLowerCase()}`); attempt += options.courses + 1) {
      code = `${level.codeLetter}${area.unitPrefixes[0]!.slice(0, 2)}${String(attempt).padStart(4, "0")}`;
    }
    const courseSets: StoredIdentifier[] = [];
    const setUnits = courseUnits.slice(0, 6);
    if (index % COURSES_PER_UNIT_SET === 0) {
      const setType = UNIT_SET_TYPES[unitSets % UNIT_SET_TYPES.length]!;
      let setNumber = unitSets;
      let setCode: string;
      do {
        setNumber += 1;
        setCode = `${setType[0]}${area.unitPrefixes[0]}${String(setNumber).padStart(4, "0")}`;
      } while (taken.has(`/unitsets/${setCode}`));
      const setTitle = `${setType} in ${subject}`;
      courseSets.push(addNode("unit_set", setCode, `/unitsets/${setCode}`, {
        title: setTitle, field_unit_set_code: setCode, field_unit_set_type: setType,
        field_unit_set_credit_points: 12 * setUnits.length,
        field_landing_page_summary: `${setTitle} (${setCode}): a ${12 * setUnits.length}-credit-point ${setType.toLowerCase()} `
          + `of ${setUnits.length} units.`,
        field_unit_set_overview: html([`The ${setType.toLowerCase()} in ${subject.toLowerCase()} groups ${setUnits.length} units `
          + `that build on one another across the course.`]),
      }, {
        field_study_area: { data: areaTerm },
        field_unit_set_units: { data: setUnits },
        field_unit_set_courses: { data: unitCourses },
      }));
      unitSets += 1;
    }

    const levelTerm = termIdentifier("taxonomy_term--study_level", level.key);
    // Most courses have dated intakes; every eighth only month names, and so no next intake (FIELDS.md).
    const firstIntake = 19 + 14 * (index % 4);
    const intakeOffsets = index % 8 === 7 ? null : [firstIntake, firstIntake + 91, firstIntake + 182].slice(0, 2 + (index % 2));
    const intakes = intakeOffsets === null ? INTAKE_MONTHS.filter((_, month) => month % 2 === index % 2) : intakeOffsets.map(day);
    const studyModes = apprenticeship ? ["Apprenticeship"] : pick(level.studyModes);
    const provider = pattern.provider ?? level.provider;
    const course = addNode("course", code, `/courses/${slugify(title)}-${code.toLowerCase()}`, {
      title, field_course_code: code, field_course_aqf_level: pattern.aqf, field_course_level_label: pattern.label ?? level.label,
      field_course_provider: provider, field_course_international: international,
      field_course_duration: pattern.duration, field_course_credit_points: pattern.creditPoints,
      field_course_intakes: intakes, field_course_next_intake: index % 8 === 7 ? null : intakes[0],
      field_course_study_mode: studyModes, field_course_delivery_mode: deliveryModes,
      field_landing_page_summary: `Study ${subject.toLowerCase()} through practical, industry-connected learning.`,
      field_course_overview: html([
        `The ${title} prepares you for work in ${subject.toLowerCase()} with industry placements and practical projects.`,
        `You study one unit at a time in the Block Model, with small classes at ${pick(CAMPUSES).name}.`,
      ]),
      field_course_careers: rich(`<p>Graduates work as:</p><ul>${CAREER_ROLES.map((role) => `<li>${role.replace("{s}", subject)}</li>`).join("")}</ul>`),
      field_course_entry_requirements: html([level.key === "postgraduate"
        ? `A bachelor's degree in ${subject.toLowerCase()} or a related discipline, or equivalent work experience.`
        : "VCE (or equivalent) with a study score of at least 20 in any English, or relevant work experience."]),
      field_course_structure: html([pattern.creditPoints === null
        ? `The ${title} is taught as a sequence of practical modules.`
        : `${pattern.creditPoints} credit points: the core units listed below${courseSets.length > 0 ? ", a unit set" : ""} and electives.`]),
      ...(international ? { field_course_cricos_code: `${String(100_000 + (index % 900_000))}${"ABCDEFGHJK"[index % 10]!}` } : {}),
      ...decisionFields({ index, kind: courseKind(level, pattern), pattern, area, subject, code, international, intakeOffsets,
        names: options.names ?? { shortName: "YU", slug: "yu" }, day }),
    }, {
      field_course_study_level: { data: levelTerm },
      field_study_area: { data: areaTerm === null ? [] : [areaTerm] },
      field_interest_area: { data: identifiers("taxonomy_term--interest_area", [interestAreaOf(area, nth)]) },
      field_course_campuses: { data: campuses },
      field_course_unit_sets: { data: courseSets },
      field_course_units: { data: courseUnits },
      field_featured_image: { data: termIdentifier("media--image", `study-area-${area.key}`) },
      field_tags: { data: identifiers("taxonomy_term--tags", [...area.tags, ...(international ? ["international"] : [])]) },
      field_topic: { data: termIdentifier("taxonomy_term--topic", "study") },
    });
    unitCourses.push(course);
    generatedCourses.push({ area, level, subject, title, international, identifier: course });
  }

  // One scholarship for every COURSES_PER_SCHOLARSHIP courses, after the courses so that it can name one.
  const names = options.names ?? { shortName: "YU", slug: "yu" };
  const scholarships = Math.floor(options.courses / COURSES_PER_SCHOLARSHIP);
  for (let n = 0; n < scholarships; n += 1) {
    const course = generatedCourses[scholarshipCourseIndex(n)]!;
    const scholarship = syntheticScholarship(n, course, { names, day, term: termIdentifier });
    let alias = `/scholarships/${scholarship.slug}`;
    for (let attempt = 2; taken.has(alias); attempt += 1) alias = `/scholarships/${scholarship.slug}-${attempt}`;
    addNode("scholarship", scholarship.key, alias, scholarship.attributes, scholarship.relationships);
  }
  return { resources, revisions, counts: { courses: options.courses, units, unitSets, scholarships } };
}
