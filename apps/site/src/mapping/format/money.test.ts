import { describe, expect, it } from "vitest";
import { firstAmount, formatMoney } from "./money";

describe("formatMoney", () => {
  it("removes a leading $, adds thousands commas and the $ prefix", () => {
    expect(formatMoney("$17194")).toBe("$17,194");
    expect(formatMoney("1234567")).toBe("$1,234,567");
    expect(formatMoney(36600)).toBe("$36,600");
  });

  it("shows two decimals only when the amount is fractional", () => {
    expect(formatMoney("$25.5")).toBe("$25.50");
    expect(formatMoney("1999.999")).toBe("$2,000.00");
    expect(formatMoney("25.00")).toBe("$25");
  });

  it("accepts amounts already written with commas or A$", () => {
    expect(formatMoney("A$4,445")).toBe("$4,445");
  });

  it("answers null for text that is not an amount", () => {
    expect(formatMoney("Free")).toBeNull();
    expect(formatMoney("")).toBeNull();
    expect(formatMoney(null)).toBeNull();
  });
});

describe("firstAmount", () => {
  it("finds the first amount in a fee sentence", () => {
    expect(firstAmount("Commonwealth supported place: indicative student contribution A$17,194 a year (2026).")).toBe("$17,194");
    expect(firstAmount("$55 a day or $240 a week")).toBe("$55");
    expect(firstAmount("Free TAFE for eligible students.")).toBeNull();
  });
});
