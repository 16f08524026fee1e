import { checkRoles, type EditorialRole } from "./roles.ts";

export const USAGE = `usage: npm run editor -w apps/content -- <command>
  add <name> --role <role> [--role <role>…]   add an account (password from EDITOR_PASSWORD, else asked for)
  list                                        list the accounts (uid, name, roles, blocked, created)
  block <name>                                block an account: it cannot sign in, its tokens stop working at once
  unblock <name>                              unblock an account
  password <name>                             set a new password (from EDITOR_PASSWORD, else asked for); ends its sessions`;

export type EditorCommand =
  | { command: "add"; name: string; roles: EditorialRole[] }
  | { command: "list" }
  | { command: "block" | "unblock" | "password"; name: string }
  | { command: "help" };

/** A mistake in the command line: the message, then the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${USAGE}`);
    this.name = "UsageError";
  }
}

const NAMED = new Set(["block", "unblock", "password"]);

/** Reads the command line of `npm run editor`; throws UsageError (with the usage) on anything else. */
export function parseEditorArguments(argv: readonly string[]): EditorCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") return { command: "help" };
  if (command === "list") {
    if (rest.length > 0) throw new UsageError(`list takes no arguments (got "${rest.join(" ")}")`);
    return { command: "list" };
  }
  if (NAMED.has(command)) {
    const [name, ...extra] = rest;
    if (name === undefined || name.startsWith("-")) throw new UsageError(`${command} needs an account name`);
    if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0] ?? ""}"`);
    return { command: command as "block" | "unblock" | "password", name };
  }
  if (command === "add") return parseAdd(rest);
  throw new UsageError(`unknown command "${command}"`);
}

function parseAdd(rest: readonly string[]): EditorCommand {
  let name: string | null = null;
  const roles: string[] = [];
  for (let index = 0; index < rest.length; index += 1) {
    const argument = rest[index] ?? "";
    if (argument === "--role") {
      const role = rest[index + 1];
      if (role === undefined || role.startsWith("-")) throw new UsageError("--role needs a role name");
      roles.push(role);
      index += 1;
    } else if (argument.startsWith("--role=")) {
      roles.push(argument.slice("--role=".length));
    } else if (!argument.startsWith("-") && name === null) {
      name = argument;
    } else {
      throw new UsageError(`unexpected argument "${argument}"`);
    }
  }
  if (name === null) throw new UsageError("add needs an account name");
  if (roles.length === 0) throw new UsageError("add needs at least one --role");
  const checked = checkRoles(roles);
  if ("problem" in checked) throw new UsageError(checked.problem);
  return { command: "add", name, roles: checked.roles };
}
