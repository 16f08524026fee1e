import { describe, expect, it } from "vitest";
import { CONTENT_UNAVAILABLE_DIGEST, normaliseError, TideError } from "./errors";
// The server's error-page adapter is plain JavaScript loaded before Next; it must look for the same digest.
import { CONTENT_UNAVAILABLE_DIGEST as ADAPTER_DIGEST } from "../../server/error-shell.mjs";

describe("TideError", () => {
  it("carries status, title and detail", () => {
    const e = new TideError(404, "Path not found.", "no such alias", { url: "http://x/api/v1/route" });
    expect(e).toBeInstanceOf(Error);
    expect(e.status).toBe(404);
    expect(e.title).toBe("Path not found.");
    expect(e.detail).toBe("no such alias");
    expect(e.message).toBe("Path not found.: no such alias");
    expect(e.url).toBe("http://x/api/v1/route");
    expect(e.body).toBeUndefined();
  });

  it("may carry the parsed error body and Retry-After", () => {
    const body = { errors: [{ status: "429", title: "Too Many Requests" }] };
    const e = new TideError(429, "Too Many Requests", undefined, { body, retryAfter: "30" });
    expect(e.body).toBe(body);
    expect(e.retryAfter).toBe("30");
  });
});

describe("TideError's digest", () => {
  it("marks an outage of the content service, the mark the error-page adapter looks for", () => {
    expect(ADAPTER_DIGEST).toBe(CONTENT_UNAVAILABLE_DIGEST);
    for (const status of [502, 503, 504]) {
      expect(new TideError(status, "Content service unavailable").digest).toBe(`${CONTENT_UNAVAILABLE_DIGEST};${status}`);
    }
  });

  it("leaves every other failure to Next's own digest", () => {
    for (const status of [400, 403, 404, 429, 500]) expect(new TideError(status, "x").digest).toBeUndefined();
  });
});

describe("normaliseError", () => {
  it("uses a TideError's status and title", () => {
    expect(normaliseError(new TideError(503, "Content service unavailable"))).toEqual({
      statusCode: 503,
      message: "Content service unavailable",
    });
  });

  it("reads statusCode or status from other errors, loosely", () => {
    expect(normaliseError(Object.assign(new Error("Gone"), { statusCode: "410" }))).toEqual({ statusCode: 410, message: "Gone" });
    expect(normaliseError(Object.assign(new Error("Nope"), { status: 403 }))).toEqual({ statusCode: 403, message: "Nope" });
  });

  it("defaults to 500", () => {
    expect(normaliseError(new Error("boom"))).toEqual({ statusCode: 500, message: "boom" });
    expect(normaliseError(Object.assign(new Error("odd"), { statusCode: 200 }))).toEqual({ statusCode: 500, message: "odd" });
    expect(normaliseError("text")).toEqual({ statusCode: 500, message: "text" });
    expect(normaliseError(undefined)).toEqual({ statusCode: 500, message: "Internal Server Error" });
  });
});
