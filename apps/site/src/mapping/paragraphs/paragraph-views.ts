import type { Resource } from "@/tide/types";
import type { WebformPageTokens } from "../webform/definition-tokens";
import { richText, str } from "../attributes";
import { sanitiseHtml } from "../html";
import type { Relations } from "../relations";
import { accordionView, type AccordionView } from "./accordion";
import { buttonsView, type ButtonsView } from "./buttons";
import { callToActionView, type CallToActionView } from "./call-to-action";
import type { ParagraphContext } from "./context";
import { courseSearchView, type CourseSearchView } from "./course-search";
import { embeddedVideoView, type EmbeddedVideoView } from "./embedded-video";
import { embeddedWebformView, type EmbeddedWebformView } from "./embedded-webform";
import { keyDatesView, type KeyDatesView } from "./key-dates";
import { mediaGalleryView, type MediaGalleryView } from "./media-gallery";
import { navigationCardsView, type NavigationCardsView } from "./navigation-cards";
import { relatedLinksView, type RelatedLinksView } from "./related-links";
import { studyAreasView, type StudyAreasView } from "./study-areas";
import { tabsView, type TabsView } from "./tabs";

export type {
  AccordionView, ButtonsView, CallToActionView, CourseSearchView, EmbeddedVideoView, EmbeddedWebformView, KeyDatesView, MediaGalleryView,
  NavigationCardsView, RelatedLinksView, StudyAreasView, TabsView,
};

export interface TextView {
  type: "text";
  id: string;
  title: string | null;
  html: string;
}

/** A bundle the site has no template for: its title and summary, if any (safe fallback). */
export interface OtherView {
  type: "other";
  id: string;
  bundle: string;
  title: string | null;
  html: string;
}

/** What a paragraph (a component of a page) becomes: one view per paragraph bundle the site renders. */
export type ParagraphView =
  | TextView
  | AccordionView
  | RelatedLinksView
  | CallToActionView
  | KeyDatesView
  | MediaGalleryView
  | EmbeddedVideoView
  | TabsView
  | ButtonsView
  | EmbeddedWebformView
  | CourseSearchView
  | StudyAreasView
  | NavigationCardsView
  | OtherView;

type Mapper = (p: Resource, ctx: ParagraphContext) => ParagraphView;

const textView: Mapper = (p) => ({ type: "text", id: p.id, title: str(p.attributes, "field_paragraph_title"), html: sanitiseHtml(richText(p.attributes, "field_paragraph_body")) });

/** Mapper per paragraph bundle (site/FIELDS.md "Paragraphs"). */
const MAPPERS: Readonly<Record<string, Mapper>> = {
  basic_text: textView,
  accordion: accordionView,
  related_links: relatedLinksView,
  call_to_action: callToActionView,
  key_dates: keyDatesView,
  media_gallery: mediaGalleryView,
  embedded_video: embeddedVideoView,
  tabs: tabsView,
  buttons: buttonsView,
  embedded_webform: embeddedWebformView,
  course_search: courseSearchView,
  study_areas: studyAreasView,
  navigation_cards: navigationCardsView,
};

export type UnknownBundleWarning = (msg: string, fields: { bundle: string; id?: string; error?: string }) => void;

const warned = new Set<string>();
const consoleWarning: UnknownBundleWarning = (msg, fields) => console.warn(JSON.stringify({ level: "warn", msg, ...fields }));

function otherView(p: Resource, bundle: string, warn: UnknownBundleWarning): OtherView {
  // Once per bundle per process: a page full of one unknown component must not flood the log.
  if (!warned.has(bundle)) {
    warned.add(bundle);
    warn("Unknown paragraph type rendered as a fallback", { bundle });
  }
  // A malformed paragraph may come without attributes at all.
  const a = p.attributes ?? {};
  const html = richText(a, "field_paragraph_body") ?? richText(a, "field_paragraph_summary") ?? richText(a, "field_paragraph_description");
  return { type: "other", id: p.id, bundle, title: str(a, "field_paragraph_title"), html: sanitiseHtml(html) };
}

export interface ParagraphOptions {
  contentOrigin?: string;
  tokens?: WebformPageTokens;
  warn?: UnknownBundleWarning;
}

/** The views of a page's paragraphs, in order; a paragraph whose mapper fails on bad data falls back too. */
export function paragraphViews(paragraphs: Resource[], rel: Relations, options: ParagraphOptions = {}): ParagraphView[] {
  const ctx: ParagraphContext = { rel, contentOrigin: options.contentOrigin ?? "", ...(options.tokens ? { tokens: options.tokens } : {}) };
  const warn = options.warn ?? consoleWarning;
  return paragraphs.map((p) => {
    const bundle = p.type.replace(/^paragraph--/, "");
    const mapper = MAPPERS[bundle];
    if (!mapper) return otherView(p, bundle, warn);
    try {
      return mapper(p, ctx);
    } catch (error) {
      // Spec §8's words for a component whose data could not be mapped; the page shows it as a fallback.
      warn("Mapping failed to get result.", { bundle, id: p.id, error: error instanceof Error ? error.message : String(error) });
      return otherView(p, `${bundle} (malformed)`, warn);
    }
  });
}
