import { describe, expect, it } from "vitest";
import { intakeLabel, intakeOrder } from "./intake-label.ts";

describe("intake labels", () => {
  it("name a dated intake by month and year, a month intake by its month", () => {
    expect(intakeLabel("2027-02-15")).toBe("February 2027");
    expect(intakeLabel("july")).toBe("July");
    expect(intakeLabel("Semester 1")).toBeNull();
  });

  it("order dated intakes chronologically, then month intakes", () => {
    const labels = ["July", "February 2028", "November 2027", "February"];
    expect(labels.sort((a, b) => intakeOrder(a) - intakeOrder(b))).toEqual(["November 2027", "February 2028", "February", "July"]);
  });
});
