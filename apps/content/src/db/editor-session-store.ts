import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { editorAccounts, editorSessions } from "./schema.ts";

/** A session with the account it belongs to, read together in one query for every editor request. */
export interface SessionWithAccount {
  sid: string;
  uid: number;
  expiresAt: Date;
  endedAt: Date | null;
  logoutToken: string;
  name: string;
  roles: string[];
  blocked: boolean;
}

export interface NewSession {
  sid: string;
  logoutToken: string;
  createdAt: Date;
  expiresAt: Date;
}

export class EditorSessionStore {
  constructor(private readonly db: Db) {}

  async create(uid: number, createdAt: Date, expiresAt: Date): Promise<NewSession> {
    const session = { sid: randomUUID(), logoutToken: randomBytes(32).toString("base64url"), createdAt, expiresAt };
    await this.db.insert(editorSessions).values({ uid, ...session });
    return session;
  }

  async withAccount(sid: string): Promise<SessionWithAccount | undefined> {
    const rows = await this.db.select({
      sid: editorSessions.sid, uid: editorSessions.uid, expiresAt: editorSessions.expiresAt, endedAt: editorSessions.endedAt,
      logoutToken: editorSessions.logoutToken, name: editorAccounts.name, roles: editorAccounts.roles, blocked: editorAccounts.blocked,
    }).from(editorSessions).innerJoin(editorAccounts, eq(editorAccounts.uid, editorSessions.uid))
      .where(eq(editorSessions.sid, sid)).limit(1);
    return rows[0];
  }

  /** Ends a session (logout); a session already ended keeps its first end. */
  async end(sid: string, at: Date): Promise<void> {
    await this.db.update(editorSessions).set({ endedAt: at }).where(and(eq(editorSessions.sid, sid), isNull(editorSessions.endedAt)));
  }
}
