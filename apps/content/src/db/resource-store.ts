import { and, desc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { redirects, resources, revisions, siteConfigs, type Attributes, type StoredRelationships } from "./schema.ts";

export type ResourceRow = typeof resources.$inferSelect;
export type RevisionRow = typeof revisions.$inferSelect;
export type RedirectRow = typeof redirects.$inferSelect;
export type SiteConfigRow = typeof siteConfigs.$inferSelect;

export interface ListOptions {
  type: string;
  where?: SQL | undefined;
  orderBy: SQL[];
  offset: number;
  limit: number;
  /** Nodes only: keep those whose field_node_site contains this site. */
  site: number | null;
  includeUnpublished: boolean;
}

/** Every resource query of the API; each is one indexed statement. */
export class ResourceStore {
  constructor(private readonly db: Db) {}

  async byUuid(uuid: string): Promise<ResourceRow | undefined> {
    const rows = await this.db.select().from(resources).where(eq(resources.uuid, uuid)).limit(1);
    return rows[0];
  }

  async byUuids(uuids: string[], includeUnpublished: boolean): Promise<ResourceRow[]> {
    if (uuids.length === 0) return [];
    const condition = inArray(resources.uuid, uuids);
    return this.db.select().from(resources)
      .where(includeUnpublished ? condition : and(condition, eq(resources.published, true)));
  }

  async typeExists(type: string): Promise<boolean> {
    const rows = await this.db.select({ uuid: resources.uuid }).from(resources).where(eq(resources.type, type)).limit(1);
    return rows.length > 0;
  }

  /** One page of a type plus the total count (a window function, so one statement). */
  async list(options: ListOptions): Promise<{ rows: ResourceRow[]; count: number }> {
    const conditions: SQL[] = [eq(resources.type, options.type)];
    if (!options.includeUnpublished) conditions.push(eq(resources.published, true));
    if (options.site !== null) conditions.push(sql`${resources.siteTids} @> ARRAY[${options.site}]::integer[]`);
    if (options.where !== undefined) conditions.push(options.where);
    const where = and(...conditions);
    const rows = await this.db.select({ ...getTableColumns(resources), total: sql<string>`count(*) OVER ()` })
      .from(resources).where(where)
      .orderBy(...options.orderBy, resources.internalId, resources.uuid)
      .limit(options.limit).offset(options.offset);
    let count = rows.length === 0 ? 0 : Number(rows[0]?.total);
    if (rows.length === 0 && options.offset > 0) {
      // Past the last page the window function has no row to report the total on.
      const counted = await this.db.select({ total: sql<string>`count(*)` }).from(resources).where(where);
      count = Number(counted[0]?.total ?? 0);
    }
    return { rows: rows.map(({ total: _total, ...row }) => row), count };
  }

  async revision(uuid: string, id: number): Promise<RevisionRow | undefined> {
    const rows = await this.db.select().from(revisions)
      .where(and(eq(revisions.resourceUuid, uuid), eq(revisions.id, id))).limit(1);
    return rows[0];
  }

  async latestRevision(uuid: string): Promise<RevisionRow | undefined> {
    const rows = await this.db.select().from(revisions).where(eq(revisions.resourceUuid, uuid))
      .orderBy(desc(revisions.id)).limit(1);
    return rows[0];
  }

  /** The newest revision of each node, for lists read as working copies. */
  async latestRevisions(uuids: string[]): Promise<Map<string, RevisionRow>> {
    if (uuids.length === 0) return new Map();
    const rows = await this.db.selectDistinctOn([revisions.resourceUuid]).from(revisions)
      .where(inArray(revisions.resourceUuid, uuids)).orderBy(revisions.resourceUuid, desc(revisions.id));
    return new Map(rows.map((row) => [row.resourceUuid, row]));
  }

  /** Resources whose path alias is `alias` (nodes first), for route lookups. */
  async byAlias(alias: string): Promise<ResourceRow[]> {
    return this.db.select().from(resources).where(eq(resources.pathAlias, alias))
      .orderBy(sql`${resources.entityType} <> 'node'`, resources.internalId);
  }

  async byTypeAndInternalId(type: string, internalId: number): Promise<ResourceRow | undefined> {
    const rows = await this.db.select().from(resources)
      .where(and(eq(resources.type, type), eq(resources.internalId, internalId))).limit(1);
    return rows[0];
  }

  /** The redirect for a source path on one of the given sites (or on every site), the exact site first. */
  async redirect(source: string, siteTids: number[]): Promise<RedirectRow | undefined> {
    const [exact = 0] = siteTids;
    const rows = await this.db.select().from(redirects)
      .where(and(eq(redirects.source, source), or(isNull(redirects.siteTid), inArray(redirects.siteTid, siteTids))))
      .orderBy(sql`${redirects.siteTid} = ${exact} DESC NULLS LAST`, redirects.internalId).limit(1);
    return rows[0];
  }

  /** One page of the redirects that apply to the given sites (or to every site), oldest first, with the total. */
  async redirectsFor(siteTids: number[], offset: number, limit: number): Promise<{ rows: RedirectRow[]; count: number }> {
    const where = or(isNull(redirects.siteTid), inArray(redirects.siteTid, siteTids));
    const [rows, counted] = await Promise.all([
      this.db.select().from(redirects).where(where).orderBy(redirects.internalId).offset(offset).limit(limit),
      this.db.select({ count: sql<number>`count(*)::int` }).from(redirects).where(where),
    ]);
    return { rows, count: Number(counted[0]?.count ?? 0) };
  }

  async siteConfig(siteTid: number): Promise<SiteConfigRow | undefined> {
    const rows = await this.db.select().from(siteConfigs).where(eq(siteConfigs.siteTid, siteTid)).limit(1);
    return rows[0];
  }

  /** Published menu_link_content items of the given menus. */
  async menuLinks(menuNames: string[]): Promise<ResourceRow[]> {
    if (menuNames.length === 0) return [];
    return this.db.select().from(resources).where(and(eq(resources.type, "menu_link_content--menu_link_content"),
      eq(resources.published, true), inArray(sql<string>`${resources.attributes} ->> 'menu_name'`, menuNames)))
      .orderBy(resources.internalId);
  }

  /** A webform config entity by its machine name (`drupal_internal__id`). */
  async webform(machineName: string): Promise<ResourceRow | undefined> {
    const rows = await this.db.select().from(resources).where(and(eq(resources.type, "webform--webform"),
      eq(sql<string>`${resources.attributes} ->> 'drupal_internal__id'`, machineName))).limit(1);
    return rows[0];
  }

  async allOfType(type: string, includeUnpublished = false): Promise<ResourceRow[]> {
    const condition = eq(resources.type, type);
    return this.db.select().from(resources)
      .where(includeUnpublished ? condition : and(condition, eq(resources.published, true)))
      .orderBy(resources.internalId);
  }
}

/** A resource as a given revision shows it. */
export function withRevision(row: ResourceRow, revision: RevisionRow): ResourceRow {
  return {
    ...row, published: revision.published, revisionId: revision.id,
    attributes: revision.attributes as Attributes, relationships: revision.relationships as StoredRelationships,
  };
}
