import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { refreshPlannerStatistics } from "../db/planner-statistics.ts";
import { redirects, resources, revisions, searchBestBets, searchSynonyms, siteConfigs } from "../db/schema.ts";
import { reindexAll, reindexNodes } from "../search/indexer.ts";
import type { CompiledSeed } from "./types.ts";

// 500 resource rows are 6,500 bind parameters: far below PostgreSQL's 65,535 and fast on both drivers.
const BATCH_SIZE = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) await insert(rows.slice(start, start + BATCH_SIZE));
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ uuid: resources.uuid }).from(resources).limit(1);
  return rows.length === 0;
}

export interface WriteSeedOptions {
  reset: boolean;
  /** Rebuild the whole search index, or only the documents of the resources written (added to a seeded database). */
  reindex: "all" | "written";
}

/**
 * Writes compiled rows in one transaction (optionally emptying the tables first), in batched inserts, and
 * brings the search index up to date inside it, so that a committed seed is always searchable as written; then
 * refreshes the planner's statistics, so that the lookups of the first visitors use the indexes.
 */
export async function writeSeed(db: Db, seed: Omit<CompiledSeed, "warnings">, options: WriteSeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.reset) await tx.execute(sql`TRUNCATE search_documents, search_words, revisions, resources, redirects, site_configs`);
    await inBatches(seed.resources, (batch) => tx.insert(resources).values(batch));
    await inBatches(seed.revisions, (batch) => tx.insert(revisions).values(batch));
    await inBatches(seed.redirects, (batch) => tx.insert(redirects).values(batch));
    await inBatches(seed.siteConfigs, (batch) => tx.insert(siteConfigs).values(batch));
    if (seed.bestBets !== undefined) {
      await tx.delete(searchBestBets);
      await inBatches(seed.bestBets, (batch) => tx.insert(searchBestBets).values(batch));
    }
    if (seed.synonyms !== undefined) {
      await tx.delete(searchSynonyms);
      await inBatches(seed.synonyms, (batch) => tx.insert(searchSynonyms).values(batch));
    }
    if (options.reindex === "all") await reindexAll(tx);
    else await reindexNodes(tx, seed.resources.map((row) => row.uuid));
  });
  await refreshPlannerStatistics(db);
}
