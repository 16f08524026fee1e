import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface ConnectionOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL only: work inside this schema (created when missing); used to isolate test runs. */
  schema?: string;
  /**
   * PGlite only: a data directory dumped by PGlite (`dumpDataDir`) to start from, in place of creating a new cluster
   * (initdb, 3–4 s); used by the tests to open one database per file quickly.
   */
  startFrom?: Blob;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PGlite (embedded, with pg_trgm) when no DATABASE_URL is given, node-postgres otherwise. */
export async function createDatabase(options: ConnectionOptions): Promise<Database> {
  if (options.databaseUrl === null) {
    if (!options.dataDir.startsWith("memory://")) await mkdir(options.dataDir, { recursive: true });
    const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm }, ...(options.startFrom === undefined ? {} : { loadDataDir: options.startFrom }) });
    return { db: drizzlePglite({ client }), driver: "pglite", close: () => client.close() };
  }
  const poolConfig: pg.PoolConfig = { connectionString: options.databaseUrl, max: 10 };
  if (options.schema !== undefined) {
    if (!SCHEMA_NAME.test(options.schema)) throw new Error(`invalid schema name "${options.schema}"`);
    // public stays on the path: extensions such as pg_trgm live there.
    poolConfig.options = `-c search_path=${options.schema},public`;
  }
  const pool = new pg.Pool(poolConfig);
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  if (options.schema !== undefined) {
    // Created up front in public so that dropping a test schema never takes the extension with it.
    await pool.query("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public");
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
  }
  else await pool.query("SELECT 1");
  return { db: drizzlePg({ client: pool }), driver: "postgres", close: () => pool.end() };
}
