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
