import type { StoredIdentifier, StoredRelationships } from "../../db/schema.ts";
import { buildSearchText } from "../../search/search-text.ts";
import { seedUuid } from "../ids.ts";
import { parseReference } from "../references.ts";
import { identifierFor, isMapping, type Host, type Mapping, type SeedBuild } from "./build.ts";

/**
 * A record's `relationships` as stored: references resolved to identifiers, inline paragraphs created as resources
 * of their own. `variant` is null for the published revision, else the key prefix of a revision's own paragraphs
 * ("working-copy/", "revisions/0/"): those are unpublished, reached only through that revision.
 */
export function resolveRelationships(build: SeedBuild, raw: unknown, host: Host, variant: string | null, where: string): StoredRelationships {
  if (raw === undefined || raw === null) return {};
  if (!isMapping(raw)) {
    build.problems.push(`${where}: relationships must be a mapping of field names`);
    return {};
  }
  const result: StoredRelationships = {};
  for (const [field, value] of Object.entries(raw)) {
    if (value === null || value === undefined) {
      result[field] = { data: null };
    } else if (Array.isArray(value)) {
      const data: StoredIdentifier[] = [];
      value.forEach((item, index) => {
        const identifier = resolveItem(build, item, host, field, index, variant, where);
        if (identifier !== null) data.push(identifier);
      });
      result[field] = { data };
    } else {
      result[field] = { data: resolveItem(build, value, host, field, 0, variant, where) };
    }
  }
  return result;
}

function resolveItem(build: SeedBuild, item: unknown, host: Host, field: string, index: number, variant: string | null,
  where: string): StoredIdentifier | null {
  if (isMapping(item) && "paragraph" in item) return createParagraph(build, item, host, field, index, variant, where);
  const reference = parseReference(item);
  if (reference === null) {
    build.problems.push(`${where}: ${field}: ${JSON.stringify(item)} is not a reference ("type:key", { ref, meta } or an inline paragraph)`);
    return null;
  }
  const target = build.targets.get(`${reference.type}:${reference.key}`);
  if (target === undefined) {
    build.problems.push(`${where}: ${field}: unresolved reference ${reference.type}:${reference.key}`);
    return null;
  }
  return identifierFor(target, reference.meta);
}

function createParagraph(build: SeedBuild, item: Mapping, host: Host, field: string, index: number, variant: string | null,
  where: string): StoredIdentifier | null {
  const bundle = item.paragraph;
  if (typeof bundle !== "string" || !/^[a-z0-9_]+$/.test(bundle)) {
    build.problems.push(`${where}: ${field}[${index}]: paragraph must name a bundle such as accordion`);
    return null;
  }
  for (const name of Object.keys(item)) {
    if (!["paragraph", "key", "attributes", "relationships"].includes(name)) {
      build.problems.push(`${where}: ${field}[${index}]: unknown paragraph field "${name}"`);
    }
  }
  const type = `paragraph--${bundle}`;
  const key = `${host.type}:${host.key}/${variant ?? ""}${field}/${typeof item.key === "string" ? item.key : index}`;
  const internalId = build.ids.allocate("paragraph");
  const uuid = seedUuid(type, key);
  const paragraphHost: Host = { type, entityType: "paragraph", key, internalId };
  const given = isMapping(item.attributes) ? item.attributes : {};
  if (item.attributes !== undefined && !isMapping(item.attributes)) build.problems.push(`${where}: ${field}[${index}]: attributes must be a mapping`);
  const relationships = resolveRelationships(build, item.relationships, paragraphHost, variant, where);
  const attributes: Mapping = {
    drupal_internal__id: internalId, drupal_internal__revision_id: internalId, langcode: "en", status: true,
    created: build.now, parent_id: String(host.internalId), parent_type: host.entityType, parent_field_name: field,
    behavior_settings: [], default_langcode: true, revision_translation_affected: true, ...given,
  };
  build.resources.push({
    uuid, type, entityType: "paragraph", bundle, internalId, revisionId: internalId, published: variant === null, attributes,
    relationships, pathAlias: null, siteTids: [], primarySite: null, searchText: buildSearchText(given),
  });
  return { type, id: uuid, meta: { target_revision_id: internalId, drupal_internal__target_id: internalId } };
}
