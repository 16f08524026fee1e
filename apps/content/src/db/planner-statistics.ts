import { sql } from "drizzle-orm";
import type { Db } from "./connection.ts";

/** The tables a seed fills in bulk, which every page's lookups read. */
const SEEDED_TABLES = ["resources", "revisions", "redirects", "site_configs", "search_documents", "search_words", "search_best_bets", "search_synonyms"];

/**
 * Brings the query planner's statistics of the seeded tables up to date (`ANALYZE`). Until a table is analysed the
 * planner guesses its size: after a seed of 4,000 units it answered an equality filter on a unit's code by reading
 * every unit of the site (18 ms) instead of from the field's index (0.1 ms). PostgreSQL's autovacuum analyses a table
 * on its own a while later; embedded PGlite has no autovacuum at all. The tables are named, so that on PostgreSQL
 * only this service's schema is analysed.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql.raw(`ANALYZE ${SEEDED_TABLES.join(", ")}`));
}
