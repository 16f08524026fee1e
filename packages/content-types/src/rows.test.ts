import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "./content-types.ts";
import { contentTypeOf } from "./content-type-name.ts";
import { ANY_SUMMARY, collectionTypes, contentTypeRow, feedBundles, NOT_BODY, searchFieldsOf, sitemapBundles, structuredDataKind, templateTable } from "./rows.ts";

describe("the content-type table", () => {
  it("has one row per type, each a JSON:API type or an entity type's every bundle", () => {
    const types = CONTENT_TYPES.map((row) => row.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(/^[a-z_]+--([a-z_]+|\*)$/);
  });

  it("gives the rows that share a content type one template", () => {
    const seen = new Map<string, string | null>();
    for (const row of CONTENT_TYPES) {
      const name = contentTypeOf(row.type);
      if (seen.has(name)) expect(row.template, row.type).toBe(seen.get(name));
      seen.set(name, row.template);
    }
  });

  it("searches only nodes, each in a collection", () => {
    for (const row of CONTENT_TYPES.filter((candidate) => candidate.search !== null)) {
      expect(row.type.startsWith("node--"), row.type).toBe(true);
      expect(row.search?.collections.length, row.type).toBeGreaterThan(0);
    }
  });
});

describe("what the apps derive", () => {
  it("finds a type's row, else its entity type's", () => {
    expect(contentTypeRow("node--news")?.type).toBe("node--news");
    expect(contentTypeRow("taxonomy_term--tags")?.type).toBe("taxonomy_term--*");
    expect(contentTypeRow("node--from_the_future")).toBeUndefined();
  });

  it("the template registry's table, by content type", () => {
    expect(templateTable()).toEqual({
      landing_page: "page", page: "page", news: "news", event: "event", course: "course", profile: "profile", scholarship: "scholarship", publication: "publication",
      microsite_page: "page", success_story: "page", student_profile: "page", study_area: "page", interest_area: "page", taxonomy_term: "page",
      webform: "page", media: "page", block_content: "page",
    });
  });

  it("the search collections' node types", () => {
    expect(new Set(collectionTypes("content"))).toEqual(new Set(["node--page", "node--landing_page", "node--microsite_page", "node--news", "node--event",
      "node--profile", "node--publication", "node--grant", "node--scholarship"]));
    expect(collectionTypes("courses")).toEqual(["node--course", "node--unit", "node--unit_set"]);
    expect(collectionTypes("scholarships")).toEqual(["node--scholarship"]);
  });

  it("the sitemap's bundles, in the order the sitemap lists them", () => {
    expect(sitemapBundles()).toEqual(["landing_page", "page", "news", "event", "course", "unit", "unit_set", "profile", "scholarship", "publication"]);
  });

  it("the feeds' bundles", () => {
    expect(feedBundles("rss")).toEqual(["news"]);
    expect(feedBundles("icalendar")).toEqual(["event", "course", "scholarship"]);
  });

  it("the schema.org kind of a content type's pages", () => {
    expect(structuredDataKind("course")).toBe("Course");
    expect(structuredDataKind("event")).toBe("Event");
    expect(structuredDataKind("scholarship")).toBe("MonetaryGrant");
    expect(structuredDataKind("news")).toBe("NewsArticle");
    expect(structuredDataKind("landing_page")).toBeNull();
    expect(structuredDataKind("media")).toBeNull();
  });

  it("what the search index reads: summaries, figures kept out of the body", () => {
    expect(searchFieldsOf("node--news")?.tab).toBe("news");
    expect(searchFieldsOf("media--image")).toBeNull();
    expect(ANY_SUMMARY[0]).toBe("field_landing_page_summary");
    expect(new Set(ANY_SUMMARY)).toEqual(new Set(["field_landing_page_summary", "field_news_intro_text", "field_event_intro_text",
      "field_profile_intro_text", "field_landing_page_intro_text", "field_page_intro_text", "field_scholarship_summary"]));
    expect(NOT_BODY.has("field_course_code")).toBe(true);
    expect(NOT_BODY.has("body")).toBe(false);
  });
});
