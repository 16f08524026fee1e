import { revisionIdAttribute } from "../../drupal/entity-ids.ts";
import { buildSearchText } from "../../search/search-text.ts";
import type { IdAllocator } from "../id-allocator.ts";
import { splitType } from "../references.ts";
import { allocateNodeRevisionIds } from "../revision-ids.ts";
import { readOlderRevisions, readWorkingCopy } from "../revision-specs.ts";
import { describeSource, type ResourceRow, type SeedRecord } from "../types.ts";
import { isMapping, normaliseAlias, type Host, type Mapping, type SeedBuild } from "./build.ts";
import { entityAttributes } from "./entity-attributes.ts";
import { nodeRevisions } from "./node-revisions.ts";
import { nodeSites } from "./node-sites.ts";
import { resolveRelationships } from "./relationships.ts";

const ENTITY_FIELDS = new Set(["type", "key", "path", "sites", "published", "attributes", "relationships", "working_copy", "revisions", "tid"]);

/** The alias a record's `path` gives, or null without one. */
function aliasOf(build: SeedBuild, path: unknown, where: string): string | null {
  if (path === undefined || path === null) return null;
  if (typeof path !== "string" || !/^\/[^\s?#]*$/.test(path)) {
    build.problems.push(`${where}: path must be an alias starting with "/"`);
    return null;
  }
  return normaliseAlias(path);
}

/**
 * One entity record (node, term, media, block, file, webform…) as its resource row, the paragraphs it holds and,
 * for a node, its revisions.
 */
export function compileEntity(build: SeedBuild, record: SeedRecord, nodeRevisionIds: IdAllocator): void {
  const label = `${record.type}:${record.key}`;
  const where = describeSource(record.source, label);
  const { entityType, bundle } = splitType(record.type);
  const target = build.targets.get(label);
  if (target === undefined) return;
  const { problems } = build;
  for (const name of Object.keys(record.body)) {
    if (!ENTITY_FIELDS.has(name)) problems.push(`${where}: unknown field "${name}" (expected one of ${[...ENTITY_FIELDS].join(", ")})`);
  }
  const body = record.body;
  if (body.attributes !== undefined && !isMapping(body.attributes)) problems.push(`${where}: attributes must be a mapping`);
  const given: Mapping = isMapping(body.attributes) ? body.attributes : {};
  if (body.published !== undefined && typeof body.published !== "boolean") problems.push(`${where}: published must be true or false`);
  const published = body.published !== false;
  const alias = aliasOf(build, body.path, where);

  const host: Host = { type: record.type, entityType, key: record.key, internalId: target.internalId };
  const relationships = resolveRelationships(build, body.relationships, host, null, where);
  const isNode = entityType === "node";
  const sites = nodeSites(build, body, isNode, relationships, where);

  const older = isNode ? readOlderRevisions(body.revisions, where, problems) : [];
  const workingCopy = isNode ? readWorkingCopy(body.working_copy, where, problems) : null;
  if (!isNode && body.revisions !== undefined) problems.push(`${where}: only nodes have older revisions`);
  if (!isNode && body.working_copy !== undefined) problems.push(`${where}: only nodes have working copies`);
  const nodeIds = isNode ? allocateNodeRevisionIds(nodeRevisionIds, older.length, workingCopy !== null) : null;
  const revisionId = nodeIds !== null ? nodeIds.published : revisionIdAttribute(entityType) === null ? null : target.internalId;
  const attributes = entityAttributes(build, { record, entityType, target, given, published, alias, revisionId,
    oldestChanged: older[0]?.changed ?? null, where });

  const row: ResourceRow = {
    uuid: target.uuid, type: record.type, entityType, bundle, internalId: target.internalId, revisionId, published,
    attributes, relationships, pathAlias: alias, siteTids: sites.siteTids, primarySite: sites.primarySite,
    searchText: ["node", "taxonomy_term", "media"].includes(entityType) ? buildSearchText(attributes) : "",
  };
  build.resources.push(row);
  if (nodeIds !== null) {
    build.revisions.push(...nodeRevisions(build, { uuid: row.uuid, host, published, attributes, relationships, older, workingCopy,
      ids: nodeIds, where }));
  }
}
