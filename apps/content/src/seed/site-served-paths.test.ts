import { describe, expect, it } from "vitest";
import { isSiteServedPath } from "./site-served-paths.ts";

describe("isSiteServedPath", () => {
  const aliases = new Set(["/courses/bachelor-of-nursing-hbns"]);

  it("knows the site's own listings and fixed pages", () => {
    for (const path of ["/about-yu/news-events/news", "/about-yu/news-events/news/media-release", "/about-yu/news-events/events/staff",
      "/study-at-yu/courses/browse-study-areas/all-courses-a-to-z", "/search", "/scholarships", "/units/NIT1101",
      "/current-students/campus-life/advice-support/safer-community/online-reporting-form"]) {
      expect(isSiteServedPath(path, "yu", aliases), path).toBe(true);
    }
  });

  it("accepts an international course variant only when the course exists", () => {
    expect(isSiteServedPath("/courses/bachelor-of-nursing-hbns/international", "yu", aliases)).toBe(true);
    expect(isSiteServedPath("/courses/missing-x/international", "yu", aliases)).toBe(false);
  });

  it("refuses other paths", () => {
    expect(isSiteServedPath("/about-yu/contact-us", "yu", aliases)).toBe(false);
    expect(isSiteServedPath("/about-vu/news-events/news", "yu", aliases)).toBe(false);
  });
});
