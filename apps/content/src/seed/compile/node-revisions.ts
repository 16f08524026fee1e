import type { StoredRelationships } from "../../db/schema.ts";
import type { NodeRevisionIds } from "../revision-ids.ts";
import { checkRevisionTimes, workingCopyChanged, type RevisionSpec } from "../revision-specs.ts";
import type { RevisionRow } from "../types.ts";
import type { Host, Mapping, SeedBuild } from "./build.ts";
import { resolveRelationships } from "./relationships.ts";

export interface NodeHistory {
  uuid: string;
  host: Host;
  published: boolean;
  /** The published revision's attributes and relationships. */
  attributes: Mapping;
  relationships: StoredRelationships;
  older: RevisionSpec[];
  workingCopy: RevisionSpec | null;
  ids: NodeRevisionIds;
  where: string;
}

/**
 * A node's revisions, oldest first: its older revisions, the published one (the default), and its working copy.
 * Each other revision is merged over the record as written, with its own id, time, log and paragraphs.
 */
export function nodeRevisions(build: SeedBuild, node: NodeHistory): RevisionRow[] {
  const { attributes, relationships, ids, where } = node;
  const publishedChanged = String(attributes.changed);
  const workingChanged = node.workingCopy === null ? null : workingCopyChanged(node.workingCopy, publishedChanged);
  checkRevisionTimes(node.older, publishedChanged, workingChanged, where, build.problems);
  const otherRevision = (spec: RevisionSpec, id: number, changed: string, state: { published: boolean; moderation: string },
    variant: string, label: string): RevisionRow => {
    const revisionAttributes: Mapping = { ...attributes, ...spec.attributes, drupal_internal__vid: id, revision_timestamp: changed,
      revision_log: spec.log, status: state.published, changed, moderation_state: state.moderation };
    const revisionRelationships: StoredRelationships = {
      ...relationships, ...resolveRelationships(build, spec.relationships, node.host, variant, `${where} ${label}`),
      field_node_site: relationships.field_node_site ?? { data: [] },
      field_node_primary_site: relationships.field_node_primary_site ?? { data: null },
    };
    return { id, resourceUuid: node.uuid, published: state.published, isDefault: false, attributes: revisionAttributes,
      relationships: revisionRelationships, createdAt: changed };
  };
  const rows: RevisionRow[] = [];
  // Older revisions were once the published one (or, for a node never published, drafts).
  const olderState = { published: node.published, moderation: node.published ? "published" : "draft" };
  node.older.forEach((spec, index) => {
    const id = ids.older[index];
    if (id !== undefined) rows.push(otherRevision(spec, id, spec.changed ?? build.now, olderState, `revisions/${index}/`, `revisions[${index}]`));
  });
  rows.push({ id: ids.published, resourceUuid: node.uuid, published: node.published, isDefault: true, attributes, relationships,
    createdAt: publishedChanged });
  if (node.workingCopy !== null && ids.workingCopy !== null && workingChanged !== null) {
    rows.push(otherRevision(node.workingCopy, ids.workingCopy, workingChanged, { published: false, moderation: "draft" },
      "working-copy/", "working_copy"));
  }
  return rows;
}
