import { CALENDAR_CONTENT_TYPE } from "@/mapping/calendar/icalendar";
import { scholarshipCalendarDocument } from "@/resolve/feeds/scholarship-calendar";
import { feedResponse } from "@/endpoints/feed-response";
import { scholarshipCalendarId } from "@/routing/feed-paths";

export const dynamic = "force-dynamic";

/** A scholarship page's 'Add the closing date to your calendar': `/feeds/scholarships/{uuid}.ics`, offered as a download. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const uuid = scholarshipCalendarId((await params).file);
  return feedResponse(CALENDAR_CONTENT_TYPE, async () => (uuid ? scholarshipCalendarDocument(uuid) : null), uuid ? `scholarship-${uuid}.ics` : undefined);
}
