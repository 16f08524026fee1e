import { describe, expect, it } from "vitest";
import { parseExportArguments } from "./export-arguments.ts";

describe("parseExportArguments", () => {
  it("reads the form and an optional output file", () => {
    expect(parseExportArguments(["contact"])).toEqual({ webformId: "contact", out: null });
    expect(parseExportArguments(["contact", "--out", "c.csv"])).toEqual({ webformId: "contact", out: "c.csv" });
    expect(parseExportArguments(["--out=c.csv", "contact"])).toEqual({ webformId: "contact", out: "c.csv" });
  });
  it.each([[[]], [["Contact Form"]], [["contact", "--out"]], [["contact", "extra"]], [["contact", "--force"]]])("refuses %j", (argv) => {
    expect(() => parseExportArguments(argv)).toThrow(/usage: npm run export-submissions/);
  });
});
