import { describe, expect, it } from "vitest";
import { TideError } from "@/tide/errors";
import { feedResponse } from "./feed-response";

describe("feedResponse", () => {
  it("answers the document with its type, a five-minute cache and, for a download, a file name", async () => {
    const res = await feedResponse("text/calendar; charset=utf-8", async () => "BEGIN:VCALENDAR", "event.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="event.ics"');
    expect(await res.text()).toBe("BEGIN:VCALENDAR");
  });

  it("answers 404 when there is no such feed", async () => {
    expect((await feedResponse("application/rss+xml", async () => null)).status).toBe(404);
  });

  it("answers 503 with Retry-After, never an empty feed and never kept, when the content service fails", async () => {
    const res = await feedResponse("application/rss+xml", () => Promise.reject(new TideError(502, "Failed")));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("lets other failures through", async () => {
    await expect(feedResponse("application/rss+xml", () => Promise.reject(new Error("bug")))).rejects.toThrow("bug");
  });
});
