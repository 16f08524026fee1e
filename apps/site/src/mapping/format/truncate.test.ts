import { describe, expect, it } from "vitest";
import { truncate } from "./truncate";

describe("truncate", () => {
  it("leaves text of 150 characters or fewer alone", () => {
    const text = "a".repeat(150);
    expect(truncate(text)).toBe(text);
  });

  it("cuts longer text at a word boundary within 150 characters and appends '...'", () => {
    const text = "Become a registered nurse, with 800 hours of clinical placement and simulation in our St Albans hospital wards, and a career in every part of the health system.";
    const out = truncate(text);
    expect(out.endsWith("...")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(153);
    expect(out).toBe("Become a registered nurse, with 800 hours of clinical placement and simulation in our St Albans hospital wards, and a career in every part of the...");
  });

  it("cuts a single long word at the length", () => {
    expect(truncate("x".repeat(200), 10)).toBe("xxxxxxxxxx...");
  });

  it("collapses whitespace first", () => {
    expect(truncate("  one \n two  ")).toBe("one two");
  });
});
