import { describe, expect, it } from "vitest";
import { orderEvents } from "./event-order";

describe("orderEvents", () => {
  it("lists upcoming events soonest first, then past events latest first", () => {
    const now = Date.parse("2026-11-22T00:00:00Z");
    const events = [
      { id: "past-old", dates: [{ value: "2025-01-01T00:00:00Z" }] },
      { id: "soon", dates: [{ value: "2026-11-25T00:00:00Z" }] },
      { id: "past-recent", dates: [{ value: "2026-11-01T00:00:00Z" }] },
      { id: "later", dates: [{ value: "2027-02-01T00:00:00Z" }] },
    ];
    const ordered = orderEvents(events, (e) => e.dates, now);
    expect(ordered.map((e) => e.item.id)).toEqual(["soon", "later", "past-recent", "past-old"]);
    expect(ordered.map((e) => e.passed)).toEqual([false, false, true, true]);
  });
});
