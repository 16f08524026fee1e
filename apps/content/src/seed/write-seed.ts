import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { redirects, resources, revisions, siteConfigs } from "../db/schema.ts";
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

/** Writes compiled rows in one transaction (optionally emptying the tables first), in batched inserts. */
export async function writeSeed(db: Db, seed: Omit<CompiledSeed, "warnings">, options: { reset: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.reset) await tx.execute(sql`TRUNCATE revisions, resources, redirects, site_configs`);
    await inBatches(seed.resources, (batch) => tx.insert(resources).values(batch));
    await inBatches(seed.revisions, (batch) => tx.insert(revisions).values(batch));
    await inBatches(seed.redirects, (batch) => tx.insert(redirects).values(batch));
    await inBatches(seed.siteConfigs, (batch) => tx.insert(siteConfigs).values(batch));
  });
}
