import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { config } from "@/config/env";
import { COURSE_ENQUIRY_WEBFORM } from "@/config/constants";
import { bool, str } from "@/mapping/attributes";
import { courseEnquiryForm, requestedCourseCode, type CourseEnquiryView, type EnquiryCourse } from "@/mapping/course/enquiry";
import { nodePath } from "@/mapping/node-path";
import type { PageHead } from "@/mapping/page-head";
import { webformOf } from "@/mapping/paragraphs/embedded-webform";
import { courseLevelLabel } from "@/mapping/types/course";
import { COURSE_CODE_PARAM, ENQUIRE_PATH } from "@/routing/course-action-paths";
import type { TideContext } from "@/tide/context";
import { getCoursesByCode } from "@/tide/courses-by-code";
import { TideError } from "@/tide/errors";
import { getWebform } from "@/tide/webform";
import { headFor } from "./head-for";
import { withComponentProps } from "./props/component-props";
import { loadSiteChrome } from "./site-chrome";

export interface CourseEnquiryPageData extends CourseEnquiryView {
  head: PageHead;
}

async function courseOf(code: string, audience: string | null, ctx: TideContext): Promise<EnquiryCourse | null> {
  const found = (await getCoursesByCode([code], ctx)).data.find((c) => str(c.attributes, "field_course_code")?.toUpperCase() === code.toUpperCase());
  if (!found) return null;
  const a = found.attributes;
  const international = audience === "international" && bool(a, "field_course_international");
  const href = nodePath(found);
  return {
    code: str(a, "field_course_code") ?? code,
    title: str(a, "title") ?? code,
    href: international && href !== "#" ? `${href}/international` : href,
    levelLabel: courseLevelLabel(str(a, "field_course_aqf_level"), str(a, "field_course_provider"), str(a, "field_course_level_label")),
    audience: international ? "international" : "domestic",
  };
}

async function read<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof TideError)) throw error;
    return fallback; // Logged by the read itself.
  }
}

/**
 * The enquiry page of the course an address names (`?course_code=BBNS[&audience=international]`): the course
 * enquiry form with the course's code, or the form alone for a code no course has. Rendered per request.
 */
export const loadCourseEnquiryPage = cache(async (search: string, requestId: string | null): Promise<CourseEnquiryPageData> => {
  const query = new URLSearchParams(search);
  const code = requestedCourseCode(query.get(COURSE_CODE_PARAM));
  const ctx: TideContext = { siteId: config().siteId, ...(requestId ? { requestId } : {}) };
  const [course, definition] = await Promise.all([
    code ? read(() => courseOf(code, query.get("audience"), ctx), null) : Promise.resolve(null),
    read(() => getWebform(COURSE_ENQUIRY_WEBFORM, ctx), null),
  ]);
  const title = course ? `Enquire about ${course.title}` : "Course enquiry";
  const cfg = config();
  const schema = webformOf(definition, { pageUrl: `${cfg.siteOrigin}${ENQUIRE_PATH}`, pageTitle: title, siteName: cfg.productName, siteUrl: cfg.siteOrigin });
  const head = await headFor(loadSiteChrome(ENQUIRE_PATH), ENQUIRE_PATH, {
    title,
    description: "Ask our future-student advisers about a course: entry, fees, credit for past study and how to apply.",
    contentType: "course_enquiry",
    // One visitor's question: search engines leave it out.
    indexable: false,
  });
  const form = schema ? await withComponentProps(courseEnquiryForm(schema, course)) : null;
  const unknownCode = code !== null && course === null ? code : query.get(COURSE_CODE_PARAM) !== null && code === null ? "" : null;
  return { head, course, unknownCode, form };
});
