import { describe, expect, it } from "vitest";
import { seedUuid } from "./ids.ts";
import { PlaceholderError, relativeDateTime, relativeDay, replaceDeep, replacePlaceholders } from "./placeholders.ts";

// 2026-06-15 23:30 UTC is already 16 June in Melbourne (AEST, +10:00).
const winter = new Date("2026-06-15T23:30:00Z");
const ctx = { productName: "Yarra University", shortName: "YU", slug: "yu", now: winter };

describe("replacePlaceholders", () => {
  it("replaces the product placeholders", () => {
    expect(replacePlaceholders("/about-{{slug}}/news — {{product_name}} ({{ short_name }})", ctx))
      .toBe("/about-yu/news — Yarra University (YU)");
  });

  it("gives the seeded uuid of a record, for rich-text references", () => {
    expect(replacePlaceholders('<drupal-media data-entity-uuid="{{uuid:media--document:fees}}">', ctx))
      .toBe(`<drupal-media data-entity-uuid="${seedUuid("media--document", "fees")}">`);
  });
  it("counts days from the Melbourne calendar day, at 09:00 by default", () => {
    expect(replacePlaceholders("{{date:+0d}}", ctx)).toBe("2026-06-16T09:00:00+10:00");
    expect(replacePlaceholders("{{date:-12d@18:30}}", ctx)).toBe("2026-06-04T18:30:00+10:00");
    expect(replacePlaceholders("{{day:+30d}}", ctx)).toBe("2026-07-16");
    expect(replacePlaceholders("{{day:0d}}", ctx)).toBe("2026-06-16");
  });

  it("uses the offset in force on the target day (daylight saving)", () => {
    // AEDT (+11:00) starts on the first Sunday of October.
    expect(replacePlaceholders("{{date:+120d}}", ctx)).toBe("2026-10-14T09:00:00+11:00");
    expect(relativeDateTime(new Date("2026-12-01T00:00:00Z"), 21, 9, 0)).toBe("2026-12-22T09:00:00+11:00");
  });

  it("rolls over months and years", () => {
    expect(relativeDay(new Date("2026-12-30T00:00:00Z"), 5)).toBe("2027-01-04");
    expect(relativeDay(new Date("2026-03-01T00:00:00Z"), -1)).toBe("2026-02-28");
  });

  it("rejects unknown placeholders and invalid times", () => {
    expect(() => replacePlaceholders("{{nope}}", ctx)).toThrow(PlaceholderError);
    expect(() => replacePlaceholders("{{date:+1d@25:00}}", ctx)).toThrow(/invalid time/);
    expect(() => replacePlaceholders("{{day:+1d@10:00}}", ctx)).toThrow(/no time of day/);
  });

  it("leaves text without placeholders untouched", () => {
    expect(replacePlaceholders("plain {text}", ctx)).toBe("plain {text}");
  });
});

describe("replaceDeep", () => {
  it("walks lists and objects but keeps keys", () => {
    expect(replaceDeep({ "{{slug}}": ["{{slug}}", 3, { a: "{{short_name}}" }], b: null }, ctx))
      .toEqual({ "{{slug}}": ["yu", 3, { a: "YU" }], b: null });
  });
});
