/** The shortlist and compare pages (app routes; the header links to the first from every page). */
export const SHORTLIST_PATH = "/course-discovery/shortlist";
export const COMPARE_PATH = "/course-discovery/compare";
/** The compare page's query parameter, once per course: `?course=HBNS&course=SIS40221`. */
export const COMPARE_PARAM = "course";
/** Courses compared side by side at most. */
export const COMPARE_MAX = 4;
/** The compare page's audience: `audience=international` shows international students' fees. */
export const COMPARE_AUDIENCE_PARAM = "audience";
