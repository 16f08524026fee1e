import type { TrustedProxies } from "@yu/visitor-address";
import type { EditorAccess } from "../auth/editor-access.ts";
import type { JwtSecret } from "../auth/jwt-secret.ts";
import type { LoginSlowdown } from "../auth/login-slowdown.ts";
import type { EditorAccountStore } from "../db/editor-account-store.ts";
import type { EditorSessionStore } from "../db/editor-session-store.ts";
import type { LoginFailureStore } from "../db/login-failure-store.ts";

/** What the sign-in, token and logout routes need. */
export interface EditorAuthDeps {
  accounts: EditorAccountStore;
  sessions: EditorSessionStore;
  failures: LoginFailureStore;
  /** The per-account slowdown of sign-in guesses (CONTENT_LOGIN_SLOWDOWN_*). */
  slowdown: LoginSlowdown;
  access: EditorAccess;
  secret: JwtSecret;
  /** CONTENT_JWT_TTL_SECONDS. */
  tokenTtlSeconds: number;
  /** CONTENT_TRUST_PROXY: who may state the visitor's address (X-Forwarded-For). */
  trustProxy: TrustedProxies;
  /** Checked instead of a real hash when the name is unknown, so that the answer takes as long. */
  dummyHash: string;
  now: () => number;
}
