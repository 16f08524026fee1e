import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { signJwt, verifyJwt } from "../auth/jwt.ts";
import { hashPassword } from "../auth/passwords.ts";
import { EditorAccountStore } from "../db/editor-account-store.ts";
import { rawRows } from "../db/raw-rows.ts";
import { seedUuid } from "../seed/ids.ts";
import { bearer, claimsOf, FIXTURE_EDITORS, LOGIN_URL, signIn, type LoginAnswer } from "../testing/editors.ts";
import { bodyOf, TEST_DRIVERS, TEST_JWT_SECRET, testConfig, useSeededApp } from "../testing/test-app.ts";

const UNRECOGNIZED = { message: "Sorry, unrecognized username or password." };
const MISSING = { message: "Missing credentials." };
const BLOCKED = { message: "The user has not been activated or is blocked." };
const TOO_MANY = { message: "Too many failed login attempts. Try again later." };
const DENIED = { message: "Access denied." };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOUR = 3_600_000;
const WORKING_COPY = `/api/v1/node/page/${seedUuid("node--page", "draft-plans")}?resourceVersion=rel:working-copy`;

describe.each(TEST_DRIVERS)("editor sign-in, token and logout ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixture accounts", () => {
    // The inject address (127.0.0.1) is trusted, so each test states its own visitor address and limits stay apart.
    const seeded = useSeededApp(driver, "editor_auth", { CONTENT_TRUST_PROXY: "127.0.0.1" });
    let lastAddress = 0;
    const newAddress = () => `203.0.113.${(lastAddress += 1)}`;
    const login = (app: FastifyInstance, payload: unknown, address: string, contentType = "application/json") =>
      app.inject({ method: "POST", url: LOGIN_URL, headers: { "content-type": contentType, "x-forwarded-for": address },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload) });
    const failureCount = async (column: "account" | "address", value: string) => Number(rawRows(await seeded.database.db.execute(
      sql`SELECT count(*)::int AS n FROM login_failures WHERE ${sql.raw(column)} = ${value}`))[0]?.n);

    /** A second app over the same database whose clock the test moves, and whose slowed sign-ins' waits are recorded, not waited. */
    const clocked = async (start: number) => {
      const clock = { now: start };
      const waits: number[] = [];
      const app = await createApp({ config: seeded.config, db: seeded.database.db, clock: () => clock.now, pause: async (ms) => void waits.push(ms) });
      return { app, clock, waits };
    };

    describe("POST /api/v1/user/login", () => {
      it("signs in: Drupal's answer, a session, and a JWT with Tide's claims plus the session, for CONTENT_JWT_TTL_SECONDS", async () => {
        const before = Math.floor(Date.now() / 1000);
        const response = await login(seeded.app, { name: "editor", pass: FIXTURE_EDITORS.editor.pass }, newAddress());
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.headers["cache-control"]).toMatch(/no-store/);
        const body = bodyOf<LoginAnswer>(response);
        expect(Object.keys(body)).toEqual(["current_user", "csrf_token", "logout_token", "auth_token"]);
        expect(body.current_user).toEqual({ uid: expect.stringMatching(/^[1-9]\d*$/), roles: ["authenticated", "editor"], name: "editor" });
        expect(body.csrf_token).toMatch(/^[\w-]{20,}$/);
        expect(body.logout_token).toMatch(/^[\w-]{20,}$/);

        const [header = "", , signature] = body.auth_token.split(".");
        expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
        expect(signature).toBeTruthy();
        const claims = claimsOf(body.auth_token);
        expect(Object.keys(claims)).toEqual(["iat", "exp", "drupal", "sid"]);
        expect(claims).toEqual({ iat: expect.any(Number), exp: Number(claims.iat) + 600, drupal: { uid: body.current_user.uid },
          sid: expect.stringMatching(UUID) });
        expect(Number(claims.iat)).toBeGreaterThanOrEqual(before);
        expect(await verifyJwt(body.auth_token, TEST_JWT_SECRET)).toEqual(claims);

        const session = rawRows(await seeded.database.db.execute(sql`SELECT uid, ended_at, logout_token,
          extract(epoch FROM expires_at - created_at)::int AS seconds FROM editor_sessions WHERE sid = ${String(claims.sid)}`))[0];
        expect(session).toEqual({ uid: Number(body.current_user.uid), ended_at: null, logout_token: body.logout_token, seconds: 8 * 3600 });
      });

      it("matches names whatever their case and answers the stored name and every role", async () => {
        const address = newAddress();
        const upper = bodyOf<LoginAnswer>(await login(seeded.app, { name: "EDITOR", pass: FIXTURE_EDITORS.editor.pass }, address));
        expect(upper.current_user.name).toBe("editor");
        const approver = bodyOf<LoginAnswer>(await login(seeded.app, { name: "approver", pass: FIXTURE_EDITORS.approver.pass }, address,
          "application/vnd.api+json; charset=UTF-8"));
        expect(approver.current_user).toMatchObject({ name: "Approver", roles: ["authenticated", "approver", "previewer"] });
        const member = bodyOf<LoginAnswer>(await login(seeded.app, { name: "member", pass: FIXTURE_EDITORS.member.pass }, address));
        expect(member.current_user.roles).toEqual(["authenticated"]);
      });

      it("answers a wrong password and an unknown name alike, and records both failures", async () => {
        const address = newAddress();
        const wrong = await login(seeded.app, { name: "editor", pass: "not the password" }, address);
        const unknown = await login(seeded.app, { name: "nobody-at-all", pass: "not the password" }, address);
        for (const response of [wrong, unknown]) {
          expect(response.statusCode).toBe(400);
          expect(bodyOf(response)).toEqual(UNRECOGNIZED);
          expect(response.headers["content-type"]).toMatch(/^application\/json/);
          expect(response.headers["cache-control"]).toMatch(/no-store/);
        }
        expect(wrong.body).toBe(unknown.body);
        expect(await failureCount("address", address)).toBe(2);
        expect(await failureCount("account", "nobody-at-all")).toBe(1);
        // Overly long names and passwords are refused (and counted) without hashing.
        const long = await login(seeded.app, { name: "x".repeat(61), pass: "whatever" }, address);
        const longPass = await login(seeded.app, { name: "member", pass: "x".repeat(1001) }, address);
        expect([long.statusCode, bodyOf(long), longPass.statusCode, bodyOf(longPass)]).toEqual([400, UNRECOGNIZED, 400, UNRECOGNIZED]);
        expect(await failureCount("address", address)).toBe(4);
      });

      it("tells a blocked account so only when its password is right, and counts both attempts", async () => {
        const address = newAddress();
        const wrong = await login(seeded.app, { name: "blocked", pass: "not the password" }, address);
        expect([wrong.statusCode, bodyOf(wrong)]).toEqual([400, UNRECOGNIZED]);
        const right = await login(seeded.app, { name: "Blocked", pass: FIXTURE_EDITORS.blocked.pass }, address);
        expect([right.statusCode, bodyOf(right)]).toEqual([400, BLOCKED]);
        expect(await failureCount("account", "blocked")).toBe(2);
        // Reset for the other tests.
        await seeded.database.db.execute(sql`DELETE FROM login_failures WHERE account = 'blocked'`);
      });

      it("answers Missing credentials. for an absent, empty or non-object body and for a missing name or pass", async () => {
        const address = newAddress();
        for (const payload of ["", "not json", "[1]", "null", "{}", { name: "editor" }, { pass: "x" }, { name: "", pass: "x" },
          { name: "editor", pass: "" }, { name: 7, pass: "x" }]) {
          const response = await login(seeded.app, payload, address);
          expect(response.statusCode, JSON.stringify(payload)).toBe(400);
          expect(bodyOf(response), JSON.stringify(payload)).toEqual(MISSING);
        }
        const noBody = await seeded.app.inject({ method: "POST", url: LOGIN_URL, headers: { "x-forwarded-for": address } });
        expect([noBody.statusCode, bodyOf(noBody)]).toEqual([400, MISSING]);
        expect(await failureCount("address", address)).toBe(0);
        // Other failures answer in the same {"message"} shape.
        const badSite = await seeded.app.inject({ method: "POST", url: "/api/v1/user/login?site=main", payload: {} });
        expect([badSite.statusCode, bodyOf(badSite)]).toEqual([400, { message: "site must be a numeric site id." }]);
        const text = await seeded.app.inject({ method: "POST", url: LOGIN_URL, headers: { "content-type": "text/plain" }, payload: "{}" });
        expect(text.statusCode).toBe(415);
        expect(text.headers["content-type"]).toMatch(/^application\/json/);
        expect(bodyOf(text)).toEqual({ message: "Unsupported Media Type" });
        const huge = await login(seeded.app, { name: "editor", pass: "x".repeat(20_000) }, address);
        expect([huge.statusCode, bodyOf(huge)]).toEqual([413, { message: "Request body is too large" }]);
      });

      it("refuses an account at one address after 5 failures there in 15 minutes, before checking the password; a success clears the count", async () => {
        const start = Date.now() + 30 * 24 * HOUR;
        const { app, clock } = await clocked(start);
        try {
          const address = newAddress();
          const attempt = (pass: string, from = address) => login(app, { name: "member", pass }, from);
          for (let index = 0; index < 4; index += 1) {
            clock.now += 1_000;
            expect((await attempt("wrong password")).statusCode).toBe(400);
          }
          clock.now += 1_000;
          expect((await attempt(FIXTURE_EDITORS.member.pass)).statusCode).toBe(200);
          expect(await failureCount("account", "member")).toBe(0);
          // Cleared: five more failures are answered as such.
          const firstFailure = clock.now + 1_000;
          for (let index = 0; index < 5; index += 1) {
            clock.now += 1_000;
            expect((await attempt("wrong password")).statusCode).toBe(400);
          }
          clock.now += 1_000;
          for (const pass of ["wrong password", FIXTURE_EDITORS.member.pass]) {
            const refused = await attempt(pass);
            expect(refused.statusCode).toBe(429);
            expect(bodyOf(refused)).toEqual(TOO_MANY);
            expect(refused.headers["retry-after"]).toBe(String(Math.ceil((firstFailure + 15 * 60_000 - clock.now) / 1000)));
            expect(refused.headers["cache-control"]).toMatch(/no-store/);
          }
          expect(await failureCount("account", "member")).toBe(5);
          // The owner elsewhere, another account, and (case aside) this address once the oldest failure has left the window.
          expect((await attempt(FIXTURE_EDITORS.member.pass, newAddress())).statusCode).toBe(200);
          expect((await login(app, { name: "editor", pass: FIXTURE_EDITORS.editor.pass }, address)).statusCode).toBe(200);
          clock.now = firstFailure + 15 * 60_000;
          expect((await login(app, { name: "MEMBER", pass: FIXTURE_EDITORS.member.pass }, address)).statusCode).toBe(200);
        } finally {
          await app.close();
        }
      });

      it("never lets failures from other addresses lock the account's owner out", async () => {
        const start = Date.now() + 45 * 24 * HOUR;
        const { app, clock, waits } = await clocked(start);
        try {
          // Five wrong passwords from five addresses, then ten more from ten others: each is checked and refused as such.
          for (let index = 0; index < 15; index += 1) {
            clock.now += 1_000;
            const wrong = await login(app, { name: "approver", pass: "wrong password" }, newAddress());
            expect([wrong.statusCode, bodyOf(wrong)]).toEqual([400, { message: "Sorry, unrecognized username or password." }]);
          }
          clock.now += 1_000;
          expect((await login(app, { name: "approver", pass: FIXTURE_EDITORS.approver.pass }, newAddress())).statusCode).toBe(200);
          // Slowed past ten failures (auth/login-slowdown.ts), the owner too, but never refused.
          expect(waits).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
        } finally {
          await app.close();
        }
      });

      it("refuses an address after 20 failures in 15 minutes, whatever the account", async () => {
        const start = Date.now() + 60 * 24 * HOUR;
        const { app, clock } = await clocked(start);
        try {
          const address = newAddress();
          for (let index = 0; index < 20; index += 1) {
            clock.now += 1_000;
            expect((await login(app, { name: `stranger-${index}`, pass: "guess" }, address)).statusCode).toBe(400);
          }
          clock.now += 1_000;
          const refused = await login(app, { name: "editor", pass: FIXTURE_EDITORS.editor.pass }, address);
          expect([refused.statusCode, bodyOf(refused), refused.headers["retry-after"]]).toEqual([429, TOO_MANY, String(15 * 60 - 20)]);
          expect((await login(app, { name: "editor", pass: FIXTURE_EDITORS.editor.pass }, newAddress())).statusCode).toBe(200);
          // An untrusted sender is its own address, whatever it claims.
          const direct = await createApp({ config: testConfig(), db: seeded.database.db, clock: () => clock.now });
          try {
            const response = await direct.inject({ method: "POST", url: LOGIN_URL, payload: { name: "x", pass: "y" },
              headers: { "x-forwarded-for": address } });
            expect(response.statusCode).toBe(400);
          } finally {
            await direct.close();
          }
        } finally {
          await app.close();
        }
      });
    });

    describe("GET /jwt/token/", () => {
      it("issues a fresh token of the same session to a signed-in editor, with or without the trailing slash", async () => {
        const first = await signIn(seeded.app, "member", FIXTURE_EDITORS.member.pass, { "x-forwarded-for": newAddress() });
        for (const url of ["/jwt/token/?site=7", "/jwt/token"]) {
          const response = await seeded.app.inject({ method: "GET", url, headers: bearer(first.auth_token) });
          expect(response.statusCode).toBe(200);
          expect(response.headers["cache-control"]).toMatch(/no-store/);
          const { token } = bodyOf<{ token: string }>(response);
          const claims = await verifyJwt(token, TEST_JWT_SECRET);
          expect(claims).toMatchObject({ drupal: { uid: first.current_user.uid }, sid: claimsOf(first.auth_token).sid });
          expect(Number(claims?.exp) - Number(claims?.iat)).toBe(600);
        }
      });

      it("refuses no token, a bad, foreign or expired token, and a token of an ended or expired session", async () => {
        const answer = await signIn(seeded.app, "editor", FIXTURE_EDITORS.editor.pass, { "x-forwarded-for": newAddress() });
        const claims = claimsOf(answer.auth_token);
        const nowSeconds = Math.floor(Date.now() / 1000);
        const attempts: Record<string, string>[] = [{}, bearer("nonsense"), { authorization: `Bearer ${answer.auth_token}` },
          bearer(await signJwt({ ...claims, iat: nowSeconds - 700, exp: nowSeconds - 100 }, TEST_JWT_SECRET)),
          bearer(await signJwt(claims, "another-secret")),
          bearer(await signJwt({ ...claims, drupal: { uid: "999999" } }, TEST_JWT_SECRET)),
          bearer(await signJwt({ ...claims, sid: seedUuid("session", "never") }, TEST_JWT_SECRET)),
          bearer(await signJwt({ iat: nowSeconds, exp: nowSeconds + 60, drupal: { uid: answer.current_user.uid } }, TEST_JWT_SECRET))];
        for (const headers of attempts) {
          const response = await seeded.app.inject({ method: "GET", url: "/jwt/token/?site=7", headers });
          expect(response.statusCode, JSON.stringify(headers)).toBe(403);
          expect(bodyOf(response)).toEqual(DENIED);
          expect(response.headers["content-type"]).toMatch(/^application\/json/);
        }
      });

      it("never outlives the 8-hour session", async () => {
        const start = Date.now() + 90 * 24 * HOUR;
        const { app, clock } = await clocked(start);
        try {
          const answer = await signIn(app, "editor", FIXTURE_EDITORS.editor.pass, { "x-forwarded-for": newAddress() });
          clock.now = start + 8 * HOUR - 60_000;
          // The old token has expired by now; a token of the session signed with a later exp shows the session's own end.
          const claims = claimsOf(answer.auth_token);
          const late = await signJwt({ ...claims, iat: Math.floor(clock.now / 1000), exp: Math.floor(clock.now / 1000) + 600 }, TEST_JWT_SECRET);
          const fresh = bodyOf<{ token: string }>(await app.inject({ method: "GET", url: "/jwt/token/", headers: bearer(late) })).token;
          const freshClaims = claimsOf(fresh);
          expect(Number(freshClaims.exp) - Number(freshClaims.iat)).toBe(60);
          clock.now = start + 8 * HOUR + 1_000;
          const expired = await app.inject({ method: "GET", url: "/jwt/token/", headers: bearer(await signJwt({ ...claims,
            iat: Math.floor(clock.now / 1000), exp: Math.floor(clock.now / 1000) + 600 }, TEST_JWT_SECRET)) });
          expect([expired.statusCode, bodyOf(expired)]).toEqual([403, DENIED]);
        } finally {
          await app.close();
        }
      });

      it("stops honouring an account's tokens the moment it is blocked", async () => {
        const accounts = new EditorAccountStore(seeded.database.db);
        await accounts.insert({ name: "soon-blocked", passHash: await hashPassword("soon-blocked-password"), roles: ["editor"] });
        const answer = await signIn(seeded.app, "soon-blocked", "soon-blocked-password", { "x-forwarded-for": newAddress() });
        const headers = bearer(answer.auth_token);
        expect((await seeded.app.inject({ method: "GET", url: "/jwt/token/", headers })).statusCode).toBe(200);
        expect((await seeded.app.inject({ method: "GET", url: WORKING_COPY, headers })).statusCode).toBe(200);
        await accounts.setBlocked("Soon-Blocked", true, new Date());
        expect((await seeded.app.inject({ method: "GET", url: "/jwt/token/", headers })).statusCode).toBe(403);
        expect((await seeded.app.inject({ method: "GET", url: WORKING_COPY, headers })).statusCode).toBe(403);
        // Unblocking does not revive the sessions that the block ended.
        await accounts.setBlocked("soon-blocked", false, new Date());
        expect((await seeded.app.inject({ method: "GET", url: "/jwt/token/", headers })).statusCode).toBe(403);
      });
    });

    describe("POST /api/v1/user/logout", () => {
      const logout = (headers: Record<string, string>, query = "") =>
        seeded.app.inject({ method: "POST", url: `/api/v1/user/logout?_format=json&site=7${query}`, headers });

      it("ends the session: 204, then that token opens nothing", async () => {
        const answer = await signIn(seeded.app, "editor", FIXTURE_EDITORS.editor.pass, { "x-forwarded-for": newAddress() });
        const headers = bearer(answer.auth_token);
        expect((await seeded.app.inject({ method: "GET", url: WORKING_COPY, headers })).statusCode).toBe(200);
        const response = await logout(headers);
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe("");
        expect(response.headers["cache-control"]).toMatch(/no-store/);
        expect((await seeded.app.inject({ method: "GET", url: WORKING_COPY, headers })).statusCode).toBe(403);
        expect((await seeded.app.inject({ method: "GET", url: "/jwt/token/", headers })).statusCode).toBe(403);
        const again = await logout(headers);
        expect([again.statusCode, bodyOf(again)]).toEqual([403, DENIED]);
      });

      it("checks the logout token when one is given, and refuses a request without a valid bearer", async () => {
        const answer = await signIn(seeded.app, "Approver", FIXTURE_EDITORS.approver.pass, { "x-forwarded-for": newAddress() });
        const headers = bearer(answer.auth_token);
        expect((await logout(headers, "&token=wrong")).statusCode).toBe(403);
        expect((await logout(headers, "&token=")).statusCode).toBe(403);
        expect((await seeded.app.inject({ method: "GET", url: "/jwt/token/", headers })).statusCode).toBe(200);
        expect((await logout(headers, `&token=${answer.logout_token}`)).statusCode).toBe(204);
        const anonymous = await logout({});
        expect([anonymous.statusCode, bodyOf(anonymous)]).toEqual([403, DENIED]);
        // A body, as some clients send, changes nothing.
        const other = await signIn(seeded.app, "member", FIXTURE_EDITORS.member.pass, { "x-forwarded-for": newAddress() });
        const withBody = await seeded.app.inject({ method: "POST", url: "/api/v1/user/logout?_format=json",
          headers: { ...bearer(other.auth_token), "content-type": "application/json" }, payload: "" });
        expect(withBody.statusCode).toBe(204);
      });
    });

    describe("the generated secret (CONTENT_JWT_SECRET unset)", () => {
      const instances: FastifyInstance[] = [];
      beforeAll(async () => {
        for (let index = 0; index < 2; index += 1) {
          instances.push(await createApp({ config: testConfig({ CONTENT_JWT_SECRET: "" }), db: seeded.database.db }));
        }
      });
      afterAll(async () => {
        for (const app of instances) await app.close();
      });

      it("is made once, kept in the database and shared by every instance", async () => {
        const [first, second] = instances as [FastifyInstance, FastifyInstance];
        const [a, b] = await Promise.all([
          signIn(first, "editor", FIXTURE_EDITORS.editor.pass, { "x-forwarded-for": newAddress() }),
          signIn(second, "member", FIXTURE_EDITORS.member.pass, { "x-forwarded-for": newAddress() }),
        ]);
        expect((await second.inject({ method: "GET", url: "/jwt/token/", headers: bearer(a.auth_token) })).statusCode).toBe(200);
        expect((await first.inject({ method: "GET", url: "/jwt/token/", headers: bearer(b.auth_token) })).statusCode).toBe(200);
        expect((await second.inject({ method: "GET", url: WORKING_COPY, headers: bearer(a.auth_token) })).statusCode).toBe(200);
        const secrets = rawRows(await seeded.database.db.execute(sql`SELECT name, value FROM service_secrets`));
        expect(secrets).toEqual([{ name: "jwt", value: expect.stringMatching(/^[\w-]{43}$/) }]);
        expect(await verifyJwt(a.auth_token, String(secrets[0]?.value))).not.toBeNull();
        // The configured secret and the generated one are different keys: neither accepts the other's tokens.
        expect(await verifyJwt(a.auth_token, TEST_JWT_SECRET)).toBeNull();
        const configured = await signIn(seeded.app, "editor", FIXTURE_EDITORS.editor.pass, { "x-forwarded-for": newAddress() });
        expect((await first.inject({ method: "GET", url: "/jwt/token/", headers: bearer(configured.auth_token) })).statusCode).toBe(403);
      });
    });
  });
});
