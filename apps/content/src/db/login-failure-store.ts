import { and, desc, eq, gt, lt, max, sql } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { editorAccounts, editorSessions, loginFailures } from "./schema.ts";

/**
 * Failed sign-ins, by account name (lower-cased) and visitor address; shared by every instance on the database. The
 * account's limit counts its failures from one address, so no one else's failures can refuse the account's owner.
 */
export class LoginFailureStore {
  constructor(private readonly db: Db, private readonly windowMs: number) {}

  /** Records a failure and forgets that account's and that address's failures older than the window. */
  async record(account: string, address: string, at: Date): Promise<void> {
    const cutoff = new Date(at.getTime() - this.windowMs);
    await this.db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(and(eq(loginFailures.account, account), lt(loginFailures.at, cutoff)));
      await tx.delete(loginFailures).where(and(eq(loginFailures.address, address), lt(loginFailures.at, cutoff)));
      await tx.insert(loginFailures).values({ account, address, at });
    });
  }

  /** Times (ms) of the newest failures for the account from the address inside the window, newest first, at most `limit`. */
  async recentForAccountAt(account: string, address: string, now: Date, limit: number): Promise<number[]> {
    const rows = await this.db.select({ at: loginFailures.at }).from(loginFailures)
      .where(and(eq(loginFailures.account, account), eq(loginFailures.address, address),
        gt(loginFailures.at, new Date(now.getTime() - this.windowMs))))
      .orderBy(desc(loginFailures.at)).limit(limit);
    return rows.map((row) => row.at.getTime());
  }

  /** Times (ms) of the newest failures from the address inside the window, newest first, at most `limit`. */
  async recentForAddress(address: string, now: Date, limit: number): Promise<number[]> {
    const rows = await this.db.select({ at: loginFailures.at }).from(loginFailures)
      .where(and(eq(loginFailures.address, address), gt(loginFailures.at, new Date(now.getTime() - this.windowMs))))
      .orderBy(desc(loginFailures.at)).limit(limit);
    return rows.map((row) => row.at.getTime());
  }

  /**
   * How many failures the account has had inside the window from any address since its last successful sign-in (its
   * newest session: a sign-in is the only thing that makes one), counting no further than `limit`. A name no account has
   * never signs in: all its failures count.
   */
  async countForAccountSinceSignIn(account: string, now: Date, limit: number): Promise<number> {
    const lastSignIn = this.db.select({ at: max(editorSessions.createdAt) }).from(editorSessions)
      .innerJoin(editorAccounts, eq(editorAccounts.uid, editorSessions.uid))
      .where(eq(sql`lower(${editorAccounts.name})`, account));
    const rows = await this.db.select({ id: loginFailures.id }).from(loginFailures)
      .where(and(eq(loginFailures.account, account), gt(loginFailures.at, new Date(now.getTime() - this.windowMs)),
        gt(loginFailures.at, sql`coalesce((${lastSignIn}), '-infinity'::timestamptz)`)))
      .limit(limit);
    return rows.length;
  }

  /** A successful sign-in forgives the account's failures from that address (not the ones from elsewhere). */
  async clearAccountAt(account: string, address: string): Promise<void> {
    await this.db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
  }
}
