import { describe, expect, it } from "vitest";
import { readingEase } from "./reading-ease.ts";
import { sentenceCount, wordsOf } from "./words.ts";

describe("readingEase", () => {
  it("scores plain English high and dense academic prose low", () => {
    expect(readingEase("The cat sat on the mat. It was a good day.")).toBeGreaterThan(90);
    expect(readingEase("Interdisciplinary methodological considerations necessitate comprehensive institutional evaluation of pedagogical effectiveness.")).toBeLessThan(0);
  });

  it("is null without words", () => {
    expect(readingEase(" … ")).toBeNull();
  });
});

describe("words and sentences", () => {
  it("keeps contractions and hyphenated words whole, and counts sentence ends", () => {
    expect(wordsOf("Don't miss our open day — a full-day event.")).toEqual(["Don't", "miss", "our", "open", "day", "a", "full-day", "event"]);
    expect(sentenceCount("One. Two! Three? Four")).toBe(4);
    expect(sentenceCount("No end mark")).toBe(1);
    expect(sentenceCount("Costs $5.50 a day.")).toBe(1);
  });
});
