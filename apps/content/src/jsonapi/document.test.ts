import { describe, expect, it } from "vitest";
import type { ResourceRow } from "../db/resource-store.ts";
import { cacheTagOf, collectionDocument, entityDocument, resourceObject } from "./document.ts";

const base = "http://content.test";
const node: ResourceRow = {
  uuid: "u1", type: "node--news", entityType: "node", bundle: "news", internalId: 4, revisionId: 9, published: true,
  attributes: { drupal_internal__nid: 4, title: "T", body: "B" },
  relationships: { field_tags: { data: [{ type: "taxonomy_term--tags", id: "t1" }] }, field_topic: { data: null } },
  pathAlias: "/n", siteTids: [7], primarySite: 7, searchText: "",
};
const file: ResourceRow = { ...node, uuid: "f1", type: "file--file", entityType: "file", bundle: "file", revisionId: null,
  attributes: { drupal_internal__fid: 2, uri: { value: "public://a.svg", url: "/sites/default/files/a.svg" } }, relationships: {} };

describe("resourceObject", () => {
  it("renders type, id, a self link with the revision, attributes and relationships", () => {
    expect(resourceObject(node, { baseUrl: base, fields: new Map() })).toEqual({
      type: "node--news", id: "u1", links: { self: { href: "http://content.test/api/v1/node/news/u1?resourceVersion=id%3A9" } },
      attributes: node.attributes, relationships: node.relationships,
    });
  });

  it("applies sparse fieldsets to attributes and relationships", () => {
    const object = resourceObject(node, { baseUrl: base, fields: new Map([["node--news", new Set(["title", "field_tags"])]]) });
    expect(object.attributes).toEqual({ title: "T" });
    expect(Object.keys(object.relationships)).toEqual(["field_tags"]);
  });

  it("adds an absolute url to files", () => {
    expect(resourceObject(file, { baseUrl: base, fields: new Map() }).attributes.url).toBe("http://content.test/sites/default/files/a.svg");
    expect(resourceObject(file, { baseUrl: base, fields: new Map([["file--file", new Set(["filemime"])]]) }).attributes).toEqual({});
  });
});

describe("documents", () => {
  it("builds an entity document with included only when asked", () => {
    const context = { baseUrl: base, fields: new Map<string, Set<string>>() };
    expect(entityDocument(node, null, "self", context)).not.toHaveProperty("included");
    expect(entityDocument(node, [file], "self", context).included?.map((item) => item.id)).toEqual(["f1"]);
  });

  it("builds a collection with a numeric count and a next link when there is one", () => {
    const context = { baseUrl: base, fields: new Map<string, Set<string>>() };
    const document = collectionDocument([node], null, 51, { self: "s", next: "n" }, context);
    expect(document.meta).toEqual({ count: 51 });
    expect(document.links).toEqual({ self: { href: "s" }, next: { href: "n" } });
    expect(collectionDocument([], [], 0, { self: "s", next: null }, context).links).toEqual({ self: { href: "s" } });
  });
});

describe("cacheTagOf", () => {
  it("uses Drupal's id of the entity", () => {
    expect(cacheTagOf(node)).toBe("node:4");
    expect(cacheTagOf({ entityType: "webform", internalId: 3, attributes: { drupal_internal__id: "contact" } })).toBe("webform:contact");
  });
});
