import { describe, expect, it } from "vitest";
import { SERVICE_MESSAGES, retryHeaders, visitorFailure } from "./visitor-failure";

describe("visitorFailure", () => {
  it("passes on the content service's answers to the request with its message", () => {
    for (const status of [400, 403, 404, 413, 415, 422, 429]) {
      expect(visitorFailure(status, "Its words.")).toEqual({ status, message: "Its words.", passedOn: true });
    }
    expect(visitorFailure(422, null)).toEqual({ status: 422, message: null, passedOn: true });
  });

  it("passes on a handler failure reported in the notes", () => {
    expect(visitorFailure(502, "Upstream CRM unavailable")).toEqual({ status: 502, message: "Upstream CRM unavailable", passedOn: true });
  });

  it("tells of a service that is down or slow in our words", () => {
    expect(visitorFailure(503, null)).toEqual({ status: 503, message: SERVICE_MESSAGES[503], passedOn: false });
    expect(visitorFailure(504, "no answer within 9000 ms")).toEqual({ status: 504, message: SERVICE_MESSAGES[504], passedOn: false });
  });

  it("turns anything else into 502, never repeating the service's internals", () => {
    for (const status of [500, 401, 405, 418, 501, 302]) {
      expect(visitorFailure(status, "Internal Server Error at db.query")).toEqual({ status: 502, message: SERVICE_MESSAGES[502], passedOn: false });
    }
    expect(visitorFailure(502, null)).toEqual({ status: 502, message: SERVICE_MESSAGES[502], passedOn: false });
  });
});

describe("retryHeaders", () => {
  it("copies Retry-After onto a 429 or 503 only", () => {
    expect(retryHeaders(visitorFailure(429, "Wait."), "30")).toEqual({ "Retry-After": "30" });
    expect(retryHeaders(visitorFailure(503, null), "120")).toEqual({ "Retry-After": "120" });
    expect(retryHeaders(visitorFailure(429, "Wait."), undefined)).toEqual({});
    expect(retryHeaders(visitorFailure(500, null), "30")).toEqual({});
  });
  it("says when to try again after an outage the content service could not itself report (unreachable, too slow)", () => {
    expect(retryHeaders(visitorFailure(503, null), undefined)).toEqual({ "Retry-After": "60" });
    expect(retryHeaders(visitorFailure(504, null), undefined)).toEqual({});
  });
});
