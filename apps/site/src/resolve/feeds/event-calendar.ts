import "server-only";
import { config } from "@/config/env";
import { calendarEventOf, upcomingDates } from "@/mapping/calendar/calendar-event";
import { icalendar } from "@/mapping/calendar/icalendar";
import { defaultContext } from "@/tide/context";
import { getEntity } from "@/tide/entity";
import { TideError } from "@/tide/errors";
import { getAllResources } from "@/tide/list";

/** One event's dates as an iCalendar file, or null when there is no such published event. */
export async function eventCalendarDocument(uuid: string): Promise<string | null> {
  const cfg = config();
  let node;
  try {
    node = (await getEntity("node", "event", uuid, defaultContext())).document.data;
  } catch (e) {
    if (e instanceof TideError && (e.status === 404 || e.status === 403)) return null;
    throw e;
  }
  const event = calendarEventOf(node, cfg.siteOrigin);
  if (event.dates.length === 0) return null;
  return icalendar({ name: event.title, productName: cfg.productName, origin: cfg.siteOrigin, now: new Date(), events: [event] });
}

/** Every upcoming date of every event, as a calendar to subscribe to. */
export async function upcomingEventsDocument(): Promise<string> {
  const cfg = config();
  const nodes = await getAllResources("node/event", {}, defaultContext());
  const now = Date.now();
  const events = nodes.map((n) => upcomingDates(calendarEventOf(n, cfg.siteOrigin), now)).filter((e) => e.dates.length > 0);
  return icalendar({ name: `${cfg.productName} events`, productName: cfg.productName, origin: cfg.siteOrigin, now: new Date(now), events });
}
