import { describe, expect, it } from "vitest";
import { TideError } from "./errors";

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
