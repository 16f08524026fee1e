import { describe, expect, it } from "vitest";
import { cleanHiddenValue, isQueryFilledHidden } from "./hidden-value.ts";

describe("cleanHiddenValue", () => {
  it.each([
    ["  ABC123 ", "ABC123"],
    ["<script>alert(1)</script>", "scriptalert(1)/script"],
    ["javascript:alert(1)", "alert(1)"],
    ["x\" onmouseover=alert(1)", "x alert(1)"],
    ["java<script:x", "x"],
    ["`'\"", ""],
  ])("%j → %j", (input, expected) => {
    expect(cleanHiddenValue(input)).toBe(expected);
  });
  it("cuts to 50 characters", () => {
    expect(cleanHiddenValue("a".repeat(80))).toHaveLength(50);
  });
});

describe("isQueryFilledHidden", () => {
  it("knows course_code and the five utm fields only", () => {
    expect(["course_code", "utm_source", "utm_content"].every(isQueryFilledHidden)).toBe(true);
    expect(isQueryFilledHidden("utm_other")).toBe(false);
  });
});
