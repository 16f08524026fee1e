import { describe, expect, it } from "vitest";
import { parsePublishBody } from "./publish-request.ts";

describe("parsePublishBody", () => {
  it("publishes the working copy without a body or revision", () => {
    for (const text of ["", "  ", "{}", "{\"revision\":null}"]) expect(parsePublishBody(text)).toEqual({ revision: null });
  });

  it("reads a revision id, as a number or digits", () => {
    expect(parsePublishBody("{\"revision\":42}")).toEqual({ revision: 42 });
    expect(parsePublishBody("{\"revision\":\"42\"}")).toEqual({ revision: 42 });
  });

  it("names what is wrong with anything else", () => {
    expect(parsePublishBody("{")).toEqual({ problem: expect.stringMatching(/must be JSON/) });
    expect(parsePublishBody("[1]")).toEqual({ problem: "The body must be a JSON object." });
    expect(parsePublishBody("{\"rev\":1}")).toEqual({ problem: expect.stringMatching(/Unknown field "rev"/) });
    for (const revision of [0, -1, 1.5, "x", true]) {
      expect(parsePublishBody(JSON.stringify({ revision }))).toEqual({ problem: expect.stringMatching(/revision must be/) });
    }
  });
});
