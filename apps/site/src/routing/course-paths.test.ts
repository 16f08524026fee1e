import { describe, expect, it } from "vitest";
import { isInternationalCoursePath, stripInternational } from "./course-paths";

describe("isInternationalCoursePath", () => {
  it.each([
    "/courses/bachelor-of-nursing-hbns/international",
    "/courses/a/b/international",
    "/courses/a/b/c/international",
  ])("is true for %s", (path) => {
    expect(isInternationalCoursePath(path)).toBe(true);
  });

  it.each([
    "/courses/international",
    "/courses/a/b/c/d/international",
    "/courses/bachelor-of-nursing-hbns",
    "/courses/a/international/b",
    "/courses/a/International",
    "/study/courses/a/international",
    "/",
  ])("is false for %s", (path) => {
    expect(isInternationalCoursePath(path)).toBe(false);
  });
});

describe("stripInternational", () => {
  it("removes the trailing /international of a course path", () => {
    expect(stripInternational("/courses/bachelor-of-nursing-hbns/international")).toBe("/courses/bachelor-of-nursing-hbns");
    expect(stripInternational("/courses/a/b/c/international")).toBe("/courses/a/b/c");
  });

  it("leaves other paths alone", () => {
    expect(stripInternational("/courses/a/b/c/d/international")).toBe("/courses/a/b/c/d/international");
    expect(stripInternational("/about-yu/international")).toBe("/about-yu/international");
  });
});
