import { describe, expect, it } from "vitest";
import { skippedStages } from "./skipped-stages.mjs";

describe("skippedStages", () => {
  it("skips nothing by default", () => {
    expect(skippedStages(undefined).size).toBe(0);
    expect(skippedStages(" , ").size).toBe(0);
  });
  it("reads the optional answer stages it names", () => {
    expect([...skippedStages("compression, not-modified")]).toEqual(["compression", "not-modified"]);
  });
  it("refuses a stage the site needs, or a name it does not know", () => {
    expect(() => skippedStages("security-headers")).toThrow(/the origin stage "security-headers" cannot attach: SITE_SKIP_STAGES may name only/);
    expect(() => skippedStages("compresion")).toThrow(/"compresion"/);
  });
});
