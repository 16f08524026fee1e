import { describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { fetchJwtToken, loginEditor, logoutEditor } from "./editor-session";
import { makeJwt } from "./testing/fake-fetch";
import { fakeTide } from "./testing/fake-tide";
import { TEST_BASE } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const ctx = { siteId: "7" };
const tide = fakeTide();

const jwt = makeJwt({ iat: 1563170957, exp: 1563171557, drupal: { uid: "6492" } });

describe("editor session", () => {
  it("signs in and returns the user and token", async () => {
    tide.use({
      [`${TEST_BASE}/api/v1/user/login?_format=json&site=7`]: {
        body: { current_user: { uid: "6492", roles: ["authenticated", "editor"], name: "jane" }, csrf_token: "c", logout_token: "l", auth_token: jwt },
      },
    });
    expect(await loginEditor("jane", "pw", ctx)).toEqual({ uid: "6492", name: "jane", roles: ["authenticated", "editor"], authToken: jwt });
    expect(JSON.parse(tide.fake.calls[0]?.body ?? "{}")).toEqual({ name: "jane", pass: "pw" });
  });

  it("rejects wrong credentials with Drupal's message", async () => {
    tide.use({ [`${TEST_BASE}/api/v1/user/login?_format=json&site=7`]: { status: 400, body: { message: "Sorry, unrecognized username or password." } } });
    await expect(loginEditor("jane", "bad", ctx)).rejects.toMatchObject({ status: 400, title: "Sorry, unrecognized username or password." });
  });

  it("logs out without a body, reporting failure as false", async () => {
    tide.use({ [`${TEST_BASE}/api/v1/user/logout?_format=json&site=7`]: { status: 204 } });
    expect(await logoutEditor(ctx)).toBe(true);
    expect(tide.fake.calls[0]?.body).toBeUndefined();
    tide.use({ [`${TEST_BASE}/api/v1/user/logout?_format=json&site=7`]: { status: 500, body: { errors: [{ status: "500", title: "x" }] } } });
    expect(await logoutEditor(ctx)).toBe(false);
  });

  it("fetches a fresh token uncached with a 9 s timeout", async () => {
    const spy = vi.spyOn(AbortSignal, "timeout");
    tide.use({ [`${TEST_BASE}/jwt/token/?site=7`]: { body: { token: jwt } } });
    expect(await fetchJwtToken(ctx)).toBe(jwt);
    expect(tide.fake.calls[0]?.init.cache).toBe("no-store");
    expect(spy).toHaveBeenCalledWith(9_000);
    spy.mockRestore();
  });
});
