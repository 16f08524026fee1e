/* The pages a course page's actions lead to (app routes under /course-discovery), and their addresses. */

type Audience = "domestic" | "international";

/** The course enquiry page: the course enquiry form with the course named and its code filled in. */
export const ENQUIRE_PATH = "/course-discovery/enquire";
/** The fee estimate a course page's form asks for without scripts. */
export const FEE_ESTIMATE_PATH = "/course-discovery/fee-estimate";
/** The query parameter naming the course: the course enquiry form's own hidden field (spec §5). */
export const COURSE_CODE_PARAM = "course_code";

/** The enquiry page for a course, for one audience. */
export function enquireHref(code: string, audience: Audience): string {
  const query = new URLSearchParams({ [COURSE_CODE_PARAM]: code });
  if (audience === "international") query.set("audience", "international");
  return `${ENQUIRE_PATH}?${query.toString()}`;
}

/** The calendar file of a course's application dates for one audience: `/feeds/course-dates/{uuid}[-international].ics`. */
export function courseDatesCalendarHref(uuid: string, audience: Audience): string {
  return `/feeds/course-dates/${uuid}${audience === "international" ? "-international" : ""}.ics`;
}

/** The course id and audience of a course dates calendar file name, or null. */
export function courseDatesCalendarFile(file: string): { uuid: string; audience: Audience } | null {
  const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-international)?\.ics$/i.exec(file);
  return m?.[1] ? { uuid: m[1].toLowerCase(), audience: m[2] ? "international" : "domestic" } : null;
}
