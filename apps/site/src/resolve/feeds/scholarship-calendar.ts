import "server-only";
import { config } from "@/config/env";
import { str } from "@/mapping/attributes";
import { icalendar } from "@/mapping/calendar/icalendar";
import { nodePath } from "@/mapping/node-path";
import { scholarshipCloseEvent } from "@/mapping/scholarship/calendar";
import { readDay } from "@/mapping/scholarship/dates";
import { defaultContext } from "@/tide/context";
import { getEntity } from "@/tide/entity";
import { TideError } from "@/tide/errors";

/** A scholarship's close date as an iCalendar file; null when there is no such scholarship or it has no close date. */
export async function scholarshipCalendarDocument(uuid: string): Promise<string | null> {
  const cfg = config();
  let node;
  try {
    node = (await getEntity("node", "scholarship", uuid, defaultContext())).document.data;
  } catch (e) {
    if (e instanceof TideError && (e.status === 404 || e.status === 403)) return null;
    throw e;
  }
  const title = str(node.attributes, "title") ?? "Scholarship";
  const url = `${cfg.siteOrigin.replace(/\/+$/, "")}${nodePath(node)}`;
  const event = scholarshipCloseEvent({ uuid: node.id, title, url, changed: str(node.attributes, "changed") }, readDay(str(node.attributes, "field_scholarship_close_date")));
  if (event === null) return null;
  return icalendar({ name: `${title}: closing date`, productName: cfg.productName, origin: cfg.siteOrigin, now: new Date(), events: [event] });
}
