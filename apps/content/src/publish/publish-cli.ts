import { loadConfig } from "../config/config.ts";
import { createDatabase } from "../db/connection.ts";
import { runMigrations } from "../db/migrations.ts";
import { PublishStore } from "../db/publish-store.ts";
import { SEARCH_INDEXING } from "../search/publish-indexing.ts";
import { ContentNotifier } from "./notify.ts";
import { parsePublishArguments, PublishUsageError, type PublishArguments } from "./publish-cli-arguments.ts";
import { publishNode } from "./publish-node.ts";

const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };

/**
 * `npm run publish -w apps/content -- <node uuid or alias> [--revision N]`: makes a node's working copy (or revision N)
 * its current published revision in the service's database, then tells the sites and HTTP caches
 * (CONTENT_REVALIDATE_URLS, CONTENT_PURGE_URLS). Exit codes: 0 published, 1 not (no such node or revision, nothing to
 * publish, database error), 2 usage.
 */
async function run(args: PublishArguments): Promise<number> {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.db);
    const store = new PublishStore(database.db, SEARCH_INDEXING);
    const node = await store.findNode(args.target);
    if (node === undefined) {
      console.error(`publish: there is no node ${args.target}`);
      return 1;
    }
    const notifier = new ContentNotifier(config, log);
    const result = await publishNode(store, notifier, node.uuid, args.revision);
    switch (result.kind) {
      case "not found":
        console.error(`publish: there is no node ${args.target}`);
        return 1;
      case "no such revision":
        console.error(`publish: node ${node.uuid} has no revision ${String(args.revision)}`);
        return 1;
      case "nothing to publish":
        console.error(args.revision === null
          ? `publish: ${node.type} ${node.uuid} has no working copy to publish (revision ${String(result.revisionId)} is current)`
          : `publish: revision ${String(args.revision)} is already current`);
        return 1;
      case "published": {
        console.log(`Published ${node.type} ${node.uuid} (${String(node.pathAlias)}): revision ${result.outcome.revisionId} is current`
          + `${result.outcome.copied ? " (a copy of the revision asked for)" : ""}; changed cache tags: ${result.report.tags.join(" ")}`);
        if (!notifier.configured) console.log("No site or cache to tell (CONTENT_REVALIDATE_URLS and CONTENT_PURGE_URLS are unset).");
        const failed = [...result.report.revalidated, ...result.report.purged].filter((delivery) => !delivery.ok);
        if (failed.length > 0) console.warn(`publish: ${failed.length} notification(s) failed; the node is published all the same`);
        return 0;
      }
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  let args: PublishArguments;
  try {
    args = parsePublishArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`publish: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof PublishUsageError ? 2 : 1);
  }
  try {
    process.exit(await run(args));
  } catch (error) {
    console.error(`publish failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

void main();
