import { describe, expect, it } from "vitest";
import { csvField, submissionsCsv } from "./submissions-csv.ts";

const elements = {
  intro: { "#type": "webform_markup", "#markup": "<p>Hi</p>" },
  name: { "#type": "textfield" },
  group: { "#type": "fieldset", interests: { "#type": "checkboxes" } },
  postal: { "#type": "webform_address" },
  actions: { "#type": "webform_actions" },
};

describe("csvField", () => {
  it.each([["plain", "plain"], ["a,b", '"a,b"'], ['say "hi"', '"say ""hi"""'], ["two\nlines", '"two\nlines"'], ["", ""]])(
    "%j → %j", (input, expected) => expect(csvField(input)).toBe(expected));
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
      '4,1,2026-06-15T10:00:00.000Z,"Jane ""JC"", Citizen",arts; it,"1 Ballarat Rd, Footscray, VIC, 3011"',
      '9,2,2026-06-16T01:02:03.000Z,"\'=HYPERLINK(""http://x"")",,',
      "",
    ].join("\r\n"));
  });
  it("writes only the header when there are no submissions", () => {
    expect(submissionsCsv(elements, [])).toBe("sid,serial,submitted_at,name,interests,postal\r\n");
  });
});
