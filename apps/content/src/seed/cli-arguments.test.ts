import { describe, expect, it } from "vitest";
import { parseArguments } from "./cli-arguments.ts";

describe("parseArguments", () => {
  it("reads --reset, --check and --scale in both spellings", () => {
    expect(parseArguments([])).toEqual({ reset: false, check: false, scale: null });
    expect(parseArguments(["--reset", "--scale", "2000"])).toEqual({ reset: true, check: false, scale: 2000 });
    expect(parseArguments(["--scale=5", "--check"])).toEqual({ reset: false, check: true, scale: 5 });
  });

  it("refuses unknown arguments and bad numbers", () => {
    expect(() => parseArguments(["--scale"])).toThrow(/whole number/);
    expect(() => parseArguments(["--scale", "-1"])).toThrow(/whole number/);
    expect(() => parseArguments(["--force"])).toThrow(/unknown argument --force/);
  });
});
