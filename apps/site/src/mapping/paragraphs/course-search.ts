import type { Resource } from "@/tide/types";
import { SCOPES } from "@/routing/search-query";
import { richText, str } from "../attributes";
import { sanitiseHtml } from "../html";
import { linkList } from "../outputs/link-list";
import type { LinkView, ParagraphContext } from "./context";
import { figureView, type FigureView } from "./figure";

export interface CourseSearchView {
  type: "course_search";
  id: string;
  title: string;
  html: string;
  /** The finder's path and query parameter: the form is a plain GET that the server answers. */
  action: string;
  param: string;
  label: string;
  placeholder: string | null;
  /** Popular searches (or any shortcut) under the box. */
  links: LinkView[];
  image: FigureView | null;
}

export const COURSE_SEARCH_DEFAULTS = { title: "Find a course", label: "Search courses" } as const;

const text = (p: Resource, key: string) => str(p.attributes ?? {}, key)?.trim() || null;

/** paragraph--course_search (ours): a search box that opens the course finder with the words typed. */
export function courseSearchView(p: Resource, ctx: ParagraphContext): CourseSearchView {
  const a = p.attributes ?? {};
  return {
    type: "course_search",
    id: p.id,
    title: text(p, "field_paragraph_title") ?? COURSE_SEARCH_DEFAULTS.title,
    html: sanitiseHtml(richText(a, "field_paragraph_body")),
    action: SCOPES.courses.path,
    param: "query",
    label: text(p, "field_paragraph_search_label") ?? COURSE_SEARCH_DEFAULTS.label,
    placeholder: text(p, "field_paragraph_placeholder"),
    links: linkList(a, "field_paragraph_links"),
    image: figureView(ctx.rel.one(p, "field_paragraph_media"), ctx),
  };
}
