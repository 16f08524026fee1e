import type { FilterChoice, StudentProfileView } from "./student-profile";

/** The page's filters, in the form's order, by their name in the address. */
export const FILTER_KEYS = ["area", "campus", "country", "language"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The chosen value of each filter (only values some profile has). */
export type StudentFilters = Partial<Record<FilterKey, string>>;

export interface FilterOptions {
  key: FilterKey;
  label: string;
  /** The choice that shows every profile. */
  anyLabel: string;
  choices: FilterChoice[];
}

const LABELS: Record<FilterKey, { label: string; anyLabel: string }> = {
  area: { label: "Study area", anyLabel: "Any study area" },
  campus: { label: "Campus", anyLabel: "Any campus" },
  country: { label: "Home country", anyLabel: "Any country" },
  language: { label: "Language spoken", anyLabel: "Any language" },
};

/** A value no profile could have: longer than any label's slug, or not a slug at all. */
const MAX_VALUE = 64;

function choicesOf(profile: StudentProfileView, key: FilterKey): FilterChoice[] {
  if (key === "language") return profile.languages;
  const one = profile[key];
  return one ? [one] : [];
}

/** Each filter's choices: every value the profiles have, alphabetically. */
export function filterOptions(profiles: readonly StudentProfileView[]): FilterOptions[] {
  return FILTER_KEYS.map((key) => {
    const found = new Map<string, FilterChoice>();
    for (const profile of profiles) for (const c of choicesOf(profile, key)) if (!found.has(c.value)) found.set(c.value, c);
    return { key, ...LABELS[key], choices: [...found.values()].sort((x, y) => x.label.localeCompare(y.label, "en")) };
  });
}

/**
 * The filters of a query string. Only the first value of each counts; a value that is not one of the filter's
 * choices (hostile, stale or mistyped) is ignored, and `ignored` says so, so that the page can tell the visitor.
 */
export function parseStudentFilters(params: URLSearchParams, options: readonly FilterOptions[]): { filters: StudentFilters; ignored: boolean } {
  const filters: StudentFilters = {};
  let ignored = false;
  for (const { key, choices } of options) {
    const raw = params.get(key);
    if (raw === null || raw === "") continue;
    const value = raw.length <= MAX_VALUE ? raw.trim().toLowerCase() : "";
    if (choices.some((c) => c.value === value)) filters[key] = value;
    else ignored = true;
  }
  return { filters, ignored };
}

/** The profiles that match every chosen filter. */
export function filterProfiles(profiles: readonly StudentProfileView[], filters: StudentFilters): StudentProfileView[] {
  return profiles.filter((profile) =>
    FILTER_KEYS.every((key) => {
      const wanted = filters[key];
      return wanted === undefined || choicesOf(profile, key).some((c) => c.value === wanted);
    }));
}

/** The query string of a set of filters, in the form's order ("" for none). */
export function filterQuery(filters: StudentFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
}
