/* Events of the site's own journeys (apply, enquire, fee estimate) for the tag manager. They go into the data
 * layer only where it exists: the analytics set it up when they are configured and the visitor and the page
 * allow tracking (Analytics.client.tsx), so nothing is counted otherwise. */

export type JourneyEvent = "apply_click" | "enquiry_open" | "enquiry_started" | "enquiry_sent" | "enquiry_abandoned" | "fee_estimate";

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** The data layer entry of one event; the course code where there is one. Pure. */
export function journeyEvent(event: JourneyEvent, details: Readonly<Record<string, string | null | undefined>> = {}): Record<string, string> {
  const entry: Record<string, string> = { event };
  for (const [key, value] of Object.entries(details)) if (typeof value === "string" && value !== "") entry[key] = value;
  return entry;
}

/** Counts one event, when analytics run on this page. */
export function track(event: JourneyEvent, details: Readonly<Record<string, string | null | undefined>> = {}): void {
  const w = window as DataLayerWindow;
  if (Array.isArray(w.dataLayer)) w.dataLayer.push(journeyEvent(event, details));
}

export const isJourneyEvent = (v: unknown): v is JourneyEvent =>
  typeof v === "string" && ["apply_click", "enquiry_open", "enquiry_started", "enquiry_sent", "enquiry_abandoned", "fee_estimate"].includes(v);
