/* Tide-shaped payloads for tests, following TIDE-API.md (route, entity, collection pages). */

export const HOME_UUID = "9f1c6a52-3b7e-4c1e-9d0a-1b2c3d4e5f60";

export function routeDoc(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      type: "route",
      id: HOME_UUID,
      attributes: {
        entity_type: "node",
        entity_id: "4821",
        bundle: "landing_page",
        uuid: HOME_UUID,
        endpoint: `api/v1/node/landing_page/${HOME_UUID}`,
        section: "7",
        ...overrides,
      },
    },
  };
}

export function redirectDoc(url: string, status = 301, type?: "internal" | "external") {
  return {
    data: {
      type: "redirect",
      attributes: { status_code: status, redirect_url: url, ...(type ? { redirect_type: type } : {}) },
    },
  };
}

export function landingPageDoc() {
  return {
    jsonapi: { version: "1.0" },
    data: {
      type: "node--landing_page",
      id: HOME_UUID,
      attributes: { drupal_internal__nid: 4821, title: "Home", path: { alias: "/home", langcode: "en" } },
      relationships: {
        field_featured_image: {
          data: { type: "media--image", id: "m1", meta: { alt: "Campus", width: 1600, height: 900 } },
        },
        field_tags: { data: [{ type: "taxonomy_term--tags", id: "t1" }, { type: "taxonomy_term--tags", id: "t-missing" }] },
        field_landing_page_component: { data: [{ type: "paragraph--accordion", id: "p1", meta: { target_revision_id: 2214 } }] },
        field_node_primary_site: { data: null },
      },
    },
    included: [
      { type: "media--image", id: "m1", attributes: { name: "Campus" }, relationships: {} },
      { type: "taxonomy_term--tags", id: "t1", attributes: { name: "Research" } },
      { type: "paragraph--accordion", id: "p1", attributes: { field_paragraph_title: "FAQ" } },
    ],
  };
}

/** One page of a collection of `total` items starting at `offset`, with Drupal's count and next link. */
export function collectionPage(resource: string, total: number, offset: number, countAs: "number" | "string" = "number") {
  const size = Math.max(0, Math.min(50, total - offset));
  const data = Array.from({ length: size }, (_, i) => ({
    type: `node--${resource.split("/")[1] ?? "item"}`,
    id: `id-${offset + i}`,
    attributes: { title: `Item ${offset + i}` },
    relationships: { field_tags: { data: [{ type: "taxonomy_term--tags", id: "t1" }] } },
  }));
  const hasNext = offset + size < total;
  return {
    data,
    included: [{ type: "taxonomy_term--tags", id: "t1", attributes: { name: "Research" } }],
    meta: { count: countAs === "string" ? String(total) : total },
    links: hasNext
      ? { next: { href: `http://tide.test/api/v1/${resource}?site=7&page%5Boffset%5D=${offset + 50}&page%5Blimit%5D=50` } }
      : {},
  };
}
