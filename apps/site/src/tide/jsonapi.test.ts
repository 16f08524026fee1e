import { describe, expect, it } from "vitest";
import { findResource, indexResources, related, relatedMany, relatedOne, relationshipMeta } from "./jsonapi";
import { landingPageDoc } from "./testing/payloads";
import { resourceDocumentSchema, type Resource } from "./types";

const doc = resourceDocumentSchema.parse(landingPageDoc());
const page = doc.data;

describe("jsonapi", () => {
  it("indexes primary data and included resources by type and id", () => {
    expect(indexResources(doc).size).toBe(4);
    expect(indexResources(doc)).toBe(indexResources(doc));
    expect(findResource(doc, { type: "media--image", id: "m1" })?.attributes.name).toBe("Campus");
    expect(findResource(doc, { type: "media--document", id: "m1" })).toBeUndefined();
  });

  it("follows to-one and to-many relationships, leaving out what was not included", () => {
    expect((related(doc, page, "field_featured_image") as Resource).id).toBe("m1");
    expect((related(doc, page, "field_tags") as Resource[]).map((r) => r.id)).toEqual(["t1"]);
    expect(related(doc, page, "field_node_primary_site")).toBeNull();
    expect(related(doc, page, "field_nothing")).toBeNull();
  });

  it("gives one or many whatever the cardinality", () => {
    expect(relatedOne(doc, page, "field_tags")?.id).toBe("t1");
    expect(relatedMany(doc, page, "field_featured_image").map((r) => r.id)).toEqual(["m1"]);
    expect(relatedMany(doc, page, "field_node_primary_site")).toEqual([]);
    expect(relatedOne(doc, page, "field_nothing")).toBeNull();
  });

  it("reads relationship meta from the identifier and the relationship", () => {
    expect(relationshipMeta(page, "field_featured_image")).toEqual({ alt: "Campus", width: 1600, height: 900 });
    expect(relationshipMeta(page, "field_landing_page_component", 0)).toEqual({ target_revision_id: 2214 });
    const withRelMeta = resourceDocumentSchema.parse({
      data: { type: "node--page", id: "x", relationships: { f: { data: { type: "a", id: "b", meta: { alt: "inner" } }, meta: { alt: "outer", note: 1 } } } },
    }).data;
    expect(relationshipMeta(withRelMeta, "f")).toEqual({ alt: "inner", note: 1 });
    expect(relationshipMeta(page, "field_nothing")).toEqual({});
  });
});
