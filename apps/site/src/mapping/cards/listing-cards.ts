import { num, str, summaryOf } from "@/mapping/attributes";
import type { CardView } from "@/mapping/cards/card-view";
import { formatDate, formatDateTime } from "@/mapping/dates";
import { truncate } from "@/mapping/format/truncate";
import type { EventDate } from "@/mapping/event-dates";
import { htmlToText } from "@/mapping/html";
import { mediaImage } from "@/mapping/media-image";
import { nodePath } from "@/mapping/node-path";
import type { Relations } from "@/mapping/relations";
import type { Resource } from "@/tide/types";

/* Pure: each listing's resources (and what they include) to cards. */

const title = (r: Resource) => str(r.attributes, "title") ?? str(r.attributes, "name") ?? "Untitled";
const SUMMARY_FIELDS = ["field_landing_page_summary", "field_news_intro_text", "field_event_intro_text", "field_profile_intro_text", "field_page_intro_text", "description"];

/** A card's text: the first summary-like field there is, as plain text. */
export function summaryText(r: Resource): string | null {
  const a = r.attributes;
  for (const key of SUMMARY_FIELDS) {
    const v = a[key];
    const text = htmlToText(typeof v === "string" ? v : v && typeof v === "object" ? ((v as { processed?: string; value?: string }).processed ?? (v as { value?: string }).value) : null);
    if (text) return text;
  }
  return htmlToText(summaryOf(a, "body") ?? (a.body && typeof a.body === "object" ? (a.body as { processed?: string }).processed : null)) || null;
}

/** Spec §9: a card's text is cut to 150 characters with '...'. */
const summary = (r: Resource) => {
  const text = summaryText(r);
  return text ? truncate(text) : null;
};
const image = (r: Resource, rel: Relations, origin: string) => mediaImage(rel.one(r, "field_featured_image"), rel, origin);
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ") || null;

export function newsCard(r: Resource, rel: Relations, origin: string): CardView {
  const date = str(r.attributes, "field_news_date");
  const category = rel.one(r, "field_news_category");
  return {
    id: r.id,
    title: title(r),
    href: nodePath(r),
    badge: category ? str(category.attributes, "name") : null,
    meta: formatDate(date),
    dateTime: formatDate(date) ? date : null,
    summary: summary(r),
    image: image(r, rel, origin),
  };
}

export function eventCard(r: Resource, timing: { next: EventDate | null; passed: boolean }, rel: Relations, origin: string): CardView {
  const when = timing.next?.value ?? null;
  return {
    id: r.id,
    title: title(r),
    href: nodePath(r),
    badge: timing.passed ? "Past event" : null,
    meta: joined(timing.passed ? formatDate(when) : formatDateTime(when), str(r.attributes, "field_event_venue")),
    summary: summary(r),
    image: image(r, rel, origin),
  };
}

export function courseCard(r: Resource, href: string = nodePath(r)): CardView {
  return {
    id: r.id,
    title: title(r),
    href,
    badge: str(r.attributes, "field_course_level_label"),
    meta: joined(str(r.attributes, "field_course_code"), str(r.attributes, "field_course_duration")),
    summary: summary(r),
  };
}

export function unitCard(r: Resource): CardView {
  const points = num(r.attributes, "field_unit_credit_points");
  const level = num(r.attributes, "field_unit_level");
  return {
    id: r.id,
    title: title(r),
    href: nodePath(r),
    badge: str(r.attributes, "field_unit_code"),
    meta: joined(points !== null ? `${points} credit points` : null, level !== null ? `Level ${level}` : null),
    summary: summary(r),
  };
}

export function unitSetCard(r: Resource): CardView {
  const points = num(r.attributes, "field_unit_set_credit_points");
  return {
    id: r.id,
    title: title(r),
    href: nodePath(r),
    badge: str(r.attributes, "field_unit_set_code"),
    meta: joined(str(r.attributes, "field_unit_set_type"), points !== null ? `${points} credit points` : null),
    summary: summary(r),
  };
}
