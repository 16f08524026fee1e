import { describe, expect, it } from "vitest";
import { eventCalendarId, eventCalendarPath, newsFeedCategory, newsFeedPath } from "./feed-paths";

describe("feed paths", () => {
  it("names the news feeds and reads a category back", () => {
    expect(newsFeedPath(null)).toBe("/feeds/news.xml");
    expect(newsFeedPath("media-release")).toBe("/feeds/news/media-release.xml");
    expect(newsFeedCategory("media-release.xml")).toBe("media-release");
    expect(newsFeedCategory("unknown.xml")).toBeNull();
    expect(newsFeedCategory("media-release")).toBeNull();
  });

  it("names an event's calendar file by its id", () => {
    const id = "05fd67d3-6f25-5a1b-9c2d-0123456789ab";
    expect(eventCalendarPath(id)).toBe(`/feeds/events/${id}.ics`);
    expect(eventCalendarId(`${id}.ics`)).toBe(id);
    expect(eventCalendarId("x.ics")).toBeNull();
  });
});
