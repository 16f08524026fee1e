import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { tableHeaders } from "./table-headers.ts";

const rows = "<tr><td>Semester 1</td><td>24 February</td></tr><tr><td>Semester 2</td><td>21 July</td></tr>";

describe("table-headers", () => {
  it("finds a table of data cells only", () => {
    expect(check(tableHeaders, pageOf(`<h2>Key dates</h2>\n<table><caption>Key dates 2026</caption><tbody>${rows}</tbody></table>`))).toEqual([
      { check: "table-headers", severity: "error", message: expect.stringMatching(/header cells/) as string,
        where: { selector: "table:nth-of-type(1)", excerpt: "Key dates 2026" } },
    ]);
  });

  it("passes a table with a header row", () => {
    const html = `<table><thead><tr><th scope="col">Period</th><th scope="col">Starts</th></tr></thead><tbody>${rows}</tbody></table>`;
    expect(check(tableHeaders, pageOf(html))).toEqual([]);
  });
});
