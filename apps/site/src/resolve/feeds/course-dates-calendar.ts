import "server-only";
import { config } from "@/config/env";
import { str } from "@/mapping/attributes";
import { icalendar } from "@/mapping/calendar/icalendar";
import { applicationDateEvents } from "@/mapping/course/dates-calendar";
import { applicationDates } from "@/mapping/course/key-dates";
import { nodePath } from "@/mapping/node-path";
import type { Audience } from "@/config/audience";
import { defaultContext } from "@/tide/context";
import { getEntity } from "@/tide/entity";
import { TideError } from "@/tide/errors";

/** A course's application dates for one audience as an iCalendar file; null when there is no such course or no date to come. */
export async function courseDatesCalendarDocument(uuid: string, audience: Audience): Promise<string | null> {
  const cfg = config();
  let node;
  try {
    node = (await getEntity("node", "course", uuid, defaultContext())).document.data;
  } catch (e) {
    if (e instanceof TideError && (e.status === 404 || e.status === 403)) return null;
    throw e;
  }
  const now = Date.now();
  const path = nodePath(node);
  const title = str(node.attributes, "title") ?? "Course";
  const url = `${cfg.siteOrigin.replace(/\/+$/, "")}${path}${audience === "international" ? "/international" : ""}`;
  const events = applicationDateEvents({ uuid: node.id, title, url, changed: str(node.attributes, "changed") }, applicationDates(node.attributes, audience, now));
  if (events.length === 0) return null;
  return icalendar({ name: `${title}: key dates`, productName: cfg.productName, origin: cfg.siteOrigin, now: new Date(now), events });
}
