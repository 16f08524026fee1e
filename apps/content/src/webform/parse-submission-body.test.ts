import { describe, expect, it } from "vitest";
import { parseSubmissionBody } from "./parse-submission-body.ts";

const wrap = (data: unknown, type = "webform_submission--contact") => ({ data: { type, attributes: { data } } });

describe("parseSubmissionBody", () => {
  it("reads the model serialised as a string", () => {
    expect(parseSubmissionBody(wrap('{"name":"Jane"}'), "contact")).toEqual({ model: { name: "Jane" }, remoteAddr: undefined });
  });
  it.each([
    ["no document", null, "The body must be a JSON:API document"],
    ["a wrong type", wrap("{}", "webform_submission--other"), 'data.type must be "webform_submission--contact".'],
    ["a model that is not a string", wrap({ name: "Jane" }), "data.attributes.data must be the form's answers"],
    ["a model that is not JSON", wrap("{name"), "data.attributes.data is not valid JSON."],
    ["a model that is a list", wrap("[1]"), "data.attributes.data must hold a JSON object"],
  ])("refuses %s", (_name, body, message) => {
    expect(() => parseSubmissionBody(body, "contact")).toThrow(message);
  });
});

describe("parseSubmissionBody with characters no answer can hold", () => {
  it.each([
    ["a NUL in a value", { name: "a\u0000b" }],
    ["a NUL in a key", { "na\u0000me": "x" }],
    ["a NUL in a nested value", { address: { line1: ["\u0000"] } }],
    ["a lone high surrogate", { name: "\ud800" }],
    ["a lone low surrogate", { name: "x\udc00" }],
  ])("refuses %s with a 400", (_label, model) => {
    expect(() => parseSubmissionBody(wrap(JSON.stringify(model)), "contact")).toThrow(/NUL character or a broken UTF-16 surrogate/);
  });

  it("keeps line breaks, tabs, emoji and markup (shown as text later)", () => {
    const model = { message: "line 1\r\nline 2\tend 😀", name: "<b>Jane</b>" };
    expect(parseSubmissionBody(wrap(JSON.stringify(model)), "contact").model).toEqual(model);
  });
});
