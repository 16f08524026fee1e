import ical from "node-ical";
import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { fakeTide } from "@/tide/testing/fake-tide";
import { TEST_BASE } from "@/tide/testing/test-env";
import { eventCalendarDocument, upcomingEventsDocument } from "./event-calendar";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "https://www.yu.edu.au" }) };
});

const tide = fakeTide();
// The includes of the event page's own request: the calendar shares its cached answer.
const INCLUDE = [
  "field_node_site.field_site_main_menu", "field_node_site.field_site_og_image.field_media_image", "field_featured_image.field_media_image",
  "field_node_site.field_site_twitter_image.field_media_image", "field_tags", "field_topic", "field_related_links", "field_event_details",
  "field_node_link", "field_event_audience",
].join("%2C");
const ID = "0a1b2c3d-0000-4000-8000-000000000001";
const event = (id: string, dates: { value: string; end_value: string }[]) => ({
  type: "node--event",
  id,
  attributes: { title: `Event ${id}`, path: { alias: `/about-yu/news-events/events/${id}` }, field_event_dates: dates },
  relationships: {},
});
const starts = (text: string) =>
  Object.values(ical.sync.parseICS(text))
    .filter((c) => c?.type === "VEVENT")
    .map((c) => (c as unknown as { start: Date }).start.toISOString());

describe("event calendars", () => {
  it("gives one event's dates, and nothing for an event that is not there", async () => {
    const entity = (id: string) => `${TEST_BASE}/api/v1/node/event/${id}?site=7&include=${INCLUDE}`;
    tide.use({
      [entity(ID)]: { body: { data: event(ID, [{ value: "2030-01-01T09:00:00Z", end_value: "2030-01-01T10:00:00Z" }]) } },
      [entity("missing")]: { status: 404, body: { errors: [{ status: "404", title: "Not Found" }] } },
    });
    expect(starts((await eventCalendarDocument(ID)) ?? "")).toEqual(["2030-01-01T09:00:00.000Z"]);
    expect(await eventCalendarDocument("missing")).toBeNull();
  });

  it("subscribes to the dates still to come of every event", async () => {
    tide.use({
      [`${TEST_BASE}/api/v1/node/event?site=7&page[limit]=50`]: {
        body: {
          data: [
            event("past", [{ value: "2020-01-01T09:00:00Z", end_value: "2020-01-01T10:00:00Z" }]),
            event("both", [{ value: "2020-02-01T09:00:00Z", end_value: "2020-02-01T10:00:00Z" }, { value: "2031-02-01T09:00:00Z", end_value: "2031-02-01T10:00:00Z" }]),
          ],
          meta: { count: 2 },
        },
      },
    });
    expect(starts(await upcomingEventsDocument())).toEqual(["2031-02-01T09:00:00.000Z"]);
  });
});
