// Test support only (excluded from the build): a migrated, seeded database per test file and an app over it.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import { createApp } from "../app.ts";
import { loadConfig, type Config } from "../config/config.ts";
import { createDatabase, type Database } from "../db/connection.ts";
import { runMigrations } from "../db/migrations.ts";
import { seedFromContent } from "../seed/seed-database.ts";

export const FIXTURES_DIR = fileURLToPath(new URL("../seed/fixtures/", import.meta.url));
export const TEST_NOW = new Date("2026-06-15T00:00:00Z");
export const TEST_JWT_SECRET = "test-jwt-secret";
export const PUBLIC_URL = "http://content.test";

export interface TestDriver {
  name: "pglite" | "postgres";
  url: string | null;
  /** Why this driver's tests are skipped, or null when they run. */
  skipReason: string | null;
}

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || null;
/** The embedded database, which every run has. */
export const PGLITE_DRIVER: TestDriver = { name: "pglite", url: null, skipReason: null };
export const TEST_DRIVERS: TestDriver[] = [
  PGLITE_DRIVER,
  { name: "postgres", url: postgresUrl,
    skipReason: postgresUrl === null ? "skipped: TEST_DATABASE_URL is not set (PostgreSQL variant)" : null },
];

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ CONTENT_PORT: "0", CONTENT_DATA_DIR: "memory://", CONTENT_DIR: FIXTURES_DIR, CONTENT_PUBLIC_URL: PUBLIC_URL,
    LOG_LEVEL: "silent", CONTENT_JWT_SECRET: TEST_JWT_SECRET, ...env });
}

/** The empty cluster every in-memory database starts from (pglite-template.setup.ts), read once per file. */
let emptyCluster: Blob | undefined;

/** A fresh database: in-memory PGlite, or a uniquely named PostgreSQL schema dropped again by `drop`. */
export async function openTestDatabase(driver: TestDriver, label: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver.url === null) {
    emptyCluster ??= new Blob([readFileSync(inject("pgliteTemplate"))]);
    const database = await createDatabase({ databaseUrl: null, dataDir: "memory://", startFrom: emptyCluster });
    return { database, drop: () => database.close() };
  }
  const schema = `test_${label.replace(/[^a-z0-9]/g, "_")}_${randomBytes(4).toString("hex")}`;
  const database = await createDatabase({ databaseUrl: driver.url, dataDir: "", schema });
  return {
    database,
    drop: async () => {
      await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      await database.close();
    },
  };
}

export interface SeededApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
}

const quietLog = { info: () => undefined, warn: () => undefined };

/** Registers hooks that seed the fixtures into a fresh database once for the file and build the app. */
export function useSeededApp(driver: TestDriver, label: string, env: Record<string, string> = {},
  options: { contentDir?: string; scale?: number } = {}): SeededApp {
  const holder = {} as SeededApp;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (driver.skipReason !== null) return;
    const opened = await openTestDatabase(driver, label);
    drop = opened.drop;
    holder.database = opened.database;
    holder.config = testConfig({ ...env, ...(options.contentDir === undefined ? {} : { CONTENT_DIR: options.contentDir }) });
    await runMigrations(opened.database.db);
    await seedFromContent({ db: opened.database.db, contentDir: holder.config.contentDir, reset: false, scale: options.scale ?? 0, demoEditors: true,
      placeholders: { productName: holder.config.productName, shortName: holder.config.productShortName,
        slug: holder.config.productSlug, now: TEST_NOW }, log: quietLog });
    holder.app = await createApp({ config: holder.config, db: opened.database.db, now: () => TEST_NOW });
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.app?.close();
    await drop?.();
  });
  return holder;
}

/** JSON body of an injected response. */
export function bodyOf<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}
