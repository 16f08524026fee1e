import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_FAILURE_MESSAGE,
  failureMessage,
  notesFailure,
  pointerField,
  readSubmissionAnswer,
  submissionBody,
  successMessage,
} from "@/tide/webform-answer";

const success = JSON.parse(
  readFileSync(new URL("./testing/fixtures/webform-submission-success.json", import.meta.url), "utf8"),
) as { data: { attributes: Record<string, unknown> } };

function withNotes(notes: string) {
  return { ...success, data: { ...success.data, attributes: { ...success.data.attributes, notes } } };
}

describe("submissionBody", () => {
  it("carries the model serialised as a string", () => {
    const body = submissionBody("contact", { name: "Jane", email: "j@example.edu", topics: ["arts"], address: { locality: "Footscray" } });
    expect(body).toEqual({
      data: {
        type: "webform_submission--contact",
        attributes: { remote_addr: "0.0.0.0", data: '{"name":"Jane","email":"j@example.edu","topics":["arts"],"address":{"locality":"Footscray"}}' },
      },
    });
    expect(typeof body.data.attributes.data).toBe("string");
    expect(submissionBody("contact", {}, "10.0.0.1").data.attributes.remote_addr).toBe("10.0.0.1");
  });
});

describe("notesFailure", () => {
  it("reads 'code|message' notes, failing outside 200–299", () => {
    expect(notesFailure(null)).toBeNull();
    expect(notesFailure("all good")).toBeNull();
    expect(notesFailure("201|Created")).toBeNull();
    expect(notesFailure("299|Fine")).toBeNull();
    expect(notesFailure("199|Too low")).toEqual({ code: 199, message: "Too low" });
    expect(notesFailure("500|CRM rejected the enquiry")).toEqual({ code: 500, message: "CRM rejected the enquiry" });
    expect(notesFailure("400|")).toEqual({ code: 400, message: null });
    expect(notesFailure("x|y")).toBeNull();
  });
});

describe("readSubmissionAnswer", () => {
  it("reads the real Tide 201 answer as a success", () => {
    expect(readSubmissionAnswer(201, success)).toEqual({ ok: true, sid: "147", serial: 21 });
  });

  it("a failure carried in the notes of a 201", () => {
    expect(readSubmissionAnswer(201, withNotes("502|Upstream CRM unavailable"))).toEqual({
      ok: false, status: 502, message: "Upstream CRM unavailable", fieldErrors: {},
    });
    expect(readSubmissionAnswer(201, withNotes("200|Delivered"))).toMatchObject({ ok: true });
  });

  it("JSON:API errors per field, and a general message", () => {
    const body = {
      errors: [
        { status: "422", title: "Unprocessable Entity", detail: "Enter an email address.", source: { pointer: "/data/attributes/data/email" } },
        { status: "422", title: "Postcode must be a number.", source: { pointer: "/data/attributes/data/address/postal_code" } },
        { status: "422", detail: "A second email message", source: { pointer: "/data/attributes/data/email" } },
        { status: "422", title: "The form is closed." },
        { status: "422", title: "Ignored general", source: { pointer: "/data/type" } },
        "junk",
        { status: "422" },
      ],
    };
    expect(readSubmissionAnswer(422, body)).toEqual({
      ok: false, status: 422, message: "The form is closed.",
      fieldErrors: { email: "Enter an email address.", "address.postal_code": "Postcode must be a number." },
    });
  });

  it("an answer that is not JSON:API is a failure without a message", () => {
    expect(readSubmissionAnswer(500, "<html>Bad gateway</html>")).toEqual({ ok: false, status: 500, message: null, fieldErrors: {} });
    expect(readSubmissionAnswer(429, null)).toEqual({ ok: false, status: 429, message: null, fieldErrors: {} });
    expect(readSubmissionAnswer(201, { nope: true })).toEqual({ ok: false, status: 502, message: null, fieldErrors: {} });
  });

  it("pointerField", () => {
    expect(pointerField("/data/attributes/data/name")).toBe("name");
    expect(pointerField("/data/attributes/data/a~1b")).toBe("a/b");
    expect(pointerField("/data/attributes/data/")).toBeNull();
    expect(pointerField("/data/attributes/remote_addr")).toBeNull();
    expect(pointerField(7)).toBeNull();
  });
});

describe("messages", () => {
  const failed = readSubmissionAnswer(201, withNotes("500|CRM down"));
  it("failure: the configured message, else the handler's, else a clear default", () => {
    expect(failureMessage("Please call us instead.", failed)).toBe("Please call us instead.");
    expect(failureMessage(null, failed)).toBe("CRM down");
    expect(failureMessage(null, readSubmissionAnswer(500, null))).toBe(DEFAULT_FAILURE_MESSAGE);
  });
  it("success: the configured message, else ours", () => {
    expect(successMessage("Your message has been sent.")).toBe("Your message has been sent.");
    expect(successMessage(null)).toBe("Thank you. Your form has been sent.");
  });
});
