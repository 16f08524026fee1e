import type { Resource } from "@/tide/types";
import { str } from "../attributes";
import type { CardView } from "../cards/card-view";
import { courseCard, eventCard, newsCard, summaryText, unitCard, unitSetCard } from "../cards/listing-cards";
import { eventDatesOf, eventTiming } from "../event-dates";
import { truncate } from "../format/truncate";
import { mediaImage } from "../media-image";
import type { Relations } from "../relations";

function aliasOf(r: Resource): string | null {
  const p = r.attributes.path;
  return p && typeof p === "object" && typeof (p as { alias?: unknown }).alias === "string" ? (p as { alias: string }).alias : null;
}

/** The meta line of a card of a type without a card of its own. */
function metaOf(r: Resource): string | null {
  return r.type === "node--profile" ? str(r.attributes, "field_profile_role") : null;
}

/**
 * A resource as a card (card and teaser view modes, spec §9 truncation of 150 with '...'). A resource
 * without a path links nowhere useful, so the caller may drop cards whose href is empty.
 */
export function cardOf(r: Resource, rel: Relations, opts: { contentOrigin: string; now: number }): CardView {
  // The catalogue and news types have the listings' cards (badges, dates); the rest a generic one.
  switch (r.type) {
    case "node--news":
      return newsCard(r, rel, opts.contentOrigin);
    case "node--event":
      return eventCard(r, eventTiming(eventDatesOf(r), opts.now), rel, opts.contentOrigin);
    case "node--course":
      return courseCard(r);
    case "node--unit":
      return unitCard(r);
    case "node--unit_set":
      return unitSetCard(r);
  }
  const summary = summaryText(r);
  return {
    id: r.id,
    title: str(r.attributes, "title") ?? str(r.attributes, "name") ?? str(r.attributes, "info") ?? "Untitled",
    href: aliasOf(r) ?? "",
    meta: metaOf(r),
    summary: summary ? truncate(summary) : null,
    image: mediaImage(rel.one(r, "field_featured_image"), rel, opts.contentOrigin),
  };
}
