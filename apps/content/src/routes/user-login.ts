import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { PASSWORD_MAX_LENGTH, NAME_MAX_LENGTH } from "../auth/account-rules.ts";
import { parseCredentials } from "../auth/credentials.ts";
import { signJwt } from "../auth/jwt.ts";
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, LOGIN_WINDOW_MS, retryAfterSeconds } from "../auth/login-limits.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { hasUnstorableCharacter } from "../text/unstorable.ts";
import { currentUserRoles } from "../auth/roles.ts";
import { EDITOR_SESSION_MS } from "../auth/session-lifetime.ts";
import { tokenClaims } from "../auth/token-claims.ts";
import { clientAddress } from "../http/client-address.ts";
import { sendJson, sendMessage } from "../http/drupal-message.ts";
import { parseSite } from "../jsonapi/query.ts";
import type { EditorAuthDeps } from "./editor-auth-deps.ts";

// Drupal's own words.
export const MISSING_CREDENTIALS = "Missing credentials.";
export const UNRECOGNIZED = "Sorry, unrecognized username or password.";
export const BLOCKED = "The user has not been activated or is blocked.";
export const TOO_MANY_FAILURES = "Too many failed login attempts. Try again later.";

/**
 * POST /api/v1/user/login?_format=json&site=N, body {"name","pass"} — Drupal's sign-in. Answers the user, a logout
 * token and an editor JWT for a new session. An unknown name, a wrong password and a blocked account with a wrong
 * password all answer the same, in the same time (an unknown name is checked against a dummy hash).
 */
export function registerUserLogin(app: FastifyInstance, deps: EditorAuthDeps): void {
  app.post("/api/v1/user/login", async (request, reply) => {
    parseSite((request.query as Record<string, unknown>).site);
    const credentials = parseCredentials(request.body);
    if (credentials === null) return sendMessage(reply, 400, MISSING_CREDENTIALS);
    const { name, pass } = credentials;
    // No account's name holds a NUL or a lone surrogate, and the database cannot even look one up (was a 500).
    if (hasUnstorableCharacter(name)) return sendMessage(reply, 400, UNRECOGNIZED);
    const now = new Date(deps.now());
    // Names are matched case-insensitively; a name longer than any account's counts under its first 61 characters.
    const account = name.toLowerCase().slice(0, NAME_MAX_LENGTH + 1);
    const address = clientAddress({ socket: request.ip, forwardedFor: request.headers["x-forwarded-for"] }, deps.trustProxy);

    const [accountFailures, addressFailures] = await Promise.all([
      deps.failures.recentForAccountAt(account, address, now, ACCOUNT_FAILURE_LIMIT),
      deps.failures.recentForAddress(address, now, ADDRESS_FAILURE_LIMIT),
    ]);
    const waits = [retryAfterSeconds(accountFailures, ACCOUNT_FAILURE_LIMIT, LOGIN_WINDOW_MS, now.getTime()),
      retryAfterSeconds(addressFailures, ADDRESS_FAILURE_LIMIT, LOGIN_WINDOW_MS, now.getTime())]
      .filter((wait): wait is number => wait !== null);
    if (waits.length > 0) {
      request.log.warn({ account, address }, "editor sign-in refused: too many failed attempts");
      reply.header("retry-after", String(Math.max(...waits)));
      return sendMessage(reply, 429, TOO_MANY_FAILURES);
    }

    // Many failures for the account from anywhere: this attempt waits before its password is checked (auth/login-slowdown.ts).
    const held = await deps.slowdown.hold(account, now);
    if (held > 0) request.log.warn({ account, address, waitMs: held }, "editor sign-in slowed: many failed attempts for the account");

    const fail = async (message: string, reason: string) => {
      await deps.failures.record(account, address, now);
      request.log.info({ account, address, reason }, "editor sign-in failed");
      return sendMessage(reply, 400, message);
    };
    if (name.length > NAME_MAX_LENGTH || pass.length > PASSWORD_MAX_LENGTH) return fail(UNRECOGNIZED, "too long");
    const user = await deps.accounts.byName(name);
    const matches = await verifyPassword(user?.passHash ?? deps.dummyHash, pass);
    if (user === undefined) return fail(UNRECOGNIZED, "unknown name");
    if (!matches) return fail(UNRECOGNIZED, "wrong password");
    if (user.blocked) return fail(BLOCKED, "blocked");

    await deps.failures.clearAccountAt(account, address);
    const session = await deps.sessions.create(user.uid, now, new Date(now.getTime() + EDITOR_SESSION_MS));
    const claims = tokenClaims(user.uid, session.sid, now.getTime(), deps.tokenTtlSeconds, session.expiresAt.getTime());
    const authToken = await signJwt(claims, await deps.secret.get());
    request.log.info({ uid: user.uid }, "editor signed in");
    return sendJson(reply, {
      current_user: { uid: String(user.uid), roles: currentUserRoles(user.roles), name: user.name },
      csrf_token: randomBytes(32).toString("base64url"),
      logout_token: session.logoutToken,
      auth_token: authToken,
    });
  });
}
