import { writeFile } from "node:fs/promises";
import { loadConfig } from "../config/config.ts";
import { createDatabase } from "../db/connection.ts";
import { runMigrations } from "../db/migrations.ts";
import { ResourceStore } from "../db/resource-store.ts";
import { SubmissionStore } from "../db/submission-store.ts";
import { parseExportArguments } from "./export-arguments.ts";
import { elementsOf } from "./stored-elements.ts";
import { submissionsCsv } from "./submissions-csv.ts";

/** `npm run export-submissions -w apps/content -- <webform_id> [--out file.csv]`: a form's submissions as CSV. */
async function main(): Promise<void> {
  const args = parseExportArguments(process.argv.slice(2));
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.db);
    const webform = await new ResourceStore(database.db).webform(args.webformId);
    if (webform === undefined) throw new Error(`there is no webform "${args.webformId}"`);
    const rows = await new SubmissionStore(database.db).list(args.webformId);
    const csv = submissionsCsv(elementsOf(webform.attributes), rows);
    if (args.out === null) process.stdout.write(csv);
    else {
      await writeFile(args.out, csv, "utf8");
      console.error(`${rows.length} submission(s) of ${args.webformId} written to ${args.out}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`export-submissions: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
