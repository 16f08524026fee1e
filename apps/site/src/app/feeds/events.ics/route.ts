import { CALENDAR_CONTENT_TYPE } from "@/mapping/calendar/icalendar";
import { upcomingEventsDocument } from "@/resolve/feeds/event-calendar";
import { feedResponse } from "@/endpoints/feed-response";

// Built per request from content reads the data cache keeps (REVALIDATE_SECONDS).
export const dynamic = "force-dynamic";

/** A calendar of upcoming events to subscribe to. */
export function GET() {
  return feedResponse(CALENDAR_CONTENT_TYPE, upcomingEventsDocument);
}
