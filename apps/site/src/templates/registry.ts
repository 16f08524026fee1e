import { log } from "@/tide/log";

/** Whole-page templates of spec §2.4 (the default view mode). */
export type PageTemplateName = "course" | "event" | "news" | "profile" | "scholarship" | "page";

/**
 * Which template shows each content type as a page. A type with no page template of its own (webform
 * container, term, media, block) shows on the generic page, whose body is its text. Contacts, key selling
 * points and users have no page of their own: they are shown inside other pages.
 */
const TABLE: Readonly<Record<string, PageTemplateName>> = {
  course: "course",
  event: "event",
  news: "news",
  profile: "profile",
  scholarship: "scholarship",
  landing_page: "page",
  page: "page",
  microsite_page: "page",
  success_story: "page",
  student_profile: "page",
  study_area: "page",
  interest_area: "page",
  taxonomy_term: "page",
  webform: "page",
  media: "page",
  block_content: "page",
};

const warned = new Set<string>();

export interface Resolved {
  name: PageTemplateName;
  /** True when the type is not in the table (the generic page shows it). */
  fallback: boolean;
}

/** Picks the page template of a content type; an unknown type logs once and shows on the generic page. */
export function resolveTemplate(contentType: string, warn: (contentType: string) => void = defaultWarn): Resolved {
  const name = Object.hasOwn(TABLE, contentType) ? TABLE[contentType] : undefined;
  if (name) return { name, fallback: false };
  if (!warned.has(contentType)) {
    warned.add(contentType);
    warn(contentType);
  }
  return { name: "page", fallback: true };
}

function defaultWarn(contentType: string) {
  log.warn("No template for content type and view mode; showing the generic one", { contentType, viewMode: "default" });
}
