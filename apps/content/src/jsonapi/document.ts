import type { ResourceRow } from "../db/resource-store.ts";
import type { StoredIdentifier, StoredRelationship } from "../db/schema.ts";
import { internalIdAttribute } from "../drupal/entity-ids.ts";
import { elementsOf } from "../webform/stored-elements.ts";

export interface ResourceObject {
  type: string;
  id: string;
  links: { self: { href: string } };
  attributes: Record<string, unknown>;
  relationships: Record<string, StoredRelationship>;
}

export interface DocumentContext {
  /** CONTENT_PUBLIC_URL: links and absolute file URLs start with it. */
  baseUrl: string;
  fields: Map<string, Set<string>>;
}

export const JSONAPI_OBJECT = { version: "1.0", meta: { links: { self: { href: "http://jsonapi.org/format/1.0/" } } } };

export function resourceHref(baseUrl: string, row: Pick<ResourceRow, "entityType" | "bundle" | "uuid">): string {
  return `${baseUrl}/api/v1/${row.entityType}/${row.bundle}/${row.uuid}`;
}

function keep(name: string, fieldset: Set<string> | undefined): boolean {
  return fieldset === undefined || fieldset.has(name);
}

// jsonb stores keys in its own order; put them back in Drupal's: ids, then the rest.
function attributeOrder([a]: [string, unknown], [b]: [string, unknown]): number {
  return Number(!a.startsWith("drupal_internal__")) - Number(!b.startsWith("drupal_internal__"));
}

function identifier({ type, id, meta }: StoredIdentifier): StoredIdentifier {
  return meta === undefined ? { type, id } : { type, id, meta };
}

/** One JSON:API resource object, with sparse fieldsets applied. */
export function resourceObject(row: ResourceRow, context: DocumentContext): ResourceObject {
  const fieldset = context.fields.get(row.type);
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row.attributes).sort(attributeOrder)) if (keep(name, fieldset)) attributes[name] = value;
  if (row.entityType === "webform" && "elements" in attributes) attributes.elements = elementsOf(row.attributes);
  if (row.entityType === "file" && keep("url", fieldset)) {
    // Drupal's uri.url is site-relative; `url` spares clients from knowing the content host.
    const uri = row.attributes.uri as { url?: unknown } | undefined;
    if (typeof uri?.url === "string") attributes.url = `${context.baseUrl}${uri.url}`;
  }
  const relationships: Record<string, StoredRelationship> = {};
  for (const [name, { data }] of Object.entries(row.relationships)) {
    if (!keep(name, fieldset)) continue;
    relationships[name] = { data: data === null ? null : Array.isArray(data) ? data.map(identifier) : identifier(data) };
  }
  let href = resourceHref(context.baseUrl, row);
  if (row.entityType === "node" && row.revisionId !== null) href += `?resourceVersion=id%3A${row.revisionId}`;
  return { type: row.type, id: row.uuid, links: { self: { href } }, attributes, relationships };
}

/** Drupal's cache tag of a resource: "node:12", "taxonomy_term:7", "webform:contact". */
export function cacheTagOf(row: Pick<ResourceRow, "entityType" | "internalId" | "attributes">): string {
  const own = row.attributes[internalIdAttribute(row.entityType)];
  return `${row.entityType}:${typeof own === "string" || typeof own === "number" ? own : row.internalId ?? ""}`;
}

export interface EntityDocument {
  jsonapi: typeof JSONAPI_OBJECT;
  data: ResourceObject;
  included?: ResourceObject[];
  links: { self: { href: string } };
}

export interface CollectionDocument {
  jsonapi: typeof JSONAPI_OBJECT;
  data: ResourceObject[];
  included?: ResourceObject[];
  links: { self: { href: string }; next?: { href: string } };
  meta: { count: number };
}

export function entityDocument(row: ResourceRow, included: ResourceRow[] | null, selfHref: string,
  context: DocumentContext): EntityDocument {
  const document: EntityDocument = { jsonapi: JSONAPI_OBJECT, data: resourceObject(row, context), links: { self: { href: selfHref } } };
  if (included !== null) document.included = included.map((item) => resourceObject(item, context));
  return document;
}

export function collectionDocument(rows: ResourceRow[], included: ResourceRow[] | null, count: number,
  links: { self: string; next: string | null }, context: DocumentContext): CollectionDocument {
  const document: CollectionDocument = {
    jsonapi: JSONAPI_OBJECT, data: rows.map((row) => resourceObject(row, context)), links: { self: { href: links.self } },
    meta: { count },
  };
  if (links.next !== null) document.links.next = { href: links.next };
  if (included !== null) document.included = included.map((item) => resourceObject(item, context));
  return document;
}
