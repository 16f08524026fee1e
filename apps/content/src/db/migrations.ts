import { sql } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { rawRows } from "./raw-rows.ts";

export interface Migration {
  id: number;
  name: string;
  statements: string[];
}

// Append only: a migration that has run somewhere is never edited. SQL stays within PostgreSQL 15.
export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: "resources, revisions, redirects, site configuration",
    statements: [
      "CREATE EXTENSION IF NOT EXISTS pg_trgm",
      `CREATE TABLE resources (
        uuid uuid PRIMARY KEY,
        type text NOT NULL,
        entity_type text NOT NULL,
        bundle text NOT NULL,
        internal_id integer,
        revision_id integer,
        published boolean NOT NULL,
        attributes jsonb NOT NULL,
        relationships jsonb NOT NULL,
        path_alias text,
        site_tids integer[] NOT NULL DEFAULT '{}',
        primary_site integer,
        search_text text NOT NULL DEFAULT ''
      )`,
      "CREATE UNIQUE INDEX resources_entity_internal_idx ON resources (entity_type, internal_id)",
      "CREATE INDEX resources_type_idx ON resources (type, internal_id)",
      "CREATE INDEX resources_path_alias_idx ON resources (path_alias) WHERE path_alias IS NOT NULL",
      "CREATE INDEX resources_site_tids_idx ON resources USING gin (site_tids)",
      "CREATE INDEX resources_search_text_trgm_idx ON resources USING gin (search_text gin_trgm_ops)",
      `CREATE TABLE revisions (
        id integer PRIMARY KEY,
        resource_uuid uuid NOT NULL REFERENCES resources (uuid) ON DELETE CASCADE,
        published boolean NOT NULL,
        is_default boolean NOT NULL,
        attributes jsonb NOT NULL,
        relationships jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      "CREATE INDEX revisions_resource_idx ON revisions (resource_uuid, id)",
      `CREATE TABLE redirects (
        uuid uuid PRIMARY KEY,
        internal_id integer NOT NULL,
        source text NOT NULL,
        target text NOT NULL,
        status_code integer NOT NULL,
        site_tid integer
      )`,
      "CREATE UNIQUE INDEX redirects_source_site_idx ON redirects (source, (coalesce(site_tid, 0)))",
      `CREATE TABLE site_configs (
        site_tid integer PRIMARY KEY,
        key text NOT NULL,
        data jsonb NOT NULL
      )`,
    ],
  },
  {
    id: 2,
    name: "search suggestions: lower-cased node titles with trigram indexes per collection",
    statements: [
      // Generated, so it can never disagree with the default revision's attributes; narrow, so ranking
      // thousands of candidates never detoasts their attributes.
      "ALTER TABLE resources ADD COLUMN search_title text GENERATED ALWAYS AS (lower(attributes ->> 'title')) STORED",
      // One partial index per suggestion collection (search/collections.ts repeats these type lists): a
      // prefix common in the catalogue then costs the content collection nothing, and the reverse.
      `CREATE INDEX resources_title_trgm_content_idx ON resources USING gin (search_title gin_trgm_ops)
        WHERE published AND path_alias IS NOT NULL AND type IN ('node--page', 'node--landing_page',
          'node--microsite_page', 'node--news', 'node--event', 'node--profile', 'node--publication', 'node--grant')`,
      `CREATE INDEX resources_title_trgm_courses_idx ON resources USING gin (search_title gin_trgm_ops)
        WHERE published AND path_alias IS NOT NULL AND type IN ('node--course', 'node--unit', 'node--unit_set')`,
    ],
  },
];

// Arbitrary constant: serialises concurrent start-ups against one PostgreSQL database.
const MIGRATION_LOCK = 7_414_201;

/** Applies the migrations not yet recorded in schema_migrations; safe to call on every start. */
export async function runMigrations(db: Db, migrations: Migration[] = MIGRATIONS): Promise<number[]> {
  await db.execute(sql.raw(
    "CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
  ));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const applied = await tx.execute(sql`SELECT id FROM schema_migrations`);
    const done = new Set(rawRows(applied).map((row) => Number(row.id)));
    const ran: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (id, name) VALUES (${migration.id}, ${migration.name})`);
      ran.push(migration.id);
    }
    return ran;
  });
}
