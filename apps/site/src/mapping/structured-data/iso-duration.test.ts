import { describe, expect, it } from "vitest";
import { isoDuration } from "./iso-duration";

describe("isoDuration", () => {
  it("reads the duration a course states first", () => {
    expect(isoDuration("3 years full time")).toBe("P3Y");
    expect(isoDuration("18 months full time or 3 years part time")).toBe("P18M");
    expect(isoDuration("1 day, with online pre-learning")).toBe("P1D");
    expect(isoDuration("1.5 years full time")).toBe("P18M");
  });

  it("gives nothing for a duration it cannot read", () => {
    expect(isoDuration("1 to 2 years full time or part time")).toBeNull();
    expect(isoDuration("Self-paced")).toBeNull();
    expect(isoDuration(null)).toBeNull();
  });
});
