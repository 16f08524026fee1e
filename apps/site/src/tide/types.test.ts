import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { redirectDoc, routeDoc } from "./testing/payloads";
import {
  collectionDocumentSchema,
  errorDocumentSchema,
  resourceDocumentSchema,
  routeDocumentSchema,
} from "./types";

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./testing/fixtures/${name}`, import.meta.url), "utf8"));

describe("JSON:API documents", () => {
  it("parses a real Tide webform submission response, keeping relationship meta and extra fields", () => {
    const doc = resourceDocumentSchema.parse(fixture("webform-submission-success.json"));
    expect(doc.data.type).toBe("webform_submission--test_form_2");
    expect(doc.data.attributes.serial).toBe(21);
    expect(doc.data.relationships.uid?.data).toBeNull();
    expect(doc.data.relationships.webform_id?.data).toEqual({
      type: "webform--webform",
      id: "e2ebda5a-9c68-463e-a121-547a29d4d05b",
      meta: { drupal_internal__target_id: "test_form_2" },
    });
    expect(doc.included).toEqual([]);
    expect(doc.links?.self).toBe("https://develop.content.reference.sdp.vic.gov.au/api/v1/webform_submission/test_form_2?site=8888");
    expect(doc.jsonapi).toBeDefined();
  });

  it("defaults missing attributes and relationships to {}", () => {
    const doc = resourceDocumentSchema.parse({ data: { type: "node--page", id: "x" } });
    expect(doc.data.attributes).toEqual({});
    expect(doc.data.relationships).toEqual({});
  });

  it("turns meta.count strings into numbers and next links into strings", () => {
    const a = collectionDocumentSchema.parse({ data: [], meta: { count: "120" }, links: { next: { href: "http://x/api/v1/n?page=2" } } });
    expect(a.meta?.count).toBe(120);
    expect(a.links?.next).toBe("http://x/api/v1/n?page=2");
    const b = collectionDocumentSchema.parse({ data: [], meta: { count: 7 }, links: { next: "http://x/api/v1/n?page=3" } });
    expect(b.meta?.count).toBe(7);
    expect(b.links?.next).toBe("http://x/api/v1/n?page=3");
    expect(collectionDocumentSchema.parse({ data: [], meta: { count: "many" } }).meta?.count).toBeUndefined();
  });

  it("rejects a list where one resource is required", () => {
    expect(resourceDocumentSchema.safeParse({ data: [] }).success).toBe(false);
  });

  it("parses error documents with string or number status", () => {
    expect(errorDocumentSchema.parse({ errors: [{ status: "404", title: "Path not found." }] }).errors[0]?.status).toBe(404);
    expect(errorDocumentSchema.parse({ errors: [{ status: 403, title: "Permission denied." }] }).errors[0]?.status).toBe(403);
    expect(errorDocumentSchema.safeParse({ errors: [] }).success).toBe(false);
  });
});

describe("route data", () => {
  it("tags entity routes and keeps ids as strings", () => {
    const doc = routeDocumentSchema.parse(routeDoc({ entity_id: 4821, section: 103 }));
    expect(doc.data.attributes).toMatchObject({ kind: "entity", entity_id: "4821", section: "103", bundle: "landing_page" });
  });

  it("tags redirects by their redirect_url", () => {
    const doc = routeDocumentSchema.parse(redirectDoc("/new", 302, "internal"));
    expect(doc.data.attributes).toMatchObject({ kind: "redirect", status_code: 302, redirect_url: "/new" });
    expect(routeDocumentSchema.parse({ data: { type: "redirect", attributes: { status_code: "301", redirect_url: "/x" } } }).data.attributes).toMatchObject({
      kind: "redirect",
      status_code: 301,
    });
  });
});
