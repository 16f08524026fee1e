import { describe, expect, it } from "vitest";
import { parseUnitCode } from "./unit-codes";

describe("parseUnitCode", () => {
  it.each([
    ["BCO1102", "BCO1102"],
    ["bco1102", "BCO1102"],
    ["Ab1", "AB1"],
    ["ABCDEFGHIJ12", "ABCDEFGHIJ12"],
  ])("accepts %s as %s", (segment, code) => {
    expect(parseUnitCode(segment)).toBe(code);
  });

  it.each(["A1", "ABCDEFGHIJK12", "1102BCO", "BCO", "1102", "BCO-1102", "BCO1102A", "BCO 1102", "BCÖ1102", ""])(
    "refuses %j",
    (segment) => {
      expect(parseUnitCode(segment)).toBeNull();
    },
  );
});

describe("parseUnitSetCode", () => {
  it("accepts letters alone or letters then digits", async () => {
    const { parseUnitSetCode } = await import("./unit-codes");
    expect(parseUnitSetCode("AMACRW")).toBe("AMACRW");
    expect(parseUnitSetCode("bmaacc")).toBe("BMAACC");
    expect(parseUnitSetCode("MAJ123")).toBe("MAJ123");
    for (const bad of ["AB", "123ABC", "AB-CD", "ABCDEFGHIJKLM", ""]) expect(parseUnitSetCode(bad)).toBeNull();
  });
});
