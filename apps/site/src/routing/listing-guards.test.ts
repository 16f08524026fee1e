import { describe, expect, it } from "vitest";
import { EVENT_AUDIENCES, NEWS_CATEGORIES, courseAtozGuard, newsEventsGuard } from "./listing-guards";

describe("newsEventsGuard", () => {
  it("sends the bare listing to the listing", () => {
    expect(newsEventsGuard("news", [])).toEqual({ to: "listing", filters: [] });
    expect(newsEventsGuard("events", [])).toEqual({ to: "listing", filters: [] });
  });

  it.each(NEWS_CATEGORIES)("sends news category %s to the listing", (category) => {
    expect(newsEventsGuard("news", [category])).toEqual({ to: "listing", filters: [category] });
  });

  it.each(EVENT_AUDIENCES)("sends event audience %s to the listing", (audience) => {
    expect(newsEventsGuard("events", [audience])).toEqual({ to: "listing", filters: [audience] });
  });

  it("sends two segments to the listing whatever they are", () => {
    expect(newsEventsGuard("news", ["2025", "05"])).toEqual({ to: "listing", filters: ["2025", "05"] });
    expect(newsEventsGuard("events", ["x", "y"])).toEqual({ to: "listing", filters: ["x", "y"] });
  });

  it("sends a single other segment to the fallback", () => {
    expect(newsEventsGuard("news", ["some-article"])).toEqual({ to: "fallback", slug: "some-article" });
    expect(newsEventsGuard("events", ["open-day"])).toEqual({ to: "fallback", slug: "open-day" });
  });

  it("does not mix news categories and event audiences", () => {
    expect(newsEventsGuard("events", ["media-release"])).toEqual({ to: "fallback", slug: "media-release" });
    expect(newsEventsGuard("news", ["alumni"])).toEqual({ to: "fallback", slug: "alumni" });
  });

  it("matches categories case-sensitively", () => {
    expect(newsEventsGuard("news", ["Media-Release"])).toEqual({ to: "fallback", slug: "Media-Release" });
  });

  it("refuses more than two segments", () => {
    expect(newsEventsGuard("news", ["a", "b", "c"])).toMatchObject({ to: "not-found" });
    expect(newsEventsGuard("events", ["alumni", "b", "c"])).toMatchObject({ to: "not-found" });
  });
});

describe("courseAtozGuard", () => {
  it("sends the bare listing to the listing", () => {
    expect(courseAtozGuard([])).toEqual({ to: "listing", filters: [] });
  });

  it.each(["a", "m", "z", "0-9"])("filters by %s", (letter) => {
    expect(courseAtozGuard([letter])).toEqual({ to: "listing", filters: [letter] });
  });

  it.each(["international", "domestic", "A", "ab", "1", "0-8"])("sends %s to the audience fallback", (slug) => {
    expect(courseAtozGuard([slug])).toEqual({ to: "fallback", slug });
  });

  it("refuses deeper paths", () => {
    expect(courseAtozGuard(["a", "b"])).toMatchObject({ to: "not-found" });
    expect(courseAtozGuard(["international", "b"])).toMatchObject({ to: "not-found" });
  });
});
