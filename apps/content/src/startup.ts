import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config/config.ts";
import type { Db } from "./db/connection.ts";
import { EditorAccountStore } from "./db/editor-account-store.ts";
import { runMigrations } from "./db/migrations.ts";
import { refreshPlannerStatistics } from "./db/planner-statistics.ts";
import { ensureSearchIndex } from "./search/indexer.ts";
import { EDITORS_FILE, loadEditors } from "./seed/editors-file.ts";
import { placeholderContext } from "./seed/placeholder-context.ts";
import { seedFromContent } from "./seed/seed-database.ts";
import { seedEditors } from "./seed/seed-editors.ts";
import { loadSynonyms, SYNONYMS_FILE } from "./seed/synonyms-file.ts";
import { isDatabaseEmpty } from "./seed/write-seed.ts";
import { searchSynonyms } from "./db/schema.ts";

/** The migration that created the search thesaurus' table. */
const THESAURUS_MIGRATION = 9;

/**
 * Migrates, then seeds from CONTENT_DIR (plus CONTENT_SCALE synthetic courses) when the database is empty. A database
 * seeded earlier has its planner statistics refreshed: embedded PGlite never analyses a table on its own, and one
 * seeded before the seed analysed its tables has none.
 */
export async function prepareDatabase(db: Db, config: Config, log: Pick<FastifyBaseLogger, "info" | "warn">): Promise<void> {
  const applied = await runMigrations(db);
  if (applied.length > 0) log.info(`database: applied migrations ${applied.join(", ")}`);
  if (!(await isDatabaseEmpty(db))) {
    await ensureSearchIndex(db, log);
    await ensureDemoEditors(db, config, log);
    if (applied.includes(THESAURUS_MIGRATION)) await addThesaurus(db, config, log);
    await refreshPlannerStatistics(db);
    return;
  }
  log.info(`database: empty, seeding from ${config.contentDir}`);
  await seedFromContent({
    db, contentDir: config.contentDir, placeholders: placeholderContext(config), reset: false, scale: config.scale, demoEditors: config.demoEditors,
    log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
  });
}

/**
 * A database seeded before editor accounts existed gets the demo accounts once, when it has no account at all
 * (and CONTENT_DEMO_EDITORS is on), so that `npm start` on an existing local database can sign in too.
 */
async function ensureDemoEditors(db: Db, config: Config, log: Pick<FastifyBaseLogger, "info" | "warn">): Promise<void> {
  if (!config.demoEditors || (await new EditorAccountStore(db).list()).length > 0) return;
  const problems: string[] = [];
  const editors = await loadEditors(config.contentDir, problems);
  if (problems.length > 0) {
    log.warn(`database: demo editor accounts not added: ${problems.join("; ")}`);
    return;
  }
  if (editors === undefined || editors.length === 0) return;
  await seedEditors(db, editors);
  log.info(`database: added the ${editors.length} demo editor accounts of ${EDITORS_FILE}`);
}

/** A database seeded before the search thesaurus existed gets it once, as the migration creating its table runs. */
async function addThesaurus(db: Db, config: Config, log: Pick<FastifyBaseLogger, "info" | "warn">): Promise<void> {
  const problems: string[] = [];
  const synonyms = await loadSynonyms(config.contentDir, problems);
  if (problems.length > 0) {
    log.warn(`database: search synonyms not added: ${problems.join("; ")}`);
    return;
  }
  if (synonyms.length === 0) return;
  await db.insert(searchSynonyms).values(synonyms);
  log.info(`database: added the ${synonyms.length} search synonyms of ${SYNONYMS_FILE}`);
}
