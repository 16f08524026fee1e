import { CALENDAR_CONTENT_TYPE } from "@/mapping/calendar/icalendar";
import { eventCalendarDocument } from "@/resolve/feeds/event-calendar";
import { feedResponse } from "@/endpoints/feed-response";
import { eventCalendarId } from "@/routing/feed-paths";

export const dynamic = "force-dynamic";

/** 'Add to calendar': one event's dates, `/feeds/events/{uuid}.ics`, offered as a download. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const uuid = eventCalendarId((await params).file);
  return feedResponse(CALENDAR_CONTENT_TYPE, async () => (uuid ? eventCalendarDocument(uuid) : null), uuid ? `event-${uuid}.ics` : undefined);
}
