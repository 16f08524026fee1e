import { and, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { drupalTimestamp } from "../drupal/timestamp.ts";
import type { Db } from "./connection.ts";
import type { ResourceRow, RevisionRow } from "./resource-store.ts";
import { resources, revisions, type Attributes, type StoredRelationships } from "./schema.ts";

export type PublishOutcome =
  | { kind: "published"; node: ResourceRow; revisionId: number; previousRevisionId: number | null; previousAlias: string | null;
    /** True when an older revision was copied into a new current one (Drupal's revert). */
    copied: boolean }
  | { kind: "not found" }
  | { kind: "no such revision" }
  | { kind: "nothing to publish"; revisionId: number | null };

/** What publishing keeps in step with a node, in its transaction: the node's search text and the search index. */
export interface PublishIndexing {
  searchText(attributes: Attributes): string;
  reindex(tx: Db, uuids: readonly string[]): Promise<unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The uuids of the paragraphs a set of relationships points at (not followed further). */
function paragraphIds(relationships: StoredRelationships): string[] {
  const ids: string[] = [];
  for (const relationship of Object.values(relationships)) {
    const data = relationship.data;
    for (const identifier of data === null ? [] : Array.isArray(data) ? data : [data]) {
      if (identifier.type.startsWith("paragraph--")) ids.push(identifier.id);
    }
  }
  return ids;
}

/** The alias a revision's `path` names, or the row's own when it names none. */
function aliasOf(attributes: Attributes, fallback: string | null): string | null {
  const path = attributes.path;
  if (isRecord(path) && (typeof path.alias === "string" || path.alias === null)) return path.alias;
  return fallback;
}

/** Makes a node revision the current published one: the one writer of a node's default revision after the seed. */
export class PublishStore {
  constructor(private readonly db: Db, private readonly indexing: PublishIndexing) {}

  /** A node by uuid, or by path alias (`/about-yu`). */
  async findNode(target: string): Promise<ResourceRow | undefined> {
    const condition = target.startsWith("/") ? eq(resources.pathAlias, target) : eq(resources.uuid, target.toLowerCase());
    const rows = await this.db.select().from(resources).where(and(condition, eq(resources.entityType, "node")))
      .orderBy(resources.internalId).limit(1);
    return rows[0];
  }

  /**
   * Publishes `revisionId`, or the newest revision (the working copy) when null. The newest revision is made
   * current in place; an older one is copied into a new revision (as Drupal reverts), so that the history stays
   * in order. The node row, its paragraphs' visibility and the search index change in the same transaction.
   */
  async publish(uuid: string, revisionId: number | null, now: Date): Promise<PublishOutcome> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(resources).where(and(eq(resources.uuid, uuid), eq(resources.entityType, "node")))
        .limit(1).for("update");
      if (row === undefined) return { kind: "not found" };
      const [latest] = await tx.select().from(revisions).where(eq(revisions.resourceUuid, uuid)).orderBy(desc(revisions.id)).limit(1);
      let chosen: RevisionRow | undefined = latest;
      if (revisionId !== null) {
        [chosen] = await tx.select().from(revisions).where(and(eq(revisions.resourceUuid, uuid), eq(revisions.id, revisionId))).limit(1);
      }
      if (chosen === undefined) return revisionId === null ? { kind: "nothing to publish", revisionId: null } : { kind: "no such revision" };
      if (chosen.isDefault && row.published) return { kind: "nothing to publish", revisionId: chosen.id };

      const copied = latest !== undefined && chosen.id !== latest.id;
      let id = chosen.id;
      let attributes: Attributes = { ...chosen.attributes, status: true, moderation_state: "published" };
      if (copied) {
        const [highest] = await tx.select({ id: max(revisions.id) }).from(revisions);
        id = (highest?.id ?? 0) + 1;
        const stamp = drupalTimestamp(now);
        attributes = { ...attributes, drupal_internal__vid: id, changed: stamp, revision_timestamp: stamp,
          revision_log: `Copy of the revision from ${String(chosen.attributes.changed ?? chosen.createdAt)}.` };
      }
      const relationships = chosen.relationships;

      await tx.update(revisions).set({ isDefault: false }).where(and(eq(revisions.resourceUuid, uuid), ne(revisions.id, id)));
      if (copied) {
        await tx.insert(revisions).values({ id, resourceUuid: uuid, published: true, isDefault: true, attributes, relationships,
          createdAt: drupalTimestamp(now) });
      } else {
        await tx.update(revisions).set({ published: true, isDefault: true, attributes }).where(eq(revisions.id, id));
      }

      // The paragraphs the new revision shows become public; those only the old one showed are no longer.
      const shown = await this.paragraphTree(tx, relationships);
      const hidden = [...await this.paragraphTree(tx, row.relationships)].filter((paragraph) => !shown.has(paragraph));
      if (shown.size > 0) await tx.update(resources).set({ published: true }).where(inArray(resources.uuid, [...shown]));
      if (hidden.length > 0) await tx.update(resources).set({ published: false }).where(inArray(resources.uuid, hidden));

      const [node] = await tx.update(resources).set({
        published: true, revisionId: id, attributes, relationships, pathAlias: aliasOf(attributes, row.pathAlias),
        searchText: this.indexing.searchText(attributes),
      }).where(eq(resources.uuid, uuid)).returning();
      await this.indexing.reindex(tx, [uuid]);
      if (node === undefined) throw new Error(`node ${uuid} disappeared while being published`);
      return { kind: "published", node, revisionId: id, previousRevisionId: row.revisionId, previousAlias: row.pathAlias, copied };
    });
  }

  /** Every paragraph reachable from the relationships, nested ones included. */
  private async paragraphTree(db: Db, relationships: StoredRelationships): Promise<Set<string>> {
    const found = new Set<string>();
    let frontier = paragraphIds(relationships);
    while (frontier.length > 0) {
      const fresh = frontier.filter((id) => !found.has(id));
      for (const id of fresh) found.add(id);
      if (fresh.length === 0) break;
      const rows = await db.select({ relationships: resources.relationships }).from(resources)
        .where(and(inArray(resources.uuid, fresh), sql`${resources.entityType} = 'paragraph'`));
      frontier = rows.flatMap((paragraph) => paragraphIds(paragraph.relationships));
    }
    return found;
  }
}
