import { describe, expect, it } from "vitest";
import { cleanHiddenValue, isQueryFilledHidden } from "./hidden-values.ts";

describe("cleanHiddenValue: query values", () => {
  it.each([
    ["  HBNS  ", "HBNS"],
    ["a".repeat(80), "a".repeat(50)],
    ['<script>alert("x")</script>', "scriptalert(x)/script"],
    ["it's `here`", "its here"],
    ["javascript:alert(1)", "alert(1)"],
    ["JavaScript:alert(1)", "alert(1)"],
    ["x onerror=alert(1)", "x alert(1)"],
    ["x ONLOAD =alert(1)", "x alert(1)"],
    ["javajavascript:script:alert(1)", "alert(1)"],
    ["jav<ascript:alert(1)", "alert(1)"],
    ["spring-2027_email", "spring-2027_email"],
  ])("%j → %j", (raw, expected) => {
    expect(cleanHiddenValue(raw)).toBe(expected);
  });

  it("cuts before stripping, so the stored value is never longer than 50 characters", () => {
    expect(cleanHiddenValue(`${"b".repeat(49)}<script>`)).toBe("b".repeat(49));
    expect(cleanHiddenValue(" ".repeat(10) + "c".repeat(60)).length).toBe(50);
  });
});

describe("cleanHiddenValue: values a client sends", () => {
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
