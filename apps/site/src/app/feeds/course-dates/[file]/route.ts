import { CALENDAR_CONTENT_TYPE } from "@/mapping/calendar/icalendar";
import { courseDatesCalendarDocument } from "@/resolve/feeds/course-dates-calendar";
import { feedResponse } from "@/endpoints/feed-response";
import { courseDatesCalendarFile } from "@/routing/course-action-paths";

export const dynamic = "force-dynamic";

/** A course page's 'Add these dates to your calendar': `/feeds/course-dates/{uuid}[-international].ics`. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = courseDatesCalendarFile((await params).file);
  return feedResponse(CALENDAR_CONTENT_TYPE, async () => (file ? courseDatesCalendarDocument(file.uuid, file.audience) : null),
    file ? `course-dates-${file.uuid}.ics` : undefined);
}
