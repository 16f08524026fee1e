import type { Resource } from "@/tide/types";
import { str, summaryOf } from "../attributes";
import type { CardView } from "../cards/card-view";
import { formatDate } from "../dates";
import { truncate } from "../format/truncate";
import { htmlToText } from "../html";
import { mediaImage } from "../media-image";
import type { Relations } from "../relations";
import { courseLevelLabel } from "./course";
import { eventDetail } from "./event";

const SUMMARY_FIELDS = ["field_landing_page_summary", "field_news_intro_text", "field_event_intro_text", "field_profile_intro_text", "field_page_intro_text", "description"];

function summaryText(r: Resource): string | null {
  const a = r.attributes;
  for (const key of SUMMARY_FIELDS) {
    const v = a[key];
    const text = htmlToText(typeof v === "string" ? v : v && typeof v === "object" ? ((v as { processed?: string; value?: string }).processed ?? (v as { value?: string }).value) : null);
    if (text) return text;
  }
  return htmlToText(summaryOf(a, "body") ?? (a.body && typeof a.body === "object" ? (a.body as { processed?: string }).processed : null)) || null;
}

function aliasOf(r: Resource): string | null {
  const p = r.attributes.path;
  return p && typeof p === "object" && typeof (p as { alias?: unknown }).alias === "string" ? (p as { alias: string }).alias : null;
}

/** The meta line of a card, per content type. */
function metaOf(r: Resource, rel: Relations, now: number): string | null {
  const a = r.attributes;
  switch (r.type) {
    case "node--course": {
      const code = str(a, "field_course_code");
      const label = courseLevelLabel(str(a, "field_course_aqf_level"), str(a, "field_course_provider"), str(a, "field_course_level_label"));
      return code ? `${label} · ${code}` : label;
    }
    case "node--event": {
      const e = eventDetail(r, rel, now);
      return e.passed ? (e.nextLabel ? `${e.nextLabel} (past)` : null) : e.nextLabel;
    }
    case "node--news":
      return formatDate(str(a, "field_news_date"));
    case "node--profile":
      return str(a, "field_profile_role");
    default:
      return null;
  }
}

/**
 * A resource as a card (card and teaser view modes, spec §9 truncation of 150 with '...'). A resource
 * without a path links nowhere useful, so the caller may drop cards whose href is empty.
 */
export function cardOf(r: Resource, rel: Relations, opts: { contentOrigin: string; now: number }): CardView {
  const summary = summaryText(r);
  return {
    id: r.id,
    title: str(r.attributes, "title") ?? str(r.attributes, "name") ?? str(r.attributes, "info") ?? "Untitled",
    href: aliasOf(r) ?? "",
    meta: metaOf(r, rel, opts.now),
    summary: summary ? truncate(summary) : null,
    image: mediaImage(rel.one(r, "field_featured_image"), rel, opts.contentOrigin),
  };
}
