import { describe, expect, it } from "vitest";
import { botVerdict } from "./bot-check.ts";

const now = Date.parse("2026-06-15T00:00:10Z");
const none = new Set<string>();

describe("botVerdict", () => {
  it.each([
    ["nothing extra", {}, none, "ok"],
    ["an empty honeypot", { website: "" }, none, "ok"],
    ["a filled honeypot", { website: "http://spam.example" }, none, "honeypot"],
    ["a filled url honeypot", { url: "x" }, none, "honeypot"],
    ["a url element of the form", { url: "https://example.edu" }, new Set(["url"]), "ok"],
    ["started 10 s ago (ms)", { form_started_at: now - 10_000 }, none, "ok"],
    ["started 10 s ago (ISO)", { form_started_at: "2026-06-15T00:00:00Z" }, none, "ok"],
    ["started 1 s ago", { form_started_at: String(now - 1_000) }, none, "too-fast"],
    ["started in the future", { form_started_at: now + 60_000 }, none, "too-fast"],
    ["a start that is not a time", { form_started_at: "soon" }, none, "too-fast"],
  ] as const)("%s", (_name, data, names, expected) => {
    expect(botVerdict(data, names, now)).toBe(expected);
  });
  it("takes a shorter minimum when configured (CONTENT_WEBFORM_MIN_FILL_MS)", () => {
    expect(botVerdict({ form_started_at: now - 1_000 }, new Set(), now, 500)).toBe("ok");
    expect(botVerdict({ form_started_at: now - 1_000 }, new Set(), now, 0)).toBe("ok");
    expect(botVerdict({ form_started_at: now + 1_000 }, new Set(), now, 0)).toBe("too-fast");
  });
});
