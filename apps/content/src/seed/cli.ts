import { loadConfig } from "../config/config.ts";
import { createDatabase } from "../db/connection.ts";
import { runMigrations } from "../db/migrations.ts";
import { ContentNotifier } from "../publish/notify.ts";
import { notifyingContentChange } from "../publish/notify-content-change.ts";
import { placeholderContext } from "./placeholder-context.ts";
import { loadContent } from "./load-content.ts";
import { addSyntheticCatalogue, seedFromContent } from "./seed-database.ts";
import { parseArguments } from "./cli-arguments.ts";
import { SeedValidationError } from "./types.ts";
import { isDatabaseEmpty } from "./write-seed.ts";

const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  if (args.check) {
    // Validation only: no database needed, so content authors can run it while writing YAML.
    const compiled = await loadContent(config.contentDir, placeholderContext(config));
    for (const warning of compiled.warnings) log.warn(`warning: ${warning}`);
    log.info(`${config.contentDir}: ${compiled.resources.length} resources, ${compiled.redirects.length} redirects, `
      + `${compiled.siteConfigs.length} site configurations, ${compiled.bestBets?.length ?? 0} search best bets, `
      + `${compiled.synonyms?.length ?? 0} search synonyms, `
      + `${compiled.editors?.length ?? 0} demo editor accounts — valid`);
    return;
  }
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.db);
    const scale = args.scale ?? config.scale;
    if (!args.reset && !(await isDatabaseEmpty(database.db)) && scale === 0) {
      log.info("The database is already seeded; pass --reset to replace its content.");
      return;
    }
    // A re-seed or an added catalogue is a content change: the sites and caches are told what it changed.
    await notifyingContentChange(database.db, new ContentNotifier(config, log), log, async () => {
      if (!args.reset && !(await isDatabaseEmpty(database.db))) await addSyntheticCatalogue(database.db, scale, new Date(), log);
      else await seedFromContent({ db: database.db, contentDir: config.contentDir, placeholders: placeholderContext(config),
        reset: args.reset, scale, demoEditors: config.demoEditors, log });
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof SeedValidationError) console.error(error.message);
  else console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
