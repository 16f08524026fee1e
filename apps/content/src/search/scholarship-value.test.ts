import { describe, expect, it } from "vitest";
import { compactDate, valueSort } from "./scholarship-value.ts";

const value = (amount: number | null, frequency: string | null, valueText = "", support: string | null = "Cash payment") =>
  valueSort({ amount, frequency, valueText, support });

describe("a scholarship's valueSort", () => {
  it("is the annual AUD equivalent of an amount, zero-padded to nine digits", () => {
    expect(value(5000, "per_year")).toBe("000005000");
    expect(value(1500, "per_semester")).toBe("000003000");
    expect(value(500, "per_fortnight")).toBe("000013000");
    expect(value(2500, "one_off")).toBe("000002500");
    expect(value(2500, null)).toBe("000002500");
  });

  it("ranks a share of fees without an amount against a typical year of fees, a waiver as all of them", () => {
    expect(value(null, "per_year", "50% of tuition fees", "Fee reduction")).toBe("000015000");
    expect(value(null, "per_year", "Full tuition fee waiver", "Fee waiver")).toBe("000030000");
    expect(value(null, "per_year", "Your fees paid", "Fee waiver")).toBe("000030000");
    expect(value(null, null, "A room near campus", "Accommodation")).toBe("000000000");
  });

  it("orders as text the way it orders as numbers", () => {
    const sorted = [value(35900, "per_year"), value(500, "per_fortnight"), value(null, null, "20%")].sort();
    expect(sorted).toEqual(["000006000", "000013000", "000035900"]);
  });
});

describe("compactDate", () => {
  it("writes a date as yyyymmdd", () => {
    expect(compactDate("2026-12-03")).toBe("20261203");
    expect(compactDate("2026-12-03T09:00:00+11:00")).toBe("20261203");
    expect(compactDate(null)).toBeNull();
    expect(compactDate("soon")).toBeNull();
  });
});
