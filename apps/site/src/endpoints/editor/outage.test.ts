import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { fakeTide } from "@/tide/testing/fake-tide";
import { TEST_BASE } from "@/tide/testing/test-env";
import { answerLogin } from "./login";
import { answerLogout } from "./logout";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("@/tide/testing/test-env");
  return { ...actual, config: () => actual.parseEnv({ ...env, SITE_ORIGIN: "http://localhost:3000" }) };
});

/* Sign-in and sign-out while the content service is away: the enhanced forms' JSON answers are an outage's 503 with
 * Retry-After, as every endpoint's; the plain forms go back to the sign-in page with the reason. */

const LOGIN = `${TEST_BASE}/api/v1/user/login?_format=json&site=7`;
const LOGOUT = `${TEST_BASE}/api/v1/user/logout?_format=json&site=7`;
const refused = () => Promise.reject(Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } }));
const tide = fakeTide();

let visitor = 0;
function signIn(json: boolean): Request {
  const fields = { name: "editor", pass: "a password" };
  return new Request("http://localhost:3000/api/editor/login", {
    method: "POST",
    headers: { origin: "http://localhost:3000", "x-forwarded-for": `203.0.113.${++visitor}`,
      "content-type": json ? "application/json" : "application/x-www-form-urlencoded" },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

/** A well-formed token that has not expired, as the logout endpoint checks before asking the content service. */
function signOut(json: boolean): Request {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const token = `${part({ alg: "HS256", typ: "JWT" })}.${part({ exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;
  return new Request("http://localhost:3000/api/editor/logout", {
    method: "POST",
    headers: { origin: "http://localhost:3000", cookie: `authenticatedContent=${token}`, ...(json ? { accept: "application/json" } : {}) },
  });
}

describe("sign-in and sign-out during a content service outage", () => {
  it.each([
    ["down", refused],
    ["answering 503", () => ({ status: 503, text: "busy" })],
  ])("sign-in (JSON) answers 503 with Retry-After when the service is %s; the plain form goes back to the sign-in page", async (_label, reply) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    tide.use({ [LOGIN]: reply });
    const json = await answerLogin(signIn(true));
    expect([json.status, json.headers.get("retry-after"), json.headers.get("cache-control")]).toEqual([503, "60", "private, no-store"]);
    expect(await json.json()).toMatchObject({ reason: "unavailable" });
    const plain = await answerLogin(signIn(false));
    expect([plain.status, plain.headers.get("location")]).toEqual([303, "/login?reason=unavailable"]);
  });

  it("answers a wrong password without Retry-After", async () => {
    tide.use({ [LOGIN]: { status: 400, body: { message: "Sorry, unrecognized username or password." } } });
    const res = await answerLogin(signIn(true));
    expect([res.status, res.headers.get("retry-after")]).toEqual([400, null]);
  });

  it("sign-out (JSON) answers 503 with Retry-After when the service is down; the plain form goes to the sign-in page", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    tide.use({ [LOGOUT]: refused });
    const json = await answerLogout(signOut(true));
    expect([json.status, json.headers.get("retry-after"), json.headers.get("cache-control")]).toEqual([503, "60", "private, no-store"]);
    expect(json.headers.getSetCookie()).toEqual([]);
    const plain = await answerLogout(signOut(false));
    expect([plain.status, plain.headers.get("location")]).toEqual([303, "/login?reason=logout-failed"]);
  });
});
