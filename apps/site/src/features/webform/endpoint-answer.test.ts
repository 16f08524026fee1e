import { describe, expect, it } from "vitest";
import { readSubmitAnswer, readUploadAnswer } from "./endpoint-answer";

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
