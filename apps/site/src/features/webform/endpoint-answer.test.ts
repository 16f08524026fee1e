import { describe, expect, it } from "vitest";
import { SERVICE_MESSAGES, jsonAnswer, mediaType, readSubmitAnswer, readUploadAnswer, retryHeaders, visitorFailure } from "./endpoint-answer";

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
});

describe("jsonAnswer", () => {
  it("answers JSON that no cache keeps, with extra headers", async () => {
    const res = jsonAnswer({ ok: false, message: "Wait.", fieldErrors: {} }, 429, { "Retry-After": "30" });
    expect(res.status).toBe(429);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toEqual({ ok: false, message: "Wait.", fieldErrors: {} });
  });
});

describe("mediaType", () => {
  it("reads the media type without parameters", () => {
    expect(mediaType("Application/JSON; charset=utf-8")).toBe("application/json");
    expect(mediaType("multipart/form-data; boundary=x")).toBe("multipart/form-data");
    expect(mediaType(null)).toBe("");
  });
});

describe("readSubmitAnswer", () => {
  it("reads the site endpoint's success", () => {
    expect(readSubmitAnswer(201, { ok: true, sid: "12", serial: 3 })).toEqual({ ok: true, sid: "12", serial: 3 });
  });
  it("reads field errors and the message of a refusal; odd answers are failures without a message", () => {
    expect(readSubmitAnswer(422, { ok: false, message: null, fieldErrors: { email: "Enter your email address.", bad: 3 } }))
      .toEqual({ ok: false, status: 422, message: null, fieldErrors: { email: "Enter your email address." } });
    expect(readSubmitAnswer(429, { ok: false, message: "Too many submissions of this form. Try again in 40 seconds." }))
      .toMatchObject({ ok: false, status: 429, message: "Too many submissions of this form. Try again in 40 seconds." });
    expect(readSubmitAnswer(200, "<html>")).toEqual({ ok: false, status: 502, message: null, fieldErrors: {} });
    expect(readSubmitAnswer(503, null)).toEqual({ ok: false, status: 503, message: null, fieldErrors: {} });
  });
});

describe("readUploadAnswer", () => {
  it("reads a fid, or the handler's message, or falls back to ours", () => {
    expect(readUploadAnswer(201, { ok: true, fid: "0b7e6a55-3f9c-4c55-9a43-6f1b2f0a1c11" }, "x")).toEqual({ ok: true, fid: "0b7e6a55-3f9c-4c55-9a43-6f1b2f0a1c11" });
    expect(readUploadAnswer(415, { ok: false, message: "This file type is not accepted." }, "x")).toEqual({ ok: false, message: "This file type is not accepted." });
    expect(readUploadAnswer(201, { ok: true }, "Try again.")).toEqual({ ok: false, message: "Try again." });
    expect(readUploadAnswer(502, "<html>", "Try again.")).toEqual({ ok: false, message: "Try again." });
  });
});
