import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config/config.ts";
import type { Db } from "./db/connection.ts";
import { runMigrations } from "./db/migrations.ts";
import { ensureSearchIndex } from "./search/indexer.ts";
import type { PlaceholderContext } from "./seed/placeholders.ts";
import { seedFromContent } from "./seed/seed-database.ts";
import { isDatabaseEmpty } from "./seed/write-seed.ts";

export function placeholderContext(config: Config, now = new Date()): PlaceholderContext {
  return { productName: config.productName, shortName: config.productShortName, slug: config.productSlug, now };
}

/** Migrates, then seeds from CONTENT_DIR (plus CONTENT_SCALE synthetic courses) when the database is empty. */
export async function prepareDatabase(db: Db, config: Config, log: Pick<FastifyBaseLogger, "info" | "warn">): Promise<void> {
  const applied = await runMigrations(db);
  if (applied.length > 0) log.info(`database: applied migrations ${applied.join(", ")}`);
  if (!(await isDatabaseEmpty(db))) {
    await ensureSearchIndex(db, log);
    return;
  }
  log.info(`database: empty, seeding from ${config.contentDir}`);
  await seedFromContent({
    db, contentDir: config.contentDir, placeholders: placeholderContext(config), reset: false, scale: config.scale, demoEditors: config.demoEditors,
    log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
  });
}
