import type { EventDetail } from "../types/event";
import { node, type JsonLdNode } from "./json-ld";

const SCHEMA = "https://schema.org/";

/** Online when there is no address, mixed when the venue also says online, else in person. */
export function attendanceMode(d: Pick<EventDetail, "address" | "venue">): "OnlineEventAttendanceMode" | "MixedEventAttendanceMode" | "OfflineEventAttendanceMode" {
  if (!d.address) return "OnlineEventAttendanceMode";
  return /\bonline\b/i.test(d.venue ?? "") ? "MixedEventAttendanceMode" : "OfflineEventAttendanceMode";
}

function location(d: EventDetail, url: string): JsonLdNode[] {
  const mode = attendanceMode(d);
  const places: JsonLdNode[] = [];
  if (d.address) {
    places.push(
      node("Place", {
        name: d.venue ?? d.address.line2 ?? d.address.line1,
        address: node("PostalAddress", {
          streetAddress: [d.address.line1, d.address.line2].filter(Boolean).join(", "),
          addressLocality: d.address.locality,
          addressRegion: d.address.administrativeArea,
          postalCode: d.address.postalCode,
          addressCountry: "AU",
        }),
      }),
    );
  }
  if (mode !== "OfflineEventAttendanceMode") places.push(node("VirtualLocation", { url: d.booking?.url ?? url }));
  return places;
}

/** An event page as schema.org Events: one for each of its dates. */
export function eventJsonLd(e: { title: string; description: string | null; url: string; image: string | null; detail: EventDetail; organizer: JsonLdNode }): JsonLdNode[] {
  const d = e.detail;
  return d.dates.map((date) =>
    node("Event", {
      name: e.title,
      description: e.description,
      url: e.url,
      image: e.image,
      startDate: date.start,
      endDate: date.end,
      eventAttendanceMode: `${SCHEMA}${attendanceMode(d)}`,
      eventStatus: `${SCHEMA}EventScheduled`,
      location: location(d, e.url),
      organizer: e.organizer,
      ...(d.booking ? { offers: node("Offer", { url: d.booking.url, description: d.price }) } : {}),
    }),
  );
}
