import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { redirectDoc, routeDoc } from "./testing/payloads";
import {
  collectionDocumentSchema,
  errorDocumentSchema,
  resourceDocumentSchema,
  routeDocumentSchema,
  siteDataSchema,
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

describe("site data", () => {
  it("fills every optional part with its default", () => {
    const site = siteDataSchema.parse({ drupal_internal__tid: 7, name: "Yarra University" });
    expect(site).toMatchObject({
      drupal_internal__tid: "7",
      basePath: null,
      homeAlias: "/home",
      domains: {},
      menu: [],
      subsiteMenu: [],
      footer: { menu: [], columns: [] },
      legal: { menu: [], disclaimer: "", content: "" },
      logos: { primaryLight: null, primaryDark: null, landscapeDark: null, iconDark: null },
      logoUrl: "/",
      loginConcierge: [],
      site_alerts: [],
      field_t_site_show_exit_site: false,
      ogImage: null,
      twitterImage: null,
      errorPages: { notFound: null, generic: null },
    });
  });

  it("parses nested menus, keeps unknown fields and drops unknown footer components", () => {
    const site = siteDataSchema.parse({
      drupal_internal__tid: "101",
      name: "VBCI",
      future_field: { x: 1 },
      menu: [
        { id: "a", title: "Study", uri: "/study", extra: true, children: [{ id: "b", title: "Courses", uri: "/courses", children: null }] },
      ],
      footer: {
        menu: [],
        columns: [
          {
            width: "6",
            components: [
              { type: "text", html: "<p>Hi</p>" },
              { type: "hologram", beam: 1 },
              { type: "social", links: [{ id: "s", title: "X", uri: "https://x.com/yu", icon: { symbol: "x" } }] },
            ],
          },
        ],
      },
      site_alerts: [{ id: "al", title: "Closure", type: "unknown-kind", message: null }],
    });
    expect(site.future_field).toEqual({ x: 1 });
    expect(site.menu[0]?.children[0]?.children).toEqual([]);
    expect(site.footer.columns[0]?.width).toBe(6);
    expect(site.footer.columns[0]?.components.map((c) => c.type)).toEqual(["text", "social"]);
    expect(site.site_alerts[0]).toMatchObject({ type: "info", message: "" });
  });

  it("rejects data without a tid or name", () => {
    expect(siteDataSchema.safeParse({ name: "x" }).success).toBe(false);
    expect(siteDataSchema.safeParse({ drupal_internal__tid: "7" }).success).toBe(false);
  });
});
