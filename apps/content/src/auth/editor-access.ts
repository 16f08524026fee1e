import type { EditorSessionStore, SessionWithAccount } from "../db/editor-session-store.ts";
import type { JwtSecret } from "./jwt-secret.ts";
import { bearerToken, verifyJwt } from "./jwt.ts";
import { canPreview } from "./roles.ts";
import { tokenIdentity } from "./token-claims.ts";

/** The signed-in editor behind a request. */
export interface SignedInEditor {
  uid: number;
  name: string;
  roles: string[];
  sid: string;
  logoutToken: string;
  sessionExpiresAt: Date;
  /** Has an editorial role: may see working copies and revisions. */
  canPreview: boolean;
}

export type Refusal = "no session" | "other account" | "session ended" | "session expired" | "blocked";

/** Why a verified token's session and account do not make a signed-in editor, or null when they do. */
export function refusalOf(row: SessionWithAccount | undefined, uid: number, now: number): Refusal | null {
  if (row === undefined) return "no session";
  if (row.uid !== uid) return "other account";
  if (row.endedAt !== null) return "session ended";
  if (row.expiresAt.getTime() <= now) return "session expired";
  if (row.blocked) return "blocked";
  return null;
}

export interface EditorAccessDeps {
  secret: JwtSecret;
  sessions: EditorSessionStore;
  now: () => number;
}

/**
 * Who is behind an `X-Authorization: Bearer <jwt>` header — the one place that decides it, for the resource routes,
 * `/jwt/token/` and logout: the token verifies (signature, `exp`) and names a session that has neither ended nor
 * expired, of an account that exists and is not blocked (read together in one query, so a block or a logout
 * takes effect on the very next request).
 */
export class EditorAccess {
  constructor(private readonly deps: EditorAccessDeps) {}

  async signedIn(header: string | string[] | undefined): Promise<SignedInEditor | null> {
    const token = bearerToken(header);
    if (token === null) return null;
    const now = this.deps.now();
    const claims = await verifyJwt(token, await this.deps.secret.get(), now);
    const identity = claims === null ? null : tokenIdentity(claims);
    if (identity === null) return null;
    const row = await this.deps.sessions.withAccount(identity.sid);
    if (row === undefined || refusalOf(row, identity.uid, now) !== null) return null;
    return { uid: row.uid, name: row.name, roles: row.roles, sid: row.sid, logoutToken: row.logoutToken,
      sessionExpiresAt: row.expiresAt, canPreview: canPreview(row.roles) };
  }

  /** A signed-in editor who may preview (has an editorial role), or null. */
  async previewer(header: string | string[] | undefined): Promise<SignedInEditor | null> {
    const editor = await this.signedIn(header);
    return editor?.canPreview === true ? editor : null;
  }
}
