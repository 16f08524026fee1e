import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "../db/connection.ts";
import { EditorAccountStore } from "../db/editor-account-store.ts";
import type { EditorSeed } from "./editors-file.ts";

/**
 * Puts the demo accounts of `editors.yaml` in the database as written (argon2-hashed now): added when missing,
 * otherwise restored (password, roles, blocked) with their sessions ended. Other accounts are left alone.
 */
export async function seedEditors(db: Db, editors: EditorSeed[], now = new Date()): Promise<void> {
  const store = new EditorAccountStore(db);
  const hashes = await Promise.all(editors.map((editor) => hashPassword(editor.password)));
  for (const [index, editor] of editors.entries()) {
    await store.put({ name: editor.name, passHash: hashes[index] ?? "", roles: editor.roles, blocked: editor.blocked }, now);
  }
}
