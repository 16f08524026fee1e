import { describe, expect, it } from "vitest";
import { parseSubmitRequest } from "./submit-request";

describe("parseSubmitRequest", () => {
  it("takes every kind of answer a form element has, the bot checks included, unchanged", () => {
    const data = {
      name: "Jane <script>alert(1)</script>",
      guests: 2,
      contact_consent: true,
      phone: null,
      study_mode: ["full_time", "online"],
      fee_budget: [1000, 20000],
      address: { address_line1: "1 Ballarat Rd", locality: "Footscray", administrative_area: "VIC", postal_code: "3011" },
      form_started_at: 1_760_000_000_000,
      website: "",
    };
    expect(parseSubmitRequest({ data })).toEqual({ ok: true, data });
    expect(parseSubmitRequest({ data: {} })).toEqual({ ok: true, data: {} });
  });

  it("names the answer that has a shape no element has", () => {
    const message = (data: unknown) => (parseSubmitRequest({ data }) as { message?: string }).message;
    const kinds = "text, a number, true or false, null, a list of texts, a two-handle slider's [lower, upper], or an address (an object of texts)";
    expect(message({ name: "Jane", guests: { count: 2 } })).toBe(`The answer "guests" must be ${kinds}.`);
    expect(message({ study_mode: ["online", 3] })).toBe(`The answer "study_mode" must be ${kinds}.`);
    expect(message({ address: { street: { nested: "x" } } })).toBe(`The answer "address" must be ${kinds}.`);
    expect(message({ list: [["a"]] })).toBe(`The answer "list" must be ${kinds}.`);
    expect(message({ fee_budget: [1, 2, 3] })).toBe(`The answer "fee_budget" must be ${kinds}.`);
  });

  it("refuses a body without an object of answers in data", () => {
    const expected = { ok: false, message: 'The body must hold the answers in "data": {"data": {"name": "Jane", "email": "jane@example.com"}}.' };
    for (const body of [null, "text", [], {}, { data: null }, { data: [] }, { data: "name=Jane" }, { answers: {} }]) {
      expect(parseSubmitRequest(body)).toEqual(expected);
    }
  });

  it("does not let a __proto__ answer reach the output's prototype", () => {
    const parsed = parseSubmitRequest(JSON.parse('{"data": {"__proto__": {"polluted": "yes"}, "name": "Jane"}}'));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect((parsed.data as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
