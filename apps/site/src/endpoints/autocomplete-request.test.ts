import { describe, expect, it } from "vitest";
import { parseAutocompleteRequest } from "./autocomplete-request";

const messageOf = (body: unknown) => {
  const parsed = parseAutocompleteRequest(body);
  if (parsed.ok) throw new Error("expected a bad body");
  return parsed.message;
};

describe("parseAutocompleteRequest", () => {
  it("reads type, partial_query and show", () => {
    expect(parseAutocompleteRequest({ type: "courses", params: { partial_query: "acc", show: 5 } }))
      .toEqual({ ok: true, request: { type: "courses", partialQuery: "acc", show: 5 } });
  });

  it("asks for suggestions, 10 of them, by default", () => {
    expect(parseAutocompleteRequest({ params: { partial_query: "news" } }))
      .toEqual({ ok: true, request: { type: "suggestions", partialQuery: "news", show: 10 } });
  });

  it("trims the typed text and collapses white space, keeping short text for the caller to judge", () => {
    expect(parseAutocompleteRequest({ params: { partial_query: "  bachelor \n of  arts ", show: 10 } }))
      .toMatchObject({ ok: true, request: { partialQuery: "bachelor of arts" } });
    expect(parseAutocompleteRequest({ params: { partial_query: " a ", show: 10 } })).toMatchObject({ ok: true, request: { partialQuery: "a" } });
  });

  it("refuses typed text holding a control character (NUL, BEL, DEL) with a clear message", () => {
    for (const text of ["nur\u0000sing", "acc\u0007", "\u007Fart"]) {
      expect(messageOf({ params: { partial_query: text, show: 10 } })).toBe("params.partial_query must not hold control characters.");
    }
  });

  it("refuses a body that is not the documented object", () => {
    expect(messageOf(null)).toMatch(/^The body must be a JSON object/);
    expect(messageOf([1])).toMatch(/^The body must be a JSON object/);
    expect(messageOf({ type: "courses" })).toMatch(/^The body must hold params/);
  });

  it("names the field at fault", () => {
    expect(messageOf({ type: "people", params: { partial_query: "acc", show: 10 } })).toBe('type must be "suggestions" or "courses".');
    expect(messageOf({ params: { partial_query: 42, show: 10 } })).toBe("params.partial_query must be text.");
    expect(messageOf({ params: { partial_query: "a".repeat(101), show: 10 } })).toBe("params.partial_query must be at most 100 characters.");
    for (const show of [0, 51, 2.5, "10", null]) {
      expect(messageOf({ params: { partial_query: "acc", show } })).toBe("params.show must be a whole number from 1 to 50.");
    }
  });
});
