import { describe, expect, it } from "vitest";
import { isoDate, parseDate } from "./dates.ts";
import { countWords } from "./word-count.ts";

describe("parseDate and isoDate", () => {
  it("parses both formats and refuses impossible dates", () => {
    const stored = (text: string) => {
      const date = parseDate(text);
      return date === null ? null : isoDate(date);
    };
    expect(stored("2026-02-28")).toBe("2026-02-28");
    expect(stored("28-02-2026")).toBe("2026-02-28");
    expect(stored("2026-02-30")).toBeNull();
    expect(stored("tomorrow")).toBeNull();
  });
});

describe("countWords", () => {
  it("trims before counting", () => {
    expect(countWords("  ")).toBe(0);
    expect(countWords(" one\ttwo\nthree ")).toBe(3);
  });
});
