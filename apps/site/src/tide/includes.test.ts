import { describe, expect, it } from "vitest";
import { includesFor, PAGE_TYPES } from "./includes";

const BASE = [
  "field_node_site.field_site_main_menu",
  "field_node_site.field_site_og_image.field_media_image",
  "field_featured_image.field_media_image",
  "field_node_site.field_site_twitter_image.field_media_image",
  "field_tags",
  "field_topic",
  "field_related_links",
];

describe("includesFor", () => {
  it("gives every page type the page base includes", () => {
    for (const bundle of PAGE_TYPES) {
      const include = includesFor("node", bundle);
      for (const path of BASE.filter((p) => !(bundle === "grant" && p === "field_related_links"))) expect(include).toContain(path);
    }
  });

  it("drops related links for grants", () => {
    expect(includesFor("node", "grant")).not.toContain("field_related_links");
  });

  it("adds landing page components and their nested paragraph relationships", () => {
    const include = includesFor("node", "landing_page");
    expect(include).toContain("field_landing_page_component");
    expect(include).toContain("field_landing_page_component.field_paragraph_webform");
    expect(include).toContain("field_landing_page_component.field_paragraph_accordion");
    expect(new Set(include).size).toBe(include.length);
  });

  it("adds the thumbnail for embedded videos and nothing for other media or taxonomy", () => {
    expect(includesFor("media", "embedded_video")).toEqual(["thumbnail"]);
    expect(includesFor("media", "image")).toEqual([]);
    expect(includesFor("taxonomy_term", "tags")).toEqual([]);
    expect(includesFor("taxonomy_term", "topic")).toEqual([]);
  });

  it("includes the featured image, taxonomy and structure (units, unit sets and their units) a course page shows", () => {
    expect(includesFor("node", "course")).toEqual(["field_featured_image.field_media_image", "field_study_area", "field_course_campuses", "field_course_study_level",
      "field_course_units", "field_course_unit_sets", "field_course_unit_sets.field_unit_set_units"]);
  });
});
