import type { StoredIdentifier, StoredRelationships } from "../../db/schema.ts";
import { EQUITY_GROUPS, SCHOLARSHIP_CLOSE_DAYS, SCHOLARSHIP_KINDS, type AreaWords, type LevelWords } from "./word-lists.ts";

/** One scholarship for this many generated courses. */
export const COURSES_PER_SCHOLARSHIP = 4;

/** A generated course a scholarship may be for. */
export interface GeneratedCourse {
  area: AreaWords;
  level: LevelWords;
  subject: string;
  title: string;
  international: boolean;
  identifier: StoredIdentifier;
}

export interface ScholarshipNode {
  key: string;
  slug: string;
  attributes: Record<string, unknown>;
  relationships: StoredRelationships;
}

export interface ScholarshipContext {
  /** The names of the content/README.md placeholders. */
  names: { shortName: string; slug: string };
  day: (offset: number) => string;
  term: (type: string, key: string) => StoredIdentifier | null;
}

/**
 * The course scholarship `n` is about: one of each block of COURSES_PER_SCHOLARSHIP courses, a different one of the
 * block in turn, so that the scholarships meet every study area and level the courses have.
 */
export function scholarshipCourseIndex(n: number): number {
  return COURSES_PER_SCHOLARSHIP * n + (n % COURSES_PER_SCHOLARSHIP);
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/**
 * Scholarship `n` of the synthetic catalogue, with the shapes of content/catalogue/FIELDS.md "node--scholarship",
 * derived from its number (no random draws, so that it shifts nothing else): two in three are tied to their course,
 * the rest to its area and level, and every fifth to every area and level; kinds of support, equity groups,
 * audiences and close dates (closing soon, open, closed, always open, not yet open) in turn.
 */
export function syntheticScholarship(n: number, course: GeneratedCourse, { names, day, term }: ScholarshipContext): ScholarshipNode {
  const kind = SCHOLARSHIP_KINDS[n % SCHOLARSHIP_KINDS.length]!;
  const equity = EQUITY_GROUPS[n % EQUITY_GROUPS.length] ?? null;
  const tied = n % 3 !== 2;
  const everywhere = !tied && n % 5 === 4;
  const close = SCHOLARSHIP_CLOSE_DAYS[n % SCHOLARSHIP_CLOSE_DAYS.length] ?? null;
  const notYetOpen = n % 11 === 10;
  const closeDay = notYetOpen ? 70 : close;
  const openDay = notYetOpen ? 10 : close === null ? null : close - 60;
  const audience = course.international && n % 2 === 1 ? ["international"] : n % 3 === 0 ? [] : ["domestic"];
  const automatic = n % 4 === 0;
  const title = tied ? `${course.title} ${kind.titleWord} Scholarship` : everywhere ? `${names.shortName} ${kind.titleWord} Scholarship ${n + 1}`
    : `${course.subject} ${kind.titleWord} Scholarship`;
  const reach = tied ? `students of the ${course.title}` : everywhere ? "students of every course" : `${course.subject.toLowerCase()} students`;
  const slug = `${slugify(title)}-s${n + 1}`;
  const attributes: Record<string, unknown> = {
    title,
    field_scholarship_summary: `${kind.valueText} for ${reach}.`,
    body: { value: `<p>The ${title} offers ${kind.valueText.toLowerCase()} to ${reach}.</p>`, format: "rich_text",
      processed: `<p>The ${title} offers ${kind.valueText.toLowerCase()} to ${reach}.</p>` },
    field_scholarship_value_text: kind.valueText,
    field_scholarship_value_amount: kind.amount,
    field_scholarship_frequency: kind.frequency,
    field_scholarship_duration_years: kind.frequency === "one_off" ? null : 1 + (n % 3),
    field_scholarship_audience: audience,
    field_scholarship_year_of_study: n % 2 === 0 ? ["commencing"] : [],
    field_scholarship_selection: automatic ? "automatic" : "application",
    field_scholarship_apply_link: automatic
      ? { uri: `internal:/study-at-${names.slug}/how-to-apply`, title: "Apply for your course", options: [] }
      : { uri: `https://scholarships.${names.slug}.edu.au/apply/${slug}`, title: `Apply for the ${title}`, options: [] },
    field_scholarship_open_date: openDay === null ? null : day(openDay),
    field_scholarship_close_date: closeDay === null ? null : day(closeDay),
    field_scholarship_awards: 1 + (n % 20),
    field_scholarship_eligibility: [`You are enrolled in, or have an offer for, ${tied ? `the ${course.title}` : "an eligible course"}.`,
      ...(equity === null ? [] : ["You belong to the equity group this scholarship supports."])],
  };
  const list = (type: string, keys: readonly string[]) => keys.flatMap((key) => term(type, key) ?? []);
  const relationships: StoredRelationships = {
    field_scholarship_support: { data: term("taxonomy_term--scholarship_support", kind.support) },
    field_scholarship_study_level: { data: everywhere ? [] : list("taxonomy_term--study_level", [course.level.key]) },
    field_scholarship_study_area: { data: everywhere ? [] : list("taxonomy_term--study_area", [course.area.key]) },
    field_scholarship_courses: { data: tied ? [course.identifier] : [] },
    field_scholarship_equity_group: { data: equity === null ? [] : list("taxonomy_term--equity_group", [equity]) },
    field_scholarship_webform: { data: null },
  };
  return { key: `scholarship-${n + 1}`, slug, attributes, relationships };
}
