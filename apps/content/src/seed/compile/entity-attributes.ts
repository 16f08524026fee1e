import { internalIdAttribute, revisionIdAttribute } from "../../drupal/entity-ids.ts";
import { storedElements } from "../../webform/stored-elements.ts";
import type { SeedRecord } from "../types.ts";
import type { Mapping, SeedBuild, Target } from "./build.ts";
import { fileAttributes } from "./file-attributes.ts";

export interface EntityFacts {
  record: SeedRecord;
  entityType: string;
  target: Target;
  /** The record's own attributes. */
  given: Mapping;
  published: boolean;
  alias: string | null;
  /** The published revision's id, or null for entity types without revisions. */
  revisionId: number | null;
  /** When the oldest older revision was written (a node is created then). */
  oldestChanged: string | null;
  where: string;
}

/**
 * An entity's attributes as Drupal shows them: its ids, language, status and the fields Drupal fills for its entity
 * type, then the record's own attributes (never over the ids, status or a file's location), then its path.
 */
export function entityAttributes(build: SeedBuild, facts: EntityFacts): Mapping {
  const { entityType, given, where, target, record } = facts;
  const { now, problems } = build;
  const isNode = entityType === "node";
  const idAttribute = internalIdAttribute(entityType);
  const revisionAttribute = revisionIdAttribute(entityType);
  const attributes: Mapping = { [idAttribute]: target.targetId };
  if (revisionAttribute !== null && facts.revisionId !== null) attributes[revisionAttribute] = facts.revisionId;
  attributes.langcode = "en";
  // Drupal's revision fields; revision_timestamp follows `changed` (set below, once the record's own values are in).
  if (isNode) Object.assign(attributes, { revision_timestamp: now, revision_log: null });
  if (entityType !== "webform" && entityType !== "file") attributes.status = facts.published;

  if (isNode) {
    if (typeof given.title !== "string" || given.title.trim() === "") problems.push(`${where}: a node needs a title`);
    Object.assign(attributes, { title: given.title, created: facts.oldestChanged ?? now, changed: now, promote: false, sticky: false,
      default_langcode: true, revision_translation_affected: true, moderation_state: facts.published ? "published" : "draft" });
  } else if (entityType === "taxonomy_term") {
    if (typeof given.name !== "string" || given.name.trim() === "") problems.push(`${where}: a term needs a name`);
    Object.assign(attributes, { name: given.name, description: null, weight: 0, changed: now, default_langcode: true });
  } else if (entityType === "media") {
    Object.assign(attributes, { name: record.key, created: now, changed: now, default_langcode: true });
  } else if (entityType === "block_content") {
    Object.assign(attributes, { info: record.key, changed: now, reusable: true, default_langcode: true });
  } else if (entityType === "file") {
    Object.assign(attributes, fileAttributes(given, build.options, where, problems), { status: true, created: now, changed: now });
  }
  // Ids, status and the file location are the loader's to set; everything else is the record's.
  const owned = new Set([idAttribute, revisionAttribute ?? "", "status" in attributes ? "status" : "",
    ...(entityType === "file" ? ["uri", "filesize"] : [])]);
  for (const [name, value] of Object.entries(given)) {
    if (!owned.has(name)) attributes[name] = value;
  }
  if (entityType === "webform" && "elements" in attributes) attributes.elements = storedElements(attributes.elements);
  if (isNode && !("revision_timestamp" in given)) attributes.revision_timestamp = attributes.changed;
  if (entityType === "node" || entityType === "taxonomy_term") {
    attributes.path = { alias: facts.alias, pid: facts.alias === null ? null : target.internalId, langcode: "en" };
  }
  return attributes;
}
