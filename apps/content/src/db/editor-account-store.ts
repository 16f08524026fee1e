import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { editorAccounts, editorSessions } from "./schema.ts";

export type EditorAccountRow = typeof editorAccounts.$inferSelect;
/** An account as listed: never its password hash. */
export type EditorAccountSummary = Omit<EditorAccountRow, "passHash">;

export interface NewEditorAccount {
  name: string;
  passHash: string;
  roles: string[];
  blocked?: boolean;
}

export class AccountExistsError extends Error {
  constructor(name: string) {
    super(`an account named "${name}" already exists (names are compared without regard to case)`);
    this.name = "AccountExistsError";
  }
}

const byLowerName = (name: string) => eq(sql`lower(${editorAccounts.name})`, name.toLowerCase());

/** Editor accounts; a name is found whatever its case. */
export class EditorAccountStore {
  constructor(private readonly db: Db) {}

  async byName(name: string): Promise<EditorAccountRow | undefined> {
    const rows = await this.db.select().from(editorAccounts).where(byLowerName(name)).limit(1);
    return rows[0];
  }

  /** Adds an account; AccountExistsError when the name is taken in any case. */
  async insert(account: NewEditorAccount): Promise<EditorAccountRow> {
    return this.db.transaction(async (tx) => {
      const taken = await tx.select({ uid: editorAccounts.uid }).from(editorAccounts).where(byLowerName(account.name)).limit(1);
      if (taken.length > 0) throw new AccountExistsError(account.name);
      const rows = await tx.insert(editorAccounts).values({ name: account.name, passHash: account.passHash, roles: account.roles,
        blocked: account.blocked ?? false }).returning();
      const row = rows[0];
      if (row === undefined) throw new Error("the account was not stored");
      return row;
    });
  }

  /**
   * Makes the account look exactly as given (password, roles, blocked), adding it when missing and keeping its uid
   * otherwise, and ends its sessions: how the demo accounts are seeded and reset.
   */
  async put(account: NewEditorAccount, now: Date): Promise<EditorAccountRow> {
    return this.db.transaction(async (tx) => {
      const existing = await tx.select({ uid: editorAccounts.uid }).from(editorAccounts).where(byLowerName(account.name)).limit(1);
      const values = { passHash: account.passHash, roles: account.roles, blocked: account.blocked ?? false };
      const uid = existing[0]?.uid;
      const rows = uid === undefined
        ? await tx.insert(editorAccounts).values({ name: account.name, ...values }).returning()
        : await tx.update(editorAccounts).set({ name: account.name, ...values }).where(eq(editorAccounts.uid, uid)).returning();
      if (uid !== undefined) {
        await tx.update(editorSessions).set({ endedAt: now }).where(and(eq(editorSessions.uid, uid), isNull(editorSessions.endedAt)));
      }
      const row = rows[0];
      if (row === undefined) throw new Error("the account was not stored");
      return row;
    });
  }

  async list(): Promise<EditorAccountSummary[]> {
    return this.db.select({ uid: editorAccounts.uid, name: editorAccounts.name, roles: editorAccounts.roles,
      blocked: editorAccounts.blocked, createdAt: editorAccounts.createdAt }).from(editorAccounts).orderBy(asc(editorAccounts.uid));
  }

  /** Blocks or unblocks; blocking also ends the account's sessions. Undefined when there is no such account. */
  async setBlocked(name: string, blocked: boolean, now: Date): Promise<EditorAccountRow | undefined> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.update(editorAccounts).set({ blocked }).where(byLowerName(name)).returning();
      const row = rows[0];
      if (row !== undefined && blocked) {
        await tx.update(editorSessions).set({ endedAt: now }).where(and(eq(editorSessions.uid, row.uid), isNull(editorSessions.endedAt)));
      }
      return row;
    });
  }

  /** Sets a new password hash and ends the account's sessions (as Drupal does). Undefined when there is no such account. */
  async setPassword(name: string, passHash: string, now: Date): Promise<EditorAccountRow | undefined> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.update(editorAccounts).set({ passHash }).where(byLowerName(name)).returning();
      const row = rows[0];
      if (row !== undefined) {
        await tx.update(editorSessions).set({ endedAt: now }).where(and(eq(editorSessions.uid, row.uid), isNull(editorSessions.endedAt)));
      }
      return row;
    });
  }
}
