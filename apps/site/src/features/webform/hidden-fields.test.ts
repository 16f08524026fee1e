import { describe, expect, it } from "vitest";
import { fillPlaceholders, hiddenValuesFromQuery } from "./hidden-fields";

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
