import { describe, expect, it } from "vitest";
import { bearerToken, buildTideHeaders } from "./request-headers";
import { makeJwt } from "./testing/fake-fetch";

const NOW = 1_700_000_000_000;
const live = makeJwt({ exp: 1_700_000_600 });
const dead = makeJwt({ exp: 1_699_999_000 });

describe("buildTideHeaders", () => {
  it("always sends the JSON:API headers and the request location", () => {
    expect(buildTideHeaders({ now: NOW })).toEqual({
      "Content-Type": "application/vnd.api+json; charset=UTF-8",
      Accept: "application/vnd.api+json",
      "X-Sdp-Request-Location": "tide",
    });
  });

  it("adds the request id, the bearer token in X-Authorization and Basic credentials in Authorization", () => {
    const h = buildTideHeaders({ requestId: "req-1", authToken: live, basicAuth: "user:pässword", now: NOW });
    expect(h["X-Request-Id"]).toBe("req-1");
    expect(h["X-Authorization"]).toBe(`Bearer ${live}`);
    expect(h.Authorization).toBe(`Basic ${Buffer.from("user:pässword").toString("base64")}`);
  });

  it("never forwards an expired or unreadable token", () => {
    expect(buildTideHeaders({ authToken: dead, now: NOW })["X-Authorization"]).toBeUndefined();
    expect(buildTideHeaders({ authToken: "junk", now: NOW })["X-Authorization"]).toBeUndefined();
    expect(bearerToken(null, NOW)).toBeNull();
    expect(bearerToken(live, NOW)).toBe(live);
  });
});
