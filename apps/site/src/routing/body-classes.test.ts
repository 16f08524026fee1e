import { describe, expect, it } from "vitest";
import { bodyClassesFromPath } from "./body-classes";
import type { Subsite } from "./types";

const cops: Subsite = { siteId: "102", basePath: "/centre-of-policy-studies-cops", name: "CoPS" };

describe("bodyClassesFromPath", () => {
  it("gives home for the root", () => {
    expect(bodyClassesFromPath("/")).toEqual(["home"]);
  });

  it("gives one class per depth", () => {
    expect(bodyClassesFromPath("/about-yu/news-events")).toEqual(["page-about-yu", "page-about-yu-news-events"]);
  });

  it("stops at five depth classes", () => {
    expect(bodyClassesFromPath("/a/b/c/d/e/f/g")).toEqual(
      ["page-a", "page-a-b", "page-a-b-c", "page-a-b-c-d", "page-a-b-c-d-e"]);
  });

  it("lower-cases and keeps only [a-z0-9-]", () => {
    const classes = bodyClassesFromPath("/mockContent/Café & Bar_2/\"><script>");
    expect(classes).toEqual(["page-mockcontent", "page-mockcontent-cafe-bar-2", "page-mockcontent-cafe-bar-2-script"]);
    for (const c of classes) expect(c).toMatch(/^[a-z0-9-]+$/);
  });

  it("skips segments with nothing usable in them", () => {
    expect(bodyClassesFromPath("/about-yu/%%%/news")).toEqual(["page-about-yu", "page-about-yu-news"]);
  });

  it("adds subsite classes inside a subsite", () => {
    expect(bodyClassesFromPath("/centre-of-policy-studies-cops/about", cops)).toEqual([
      "page-centre-of-policy-studies-cops",
      "page-centre-of-policy-studies-cops-about",
      "subsite",
      "subsite-102",
    ]);
  });
});
