import type { Resource } from "@/tide/types";
import { bool, richText, str, summaryOf } from "./attributes";
import { formatDate, formatDateTime } from "./dates";
import { eventDatesOf, eventTiming } from "./event-dates";
import { htmlToText, sanitiseHtml } from "./html";
import type { ImageModel } from "./image";
import { mediaImage } from "./media-image";
import { documentsOf, type DocumentView } from "./documents";
import { webformOf } from "./paragraphs/embedded-webform";
import { paragraphViews, type ParagraphView } from "./paragraphs/paragraph-views";
import type { Relations } from "./relations";
import type { JsonLdNode } from "./structured-data/json-ld";
import type { Crumb } from "@/mapping/navigation/breadcrumb-trail";
import type { Audience } from "@/config/audience";
import { contentTypeOf } from "@yu/content-types";
import { typeDetail, type TypeDetail } from "./types/type-detail";

/** The generic view of any content page; templates per content type build on it. */
export interface ContentPageView {
  uuid: string;
  bundle: string;
  /** The template registry's content type (course, landing_page, study_area, taxonomy_term …). */
  contentType: string;
  /** What the page's own content type adds (course facts, event dates …). */
  detail: TypeDetail;
  /** Filled in by the resolver from the site's menu. */
  breadcrumbs: Crumb[];
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
  components: ParagraphView[];
  documents: DocumentView[];
  /** The page asks not to be tracked (spec §3 page body doNotTrack): analytics stay off on it. */
  doNotTrack: boolean;
  /** When the content last changed (ISO 8601), for structured data and feeds. */
  changed: string | null;
  /** schema.org descriptions of the page (JSON-LD), filled in by the resolver. */
  structuredData: JsonLdNode[];
}

const INTRO_FIELDS = ["field_landing_page_intro_text", "field_page_intro_text", "field_news_intro_text", "field_event_intro_text", "field_profile_intro_text"];
const BODY_FIELDS = ["body", "description", "field_course_overview", "field_unit_overview", "field_unit_set_overview", "field_paragraph_body"];
const firstRich = (r: Resource, keys: string[]) => keys.map((k) => richText(r.attributes, k)).find((v) => v) ?? null;

/** Maps any page-type node (and its included relationships) to the generic content view. */
export function contentPageView(
  node: Resource,
  rel: Relations,
  opts: { contentOrigin: string; now: number; audience?: Audience; path?: string; siteOrigin?: string; siteName?: string },
): ContentPageView {
  const a = node.attributes;
  const bundle = node.type.replace(/^node--/, "");
  const summary = str(a, "field_landing_page_summary") ?? str(a, "field_scholarship_summary") ?? summaryOf(a, "body");
  const body = firstRich(node, BODY_FIELDS);
  let dateLabel = formatDate(str(a, "field_news_date"));
  let eventPassed = false;
  const dates = eventDatesOf(node);
  if (dates.length > 0) {
    const timing = eventTiming(dates, opts.now);
    dateLabel = timing.next ? formatDateTime(timing.next.value) : null;
    eventPassed = timing.passed;
  }
  const title = str(a, "title") ?? str(a, "name") ?? "";
  // The Drupal tokens of the page's web forms: its address and title, the site's name.
  const tokens = {
    pageUrl: opts.siteOrigin !== undefined && opts.path !== undefined ? `${opts.siteOrigin}${opts.path}` : null,
    pageTitle: title,
    siteName: opts.siteName ?? null,
    siteUrl: opts.siteOrigin ?? null,
  };
  return {
    uuid: node.id,
    bundle,
    contentType: contentTypeOf(node.type),
    detail: typeDetail(node, rel, { contentOrigin: opts.contentOrigin, now: opts.now, audience: opts.audience ?? "domestic", path: opts.path ?? "" }),
    breadcrumbs: [],
    title,
    summary: summary ? htmlToText(summary) : null,
    introHtml: sanitiseHtml(firstRich(node, INTRO_FIELDS)),
    bodyHtml: sanitiseHtml(body),
    featuredImage: mediaImage(rel.one(node, "field_featured_image"), rel, opts.contentOrigin),
    dateLabel,
    eventPassed,
    audienceNote: null,
    tags: rel.many(node, "field_tags").map((t) => str(t.attributes, "name") ?? "").filter(Boolean),
    components: [
      ...paragraphViews(rel.many(node, "field_landing_page_component"), rel, { contentOrigin: opts.contentOrigin, tokens }),
      // The webform content type is its form (registry: webform × default shows the generic page).
      ...(node.type === "webform--webform" ? [{ type: "webform" as const, id: node.id, title: null, form: webformOf(node, tokens) }] : []),
    ],
    documents: documentsOf(node, rel, opts.contentOrigin),
    doNotTrack: bool(a, "field_do_not_track"),
    changed: str(a, "changed"),
    structuredData: [],
  };
}

/** Description for the page head: the summary, else the start of the intro or body. */
export function pageDescription(view: ContentPageView): string | null {
  return view.summary || htmlToText(view.introHtml) || htmlToText(view.bodyHtml) || null;
}
