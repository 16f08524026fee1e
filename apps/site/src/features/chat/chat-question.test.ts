import { describe, expect, it } from "vitest";
import { parseQuestion } from "./chat-question";

describe("parseQuestion", () => {
  it.each([
    ["nursing", "nursing"],
    ["  How much are   fees? ", "How much are fees?"],
    ["line\none\ttab\u0000nul\u009fc1", "line one tab nul c1"],
    ["hi", "hi"],
    ["x".repeat(300), "x".repeat(300)],
  ])("accepts %j as %j", (raw, question) => {
    expect(parseQuestion(raw)).toEqual({ ok: true, question });
  });

  it.each([
    ["", /at least 2 characters/],
    [" a ", /at least 2 characters/],
    ["\u0000\u0001", /at least 2 characters/],
    ["x".repeat(301), /at most 300 characters/],
  ])("refuses %j", (raw, message) => {
    const parsed = parseQuestion(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it("refuses anything but text", () => {
    for (const raw of [undefined, null, 12, ["nursing"], { q: "nursing" }]) expect(parseQuestion(raw).ok).toBe(false);
  });
});
