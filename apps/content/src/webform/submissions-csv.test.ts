import { describe, expect, it } from "vitest";
import { csvField, defuseFormula, submissionsCsv } from "./submissions-csv.ts";

const elements = {
  intro: { "#type": "webform_markup", "#markup": "<p>Hi</p>" },
  name: { "#type": "textfield" },
  group: { "#type": "fieldset", interests: { "#type": "checkboxes" } },
  postal: { "#type": "webform_address" },
  actions: { "#type": "webform_actions" },
};

describe("csvField", () => {
  it.each([["plain", "plain"], ["a,b", '"a,b"'], ["a;=1", '"a;=1"'], ["a\t=1", '"a\t=1"'], ['say "hi"', '"say ""hi"""'], ["two\nlines", '"two\nlines"'], ["", ""]])(
    "%j → %j", (input, expected) => expect(csvField(input)).toBe(expected));
});

describe("defuseFormula", () => {
  // Every form a spreadsheet program may read as a formula (OWASP CSV injection and the variants found by a probe).
  const FORMULAS = ["=1+1", "+1+1", "-1+1", "@SUM(A1:A2)", "\t=1+1", "\r=1+1", "\n=1+1", " =1+1", "   =HYPERLINK(\"http://x\")",
    "\u3000=1+1", "\u00a0=1+1", "\ufeff=1+1", "\u200b=1+1", "＝1+1", "＋1", "－1", "＠SUM(A1)", " ＝1+1", "﹦1+1", "﹢1", "﹣1", "﹫SUM(A1)",
    "\t", "\r\n", "\n", " \t@x", "\u0000=1", "=cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0"];

  it.each(FORMULAS)("keeps %j as text", (value) => {
    expect(defuseFormula(value)).toBe(`'${value}`);
  });

  it.each(["plain", "a=b", "1+1", "email@example.edu", "x-y", "", " text", "'=already text", "１＝１"])("leaves %j alone", (value) => {
    expect(defuseFormula(value)).toBe(value);
  });

  it.each(FORMULAS)("exports %j as a text cell starting with an apostrophe", (value) => {
    const csv = submissionsCsv(elements, [{ sid: 1, serial: 1, createdAt: "2026-06-16T01:02:03Z", data: { name: value } }]);
    expect(csv).toContain(`,${csvField(`'${value}`)},`);
  });
});

describe("submissionsCsv", () => {
  it("writes a header and one CRLF-ended row per submission, one column per element", () => {
    const csv = submissionsCsv(elements, [
      { sid: 4, serial: 1, createdAt: "2026-06-15 10:00:00+00", data: { name: 'Jane "JC", Citizen', interests: ["arts", "it"],
        postal: { address_line1: "1 Ballarat Rd", locality: "Footscray", administrative_area: "VIC", postal_code: "3011" } } },
      { sid: 9, serial: 2, createdAt: "2026-06-16T01:02:03Z", data: { name: "=HYPERLINK(\"http://x\")", unknown: "ignored" } },
    ]);
    expect(csv).toBe([
      "sid,serial,submitted_at,name,interests,postal",
      '4,1,2026-06-15T10:00:00.000Z,"Jane ""JC"", Citizen","arts; it","1 Ballarat Rd, Footscray, VIC, 3011"',
      '9,2,2026-06-16T01:02:03.000Z,"\'=HYPERLINK(""http://x"")",,',
      "",
    ].join("\r\n"));
  });
  it("writes only the header when there are no submissions", () => {
    expect(submissionsCsv(elements, [])).toBe("sid,serial,submitted_at,name,interests,postal\r\n");
  });
  it("gives no column to an element of #markup only or to a wizard page, and one to what a page holds", () => {
    const paged = { note: { "#markup": "<p>Read this</p>" }, page_1: { "#type": "webform_wizard_page", email: { "#type": "email" } } };
    expect(submissionsCsv(paged, [])).toBe("sid,serial,submitted_at,email\r\n");
  });
});
