import { log } from "@/tide/log";

/** View modes of spec §2.4 "Other content". */
export const VIEW_MODES = ["default", "teaser", "card", "search_index", "embedded", "media_library"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** Whole-page templates (default view mode). */
export type PageTemplateName = "course" | "event" | "news" | "profile" | "page";
/** Templates of an item shown inside another page (a CardView). */
export type ItemTemplateName = "card" | "search-result" | "media" | "embedded";
export type TemplateName = PageTemplateName | ItemTemplateName;

const LISTED = { teaser: "card", card: "card", search_index: "search-result" } as const;

/**
 * Which template shows each content type in each view mode the site uses. A type with no default page of
 * its own (webform container, term, media, block) shows on the generic page, whose body is its text.
 */
const TABLE: Readonly<Record<string, Partial<Record<ViewMode, TemplateName>>>> = {
  course: { default: "course", ...LISTED },
  event: { default: "event", ...LISTED },
  news: { default: "news", ...LISTED },
  profile: { default: "profile", ...LISTED },
  landing_page: { default: "page", ...LISTED },
  page: { default: "page", ...LISTED },
  microsite_page: { default: "page", ...LISTED },
  success_story: { default: "page", ...LISTED },
  student_profile: { default: "page", ...LISTED, embedded: "embedded" },
  study_area: { default: "page", ...LISTED },
  interest_area: { default: "page", ...LISTED },
  taxonomy_term: { default: "page", teaser: "card", card: "card" },
  webform: { default: "page", embedded: "embedded" },
  contact: { card: "card", embedded: "embedded" },
  key_selling_point: { card: "card", teaser: "card", embedded: "embedded" },
  media: { default: "page", embedded: "media", media_library: "media", card: "card" },
  block_content: { default: "page", embedded: "embedded", card: "card" },
  /** A Drupal user (an author, a contact person): no page of its own, shown as a card or embedded. */
  user: { card: "card", teaser: "card", embedded: "embedded" },
};

/** The template of a view mode when the type is unknown or lacks that mode: a safe generic one. */
const FALLBACK: Readonly<Record<ViewMode, TemplateName>> = {
  default: "page",
  teaser: "card",
  card: "card",
  search_index: "search-result",
  embedded: "embedded",
  media_library: "media",
};

const warned = new Set<string>();

export interface Resolved {
  name: TemplateName;
  /** True when the combination is not in the table (the fallback template shows it). */
  fallback: boolean;
}

/** Picks the template for a content type and view mode; an unknown combination logs once and falls back. */
export function resolveTemplate(contentType: string, viewMode: string, warn: (key: string) => void = defaultWarn): Resolved {
  const mode = (VIEW_MODES as readonly string[]).includes(viewMode) ? (viewMode as ViewMode) : "default";
  const name = Object.hasOwn(TABLE, contentType) ? TABLE[contentType]?.[mode] : undefined;
  if (name && mode === viewMode) return { name, fallback: false };
  const key = `${contentType}/${viewMode}`;
  if (!warned.has(key)) {
    warned.add(key);
    warn(key);
  }
  return { name: FALLBACK[mode], fallback: true };
}

function defaultWarn(key: string) {
  const [contentType, viewMode] = key.split("/");
  log.warn("No template for content type and view mode; showing the generic one", { contentType, viewMode });
}

/** Every combination the table knows (for tests and documentation). */
export function knownCombinations(): [string, ViewMode, TemplateName][] {
  return Object.entries(TABLE).flatMap(([type, modes]) => Object.entries(modes).map(([m, n]) => [type, m as ViewMode, n] as [string, ViewMode, TemplateName]));
}
