import { z } from "zod";

/*
 * The search service's metadata classes the site sends or reads that the spec does not name. A real Funnelback
 * collection names its classes its own way, so each is a setting (`SEARCH_META_*`, docs/configuration.md,
 * "Search metadata classes"): the class's name in the collection, or off. The site's code uses the names below; answers are read
 * through `canonicalMetaData` and requests are written with the configured names, so nothing else changes.
 * A feature whose class is off is left out plainly (a sort or filter not offered, a fact not shown).
 */

/** What a class is for, by the site's own name for it; `defaultName` null: off unless configured. */
interface MetaClassRule {
  variable: `SEARCH_META_${string}`;
  defaultName: string | null;
}

export const SEARCH_META_CLASSES = {
  // Sent: the interest-area refinement of a study-area page, the finder's and scholarships' sorts, the
  // open/closed choice, the course narrowing.
  interestArea: { variable: "SEARCH_META_INTEREST_AREA", defaultName: null },
  nextIntake: { variable: "SEARCH_META_NEXT_INTAKE", defaultName: "nextIntake" },
  closeDate: { variable: "SEARCH_META_CLOSE_DATE", defaultName: "closeDate" },
  valueSort: { variable: "SEARCH_META_VALUE_SORT", defaultName: "valueSort" },
  courses: { variable: "SEARCH_META_COURSES", defaultName: "courses" },
  studyLevel: { variable: "SEARCH_META_STUDY_LEVEL", defaultName: "studyLevel" },
  // Read only: what cards, results and suggestions show.
  openDate: { variable: "SEARCH_META_OPEN_DATE", defaultName: "openDate" },
  valueText: { variable: "SEARCH_META_VALUE_TEXT", defaultName: "valueText" },
  support: { variable: "SEARCH_META_SUPPORT", defaultName: "support" },
  selection: { variable: "SEARCH_META_SELECTION", defaultName: "selection" },
  audience: { variable: "SEARCH_META_AUDIENCE", defaultName: "audience" },
  equityGroup: { variable: "SEARCH_META_EQUITY_GROUP", defaultName: "equityGroup" },
  courseCode: { variable: "SEARCH_META_COURSE_CODE", defaultName: "courseCode" },
  courseLevel: { variable: "SEARCH_META_COURSE_LEVEL", defaultName: "courseLevel" },
  provider: { variable: "SEARCH_META_PROVIDER", defaultName: "provider" },
  studyLevelFilter: { variable: "SEARCH_META_STUDY_LEVEL_FILTER", defaultName: "studyLevelFilter" },
  duration: { variable: "SEARCH_META_DURATION", defaultName: "duration" },
  campus: { variable: "SEARCH_META_CAMPUS", defaultName: "campus" },
  studyMode: { variable: "SEARCH_META_STUDY_MODE", defaultName: "studyMode" },
  deliveryMode: { variable: "SEARCH_META_DELIVERY_MODE", defaultName: "deliveryMode" },
  intakes: { variable: "SEARCH_META_INTAKES", defaultName: "intakes" },
  description: { variable: "SEARCH_META_DESCRIPTION", defaultName: "c" },
  type: { variable: "SEARCH_META_TYPE", defaultName: "type" },
  unitCode: { variable: "SEARCH_META_UNIT_CODE", defaultName: "unitCode" },
  creditPoints: { variable: "SEARCH_META_CREDIT_POINTS", defaultName: "creditPoints" },
  unitSetCode: { variable: "SEARCH_META_UNIT_SET_CODE", defaultName: "unitSetCode" },
  unitSetType: { variable: "SEARCH_META_UNIT_SET_TYPE", defaultName: "unitSetType" },
  eventDate: { variable: "SEARCH_META_EVENT_DATE", defaultName: "eventDate" },
  eventVenue: { variable: "SEARCH_META_EVENT_VENUE", defaultName: "eventVenue" },
  upcoming: { variable: "SEARCH_META_UPCOMING", defaultName: "upcoming" },
  role: { variable: "SEARCH_META_ROLE", defaultName: "role" },
} as const satisfies Record<string, MetaClassRule>;

/** The site's own name of a class (the key the code reads in `metaData`; `c` is read as `c`). */
export type MetaClass = keyof typeof SEARCH_META_CLASSES;

/** Each class's name in the configured collection, or null when it is off. */
export type SearchMetaClasses = Readonly<Record<MetaClass, string | null>>;

const META_CLASS_NAMES = Object.keys(SEARCH_META_CLASSES) as MetaClass[];

/** The value that turns a class off (an empty variable means the default, as for every other setting). */
export const META_OFF = "off";
/** Funnelback's metadata class names: letters and digits (and `_`), starting with a letter. */
const CLASS_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** One `SEARCH_META_*` variable: a class name, "off", or empty for the default. */
const metaClassSetting = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : v),
  z.string().refine((v) => v === META_OFF || CLASS_NAME.test(v), `must be a metadata class name (letters and digits) or "${META_OFF}"`).optional(),
);

type MetaVariable = (typeof SEARCH_META_CLASSES)[MetaClass]["variable"];

/** The zod fields of the `SEARCH_META_*` variables, for the site's environment schema. */
export const searchMetaEnvFields = Object.fromEntries(
  META_CLASS_NAMES.map((name) => [SEARCH_META_CLASSES[name].variable, metaClassSetting]),
) as unknown as Record<MetaVariable, typeof metaClassSetting>;

/** The classes from the parsed variables: unset is the default name (interestArea: off), "off" is off. */
export function searchMetaClasses(values: Readonly<Partial<Record<MetaVariable, string>>>): SearchMetaClasses {
  const out = {} as Record<MetaClass, string | null>;
  for (const name of META_CLASS_NAMES) {
    const { variable, defaultName } = SEARCH_META_CLASSES[name];
    const value = values[variable];
    out[name] = value === undefined ? defaultName : value === META_OFF ? null : value;
  }
  return out;
}

/** Every class at its default name (tests, and a site without `SEARCH_META_*` set). */
export const DEFAULT_SEARCH_META: SearchMetaClasses = searchMetaClasses({});

/** The site's own key in `metaData` of a class: its name, except the description class read as `c`. */
function siteKey(name: MetaClass): string {
  return name === "description" ? "c" : name;
}

/**
 * A result's metaData with the configured names read back as the site's own: `{ scholarshipCloses: "…" }`
 * becomes `{ closeDate: "…" }` when SEARCH_META_CLOSE_DATE=scholarshipCloses. A class that is off is dropped;
 * classes the site does not know pass through unchanged.
 */
export function canonicalMetaData(raw: Readonly<Record<string, string>>, classes: SearchMetaClasses): Record<string, string> {
  const known = new Set<string>();
  for (const name of META_CLASS_NAMES) {
    known.add(siteKey(name));
    const configured = classes[name];
    if (configured !== null) known.add(configured);
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) if (!known.has(key)) out[key] = value;
  for (const name of META_CLASS_NAMES) {
    const configured = classes[name];
    const value = configured === null ? undefined : raw[configured];
    if (value !== undefined) out[siteKey(name)] = value;
  }
  return out;
}
