import { NEWS_CATEGORIES } from "./listing-guards";

/* Feeds live under /feeds/, a prefix no content page uses: the news as RSS, events as iCalendar. */

export const NEWS_FEED_PATH = "/feeds/news.xml";
export const EVENTS_FEED_PATH = "/feeds/events.ics";

/** The RSS feed of a news category, or of all news. */
export function newsFeedPath(category: string | null): string {
  return category ? `/feeds/news/${category}.xml` : NEWS_FEED_PATH;
}

/** The news category of a feed file name (`media-release.xml`), or null when it names none. */
export function newsFeedCategory(file: string): string | null {
  const m = /^([a-z-]+)\.xml$/.exec(file);
  return m?.[1] && NEWS_CATEGORIES.includes(m[1]) ? m[1] : null;
}

/** The 'Add to calendar' file of one event, by its content id. */
export function eventCalendarPath(uuid: string): string {
  return `/feeds/events/${uuid}.ics`;
}

/** The event id of a calendar file name (`{uuid}.ics`), or null. */
export function eventCalendarId(file: string): string | null {
  const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/i.exec(file);
  return m?.[1] ?? null;
}

/** The calendar file of one scholarship's close date, by its content id. */
export function scholarshipCalendarPath(uuid: string): string {
  return `/feeds/scholarships/${uuid}.ics`;
}

/** The scholarship id of a calendar file name (`{uuid}.ics`), or null. */
export const scholarshipCalendarId = eventCalendarId;
