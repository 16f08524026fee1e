import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A JSON:API relationship as stored: one identifier, a list, or null, each identifier with optional meta. */
export interface StoredIdentifier {
  type: string;
  id: string;
  meta?: Record<string, unknown>;
}
export type StoredRelationship = { data: StoredIdentifier | StoredIdentifier[] | null };
export type StoredRelationships = Record<string, StoredRelationship>;
export type Attributes = Record<string, unknown>;

// Tables only: indexes, constraints and extensions live in migrations.ts, the one source of DDL.
// One generic table for every Tide resource type; the node row always holds the default (published)
// revision so public reads never touch `revisions`.
export const resources = pgTable("resources", {
  uuid: uuid("uuid").primaryKey(),
  type: text("type").notNull(),
  entityType: text("entity_type").notNull(),
  bundle: text("bundle").notNull(),
  internalId: integer("internal_id"),
  revisionId: integer("revision_id"),
  published: boolean("published").notNull(),
  attributes: jsonb("attributes").$type<Attributes>().notNull(),
  relationships: jsonb("relationships").$type<StoredRelationships>().notNull(),
  pathAlias: text("path_alias"),
  siteTids: integer("site_tids").array().notNull(),
  primarySite: integer("primary_site"),
  searchText: text("search_text").notNull(),
});

export const revisions = pgTable("revisions", {
  id: integer("id").primaryKey(),
  resourceUuid: uuid("resource_uuid").notNull().references(() => resources.uuid, { onDelete: "cascade" }),
  published: boolean("published").notNull(),
  isDefault: boolean("is_default").notNull(),
  attributes: jsonb("attributes").$type<Attributes>().notNull(),
  relationships: jsonb("relationships").$type<StoredRelationships>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull(),
});

export const redirects = pgTable("redirects", {
  uuid: uuid("uuid").primaryKey(),
  internalId: integer("internal_id").notNull(),
  source: text("source").notNull(),
  target: text("target").notNull(),
  statusCode: integer("status_code").notNull(),
  siteTid: integer("site_tid"),
});

/** What Tide has no field for (header/footer structure, concierge, quick exit…), one row per site. */
export const siteConfigs = pgTable("site_configs", {
  siteTid: integer("site_tid").primaryKey(),
  key: text("key").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
});
