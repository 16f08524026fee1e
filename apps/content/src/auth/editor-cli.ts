import { loadConfig } from "../config/config.ts";
import { createDatabase } from "../db/connection.ts";
import { runMigrations } from "../db/migrations.ts";
import { parseEditorArguments, USAGE, UsageError, type EditorCommand } from "./editor-cli-arguments.ts";
import { accountTable, addEditor, changeEditorPassword, EditorCommandError, listEditors, setEditorBlocked } from "./editor-commands.ts";
import { readNewPassword } from "./read-password.ts";

/**
 * `npm run editor -w apps/content -- <command>`: editor accounts in the service's database (DATABASE_URL, else the
 * PGlite directory). Exit codes: 0 done, 1 not done (no such account, name taken, unacceptable password), 2 usage.
 */
async function run(command: EditorCommand): Promise<void> {
  if (command.command === "help") {
    console.log(USAGE);
    return;
  }
  const sources = { env: process.env, stdin: process.stdin, stderr: process.stderr };
  // Asked for before the database opens, so that a typing mistake costs nothing.
  const password = command.command === "add" || command.command === "password"
    ? await readNewPassword(`New password for ${command.name}`, sources) : null;
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.db);
    switch (command.command) {
      case "add": {
        const account = await addEditor(database.db, command.name, command.roles, password ?? "");
        console.log(`Added ${account.name} (uid ${account.uid}) with roles ${account.roles.join(", ")}.`);
        break;
      }
      case "list":
        console.log(accountTable(await listEditors(database.db)));
        break;
      case "block":
      case "unblock": {
        const account = await setEditorBlocked(database.db, command.name, command.command === "block");
        console.log(command.command === "block" ? `Blocked ${account.name}: it cannot sign in, and its sessions have ended.`
          : `Unblocked ${account.name}: it can sign in again.`);
        break;
      }
      case "password": {
        const account = await changeEditorPassword(database.db, command.name, password ?? "");
        console.log(`Changed the password of ${account.name}; its sessions have ended.`);
        break;
      }
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  let command: EditorCommand;
  try {
    command = parseEditorArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`editor: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
  try {
    await run(command);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(`editor: ${error instanceof EditorCommandError ? message : `failed: ${message}`}`);
    process.exit(1);
  }
}

void main();
