import { describe, expect, it } from "vitest";
import { compareHref, parseCompareQuery } from "./compare-query";

const parse = (query: string) => parseCompareQuery(new URLSearchParams(query));

describe("parseCompareQuery", () => {
  it("keeps the address's order", () => {
    expect(parse("course=SIS40221&course=HBNS&course=22ZPY")).toEqual({ codes: ["SIS40221", "HBNS", "22ZPY"], extra: [], malformed: [], audience: "domestic" });
  });

  it("reads no courses from an empty or unrelated query", () => {
    expect(parse("")).toEqual({ codes: [], extra: [], malformed: [], audience: "domestic" });
    expect(parse("code=HBNS&course=&course=%20")).toEqual({ codes: [], extra: [], malformed: [], audience: "domestic" });
  });

  it("ignores repeats, whatever their letter case", () => {
    expect(parse("course=HBNS&course=hbns&course=HBBS&course=HBNS").codes).toEqual(["HBNS", "HBBS"]);
  });

  it("compares four at most and names the rest", () => {
    expect(parse("course=AA&course=BB&course=CC&course=DD&course=EE&course=FF&course=AA")).toEqual(
      { codes: ["AA", "BB", "CC", "DD"], extra: ["EE", "FF"], malformed: [], audience: "domestic" });
  });

  it.each(["A", "ABCDEFGHIJKLM", "HB-NS", "HB NS", "<script>", "../etc", "HBNŠ", "1;DROP"])("rejects %j as not a course code", (value) => {
    expect(parse(`course=${encodeURIComponent(value)}&course=HBNS`)).toEqual({ codes: ["HBNS"], extra: [], malformed: [value], audience: "domestic" });
  });

  it("trims values, shortens long rejected ones and names each once", () => {
    const long = "x".repeat(40);
    expect(parse(`course=%20HBNS%20&course=${long}&course=${long}`)).toEqual({ codes: ["HBNS"], extra: [], malformed: [`${"x".repeat(24)}…`], audience: "domestic" });
  });

  it("says control characters back as question marks", () => {
    expect(parse("course=A%00B%1BC").malformed).toEqual(["A?B?C"]);
  });

  it("shows international students' fees only when the address asks for them", () => {
    expect(parse("course=HBNS&audience=international").audience).toBe("international");
    expect(parse("course=HBNS&audience=martian").audience).toBe("domestic");
  });

  it("reads the first 50 values only", () => {
    const many = Array.from({ length: 60 }, (_, i) => `course=bad-${i}`).join("&");
    expect(parse(many).malformed).toHaveLength(50);
  });
});

describe("compareHref", () => {
  it("lists the codes in order, or is the bare page", () => {
    expect(compareHref(["HBNS", "SIS40221"])).toBe("/course-discovery/compare?course=HBNS&course=SIS40221");
    expect(compareHref([])).toBe("/course-discovery/compare");
  });
});
