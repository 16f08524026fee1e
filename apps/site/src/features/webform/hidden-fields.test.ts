import { describe, expect, it } from "vitest";
import { fillPlaceholders, hiddenValuesFromQuery, sanitiseQueryValue } from "./hidden-fields";

describe("sanitiseQueryValue", () => {
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
    expect(sanitiseQueryValue(raw)).toBe(expected);
  });

  it("cuts before stripping, so the stored value is never longer than 50 characters", () => {
    expect(sanitiseQueryValue(`${"b".repeat(49)}<script>`)).toBe("b".repeat(49));
    expect(sanitiseQueryValue(" ".repeat(10) + "c".repeat(60)).length).toBe(50);
  });
});

describe("hiddenValuesFromQuery", () => {
  const fields = ["course_code", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "secret"];

  it("fills course_code and the utm fields the form has, from a URLSearchParams or a Next searchParams object", () => {
    const query = new URLSearchParams("course_code=HBNS&utm_source=google&utm_medium=cpc&utm_campaign=open%20day&utm_term=nursing&utm_content=<b>ad</b>&secret=x&utm_id=9");
    expect(hiddenValuesFromQuery(query, fields)).toEqual({
      course_code: "HBNS", utm_source: "google", utm_medium: "cpc", utm_campaign: "open day", utm_term: "nursing", utm_content: "bad/b",
    });
    expect(hiddenValuesFromQuery({ course_code: ["HBNS", "EVIL"], utm_source: undefined }, fields)).toEqual({ course_code: "HBNS" });
  });

  it("fills only fields the form has", () => {
    expect(hiddenValuesFromQuery(new URLSearchParams("course_code=HBNS&utm_source=x"), ["utm_source"])).toEqual({ utm_source: "x" });
  });
});

describe("fillPlaceholders", () => {
  it("fills {{field}} from the model", () => {
    const model = { course_code: "HBNS", name: "Jane", topics: ["Arts", "Law"], age: 30, agree: true, address: { locality: "x" } };
    expect(fillPlaceholders("{{course_code}} enquiry from {{ name }}", model)).toBe("HBNS enquiry from Jane");
    expect(fillPlaceholders("{{topics}}|{{age}}|{{agree}}|{{address}}|{{missing}}", model)).toBe("Arts, Law|30|true||");
    expect(fillPlaceholders("no placeholders", model)).toBe("no placeholders");
  });

  it("does not read inherited properties", () => {
    expect(fillPlaceholders("{{constructor}}{{toString}}", {})).toBe("");
  });
});
