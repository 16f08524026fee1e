import { describe, expect, it } from "vitest";
import { parseSuggestionsQuery } from "./suggestions-query";

describe("parseSuggestionsQuery", () => {
  it("looks up three characters or more, white space tidied, and echoes q as it came", () => {
    expect(parseSuggestionsQuery("nur")).toEqual({ ok: true, query: "nur", lookup: "nur" });
    expect(parseSuggestionsQuery("  bachelor   of ")).toEqual({ ok: true, query: "  bachelor   of ", lookup: "bachelor of" });
  });

  it("does not look up fewer than three characters, nor a missing q", () => {
    expect(parseSuggestionsQuery("nu")).toEqual({ ok: true, query: "nu", lookup: null });
    expect(parseSuggestionsQuery(" n  ")).toEqual({ ok: true, query: " n  ", lookup: null });
    expect(parseSuggestionsQuery("")).toEqual({ ok: true, query: "", lookup: null });
    expect(parseSuggestionsQuery(null)).toEqual({ ok: true, query: "", lookup: null });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(parseSuggestionsQuery("大学")).toMatchObject({ lookup: null });
    expect(parseSuggestionsQuery("😀".repeat(100))).toMatchObject({ ok: true });
  });

  it("refuses more than 100 characters", () => {
    expect(parseSuggestionsQuery("a".repeat(100))).toMatchObject({ ok: true });
    expect(parseSuggestionsQuery("a".repeat(101))).toEqual({ ok: false, message: "q must be at most 100 characters." });
  });

  it("refuses control characters", () => {
    for (const q of ["nur\u0000", "nur\nsing", "a\tb", "x\u007F", "x\u0085"]) {
      expect(parseSuggestionsQuery(q)).toEqual({ ok: false, message: "q must not contain control characters." });
    }
  });
});
