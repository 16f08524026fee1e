import type { Resource } from "@/tide/types";
import { isRecord, isString, list, richText, str, summaryOf } from "./attributes";
import { formatDate, formatDateTime } from "./dates";
import { eventDatesOf, eventTiming } from "./event-dates";
import { htmlToText, sanitiseHtml } from "./html";
import type { ImageModel } from "./image";
import { cleanUri, type LinkModel } from "./link";
import { mediaImage } from "./media-image";
import type { Relations } from "./relations";

export type ComponentView =
  | { type: "text"; id: string; title: string | null; html: string }
  | { type: "accordion"; id: string; title: string | null; items: { id: string; title: string; html: string }[] }
  | { type: "links"; id: string; title: string; links: LinkModel[] }
  | { type: "other"; id: string; title: string | null; html: string };

/** The generic view of any content page; templates per content type build on it. */
export interface ContentPageView {
  uuid: string;
  bundle: string;
  title: string;
  summary: string | null;
  introHtml: string;
  bodyHtml: string;
  featuredImage: ImageModel | null;
  /** A display date: the news date, or an event's next date. */
  dateLabel: string | null;
  eventPassed: boolean;
  /** Which audience the page is shown for, when it is not the default (international course pages). */
  audienceNote: string | null;
  tags: string[];
  components: ComponentView[];
}

const INTRO_FIELDS = ["field_landing_page_intro_text", "field_page_intro_text", "field_news_intro_text", "field_event_intro_text", "field_profile_intro_text"];
const BODY_FIELDS = ["body", "field_course_overview", "field_unit_overview", "field_unit_set_overview", "field_paragraph_body"];
const RELATED_TITLES: Record<string, string> = { contact: "Contact us", related_links: "Related", tools: "Tools" };

const firstRich = (r: Resource, keys: string[]) => keys.map((k) => richText(r.attributes, k)).find((v) => v) ?? null;

function paragraphView(p: Resource, rel: Relations): ComponentView {
  const bundle = p.type.replace(/^paragraph--/, "");
  const a = p.attributes;
  const title = str(a, "field_paragraph_title");
  if (bundle === "accordion") {
    const items = rel.many(p, "field_paragraph_accordion").map((item) => ({
      id: item.id,
      title: str(item.attributes, "field_paragraph_accordion_name") ?? "",
      html: sanitiseHtml(richText(item.attributes, "field_paragraph_accordion_body")),
    }));
    return { type: "accordion", id: p.id, title, items };
  }
  if (bundle === "related_links") {
    const style = str(a, "field_paragraph_related_links_style") ?? "related_links";
    const links = list(a, "field_paragraph_links", isRecord)
      .filter((l) => isString(l.uri) && isString(l.title))
      .map((l) => ({ title: l.title as string, uri: cleanUri(l.uri as string) }));
    return { type: "links", id: p.id, title: title ?? RELATED_TITLES[style] ?? "Related", links };
  }
  const body = richText(a, "field_paragraph_body");
  if (body !== null) return { type: "text", id: p.id, title, html: sanitiseHtml(body) };
  const summary = richText(a, "field_paragraph_summary") ?? richText(a, "field_paragraph_description");
  return { type: "other", id: p.id, title, html: sanitiseHtml(summary) };
}


/** Maps any page-type node (and its included relationships) to the generic content view. */
export function contentPageView(node: Resource, rel: Relations, opts: { contentOrigin: string; now: number }): ContentPageView {
  const a = node.attributes;
  const bundle = node.type.replace(/^node--/, "");
  const summary = str(a, "field_landing_page_summary") ?? summaryOf(a, "body");
  const body = firstRich(node, BODY_FIELDS);
  let dateLabel = formatDate(str(a, "field_news_date"));
  let eventPassed = false;
  const dates = eventDatesOf(node);
  if (dates.length > 0) {
    const timing = eventTiming(dates, opts.now);
    dateLabel = timing.next ? formatDateTime(timing.next.value) : null;
    eventPassed = timing.passed;
  }
  return {
    uuid: node.id,
    bundle,
    title: str(a, "title") ?? str(a, "name") ?? "",
    summary: summary ? htmlToText(summary) : null,
    introHtml: sanitiseHtml(firstRich(node, INTRO_FIELDS)),
    bodyHtml: sanitiseHtml(body),
    featuredImage: mediaImage(rel.one(node, "field_featured_image"), rel, opts.contentOrigin),
    dateLabel,
    eventPassed,
    audienceNote: null,
    tags: rel.many(node, "field_tags").map((t) => str(t.attributes, "name") ?? "").filter(Boolean),
    components: rel.many(node, "field_landing_page_component").map((p) => paragraphView(p, rel)),
  };
}

/** Description for the page head: the summary, else the start of the intro or body. */
export function pageDescription(view: ContentPageView): string | null {
  return view.summary || htmlToText(view.introHtml) || htmlToText(view.bodyHtml) || null;
}
