import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("dates", () => {
  it("formats in Melbourne time", () => {
    expect(formatDate("2026-11-21T14:00:00Z")).toBe("22 November 2026");
    expect(formatDateTime("2026-11-21T22:00:00Z")).toMatch(/Sunday,? 22 November 2026 at 9:00\s?am/);
  });
  it("returns null for missing or bad values", () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate("nope")).toBeNull();
  });
});
