import type { Db } from "../db/connection.ts";
import { AccountExistsError, EditorAccountStore, type EditorAccountSummary } from "../db/editor-account-store.ts";
import { nameProblem, passwordProblem } from "./account-rules.ts";
import { hashPassword } from "./passwords.ts";
import { checkRoles } from "./roles.ts";

/** A command that could not be done (no such account, name taken, unacceptable password…); the message says why. */
export class EditorCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EditorCommandError";
  }
}

function check(problem: string | null): void {
  if (problem !== null) throw new EditorCommandError(problem);
}

/** Adds an account with these roles and password (argon2id-hashed). */
export async function addEditor(db: Db, name: string, roles: readonly string[], password: string): Promise<EditorAccountSummary> {
  check(nameProblem(name));
  const checked = checkRoles(roles);
  if ("problem" in checked) throw new EditorCommandError(checked.problem);
  check(passwordProblem(password));
  try {
    const { passHash: _hash, ...account } = await new EditorAccountStore(db).insert({ name, passHash: await hashPassword(password), roles: checked.roles });
    return account;
  } catch (error) {
    if (error instanceof AccountExistsError) throw new EditorCommandError(error.message);
    throw error;
  }
}

export function listEditors(db: Db): Promise<EditorAccountSummary[]> {
  return new EditorAccountStore(db).list();
}

/** Blocks (ending its sessions) or unblocks an account. */
export async function setEditorBlocked(db: Db, name: string, blocked: boolean, now = new Date()): Promise<EditorAccountSummary> {
  const row = await new EditorAccountStore(db).setBlocked(name, blocked, now);
  if (row === undefined) throw new EditorCommandError(`there is no account named "${name}"`);
  const { passHash: _hash, ...account } = row;
  return account;
}

/** Sets a new password and ends the account's sessions. */
export async function changeEditorPassword(db: Db, name: string, password: string, now = new Date()): Promise<EditorAccountSummary> {
  check(passwordProblem(password));
  const store = new EditorAccountStore(db);
  if (await store.byName(name) === undefined) throw new EditorCommandError(`there is no account named "${name}"`);
  const row = await store.setPassword(name, await hashPassword(password), now);
  if (row === undefined) throw new EditorCommandError(`there is no account named "${name}"`);
  const { passHash: _hash, ...account } = row;
  return account;
}

/** The accounts as an aligned text table (never a hash). */
export function accountTable(accounts: readonly EditorAccountSummary[]): string {
  if (accounts.length === 0) return "No editor accounts.";
  const rows = [["uid", "name", "roles", "blocked", "created"], ...accounts.map((account) => [String(account.uid), account.name,
    account.roles.length === 0 ? "(none)" : account.roles.join(","), account.blocked ? "yes" : "no",
    account.createdAt.toISOString().replace(/\.\d{3}Z$/, "Z")])];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ").trimEnd()).join("\n");
}
