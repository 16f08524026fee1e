import { templateTable } from "@yu/content-types";
import { log } from "@/tide/log";
import { PAGE_TEMPLATE_NAMES, type PageTemplateName } from "./load-template";

export type { PageTemplateName } from "./load-template";

/**
 * Which template shows each content type as a page: the template each row of @yu/content-types names (a key of
 * `load-template.ts`, checked by its test). A type with no page template of its own (webform container, term,
 * media, block) shows on the generic page, whose body is its text. Contacts, key selling points and users have no
 * page of their own: they are shown inside other pages.
 */
const TABLE: Readonly<Record<string, string>> = templateTable();

const warned = new Set<string>();

export interface Resolved {
  name: PageTemplateName;
  /** True when the type is not in the table (the generic page shows it). */
  fallback: boolean;
}

const isTemplateName = (name: string | undefined): name is PageTemplateName =>
  name !== undefined && (PAGE_TEMPLATE_NAMES as readonly string[]).includes(name);

/** Picks the page template of a content type; an unknown type logs once and shows on the generic page. */
export function resolveTemplate(contentType: string, warn: (contentType: string) => void = defaultWarn): Resolved {
  const name = Object.hasOwn(TABLE, contentType) ? TABLE[contentType] : undefined;
  if (isTemplateName(name)) return { name, fallback: false };
  if (!warned.has(contentType)) {
    warned.add(contentType);
    warn(contentType);
  }
  return { name: "page", fallback: true };
}

function defaultWarn(contentType: string) {
  log.warn("No template for content type and view mode; showing the generic one", { contentType, viewMode: "default" });
}
