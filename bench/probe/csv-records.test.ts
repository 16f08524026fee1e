import { describe, expect, it } from "vitest";
import { csvRecords } from "./csv-records.ts";

describe("csvRecords", () => {
  it("reads CRLF records, quoted fields with commas, doubled quotes and line breaks, and empty fields", () => {
    expect(csvRecords('a,b,c\r\n1,"x, ""y""",\r\n2,"two\r\nlines","\'=1"\r\n')).toEqual([
      ["a", "b", "c"], ["1", 'x, "y"', ""], ["2", "two\r\nlines", "'=1"],
    ]);
  });

  it("reads a last record without its line break", () => {
    expect(csvRecords("a,b\r\n1,2")).toEqual([["a", "b"], ["1", "2"]]);
  });
});
