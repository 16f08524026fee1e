import { describe, expect, it } from "vitest";
import {
  countWords,
  dateError,
  emailError,
  formatSliderValue,
  lengthError,
  moveRangeHandle,
  RANGE_ORDER_ERROR,
  rangeError,
  numberError,
  parseDate,
  requiredError,
  sliderRules,
  snapSlider,
  wordCountError,
} from "./index.ts";

describe("requiredError", () => {
  const message = "Please tell us your name";
  it.each([
    [null, message], [undefined, message], ["", message], ["   ", message], [[], message], [false, message],
    [Number.NaN, message], ["Jane", null], [0, null], [true, null], [["arts"], null], [{ locality: "x" }, null],
  ])("%j → %j", (value, expected) => {
    expect(requiredError(value, message)).toBe(expected);
  });
  it("a required multiple select needs at least 1 choice", () => {
    expect(requiredError([], "Choose a topic")).toBe("Choose a topic");
    expect(requiredError(["12"], "Choose a topic")).toBeNull();
  });
});

describe("emailError", () => {
  it.each([
    ["j@example.edu", null], ["  j@example.edu ", null], ["a@b.c", null], ["first.last+tag@sub.example.com.au", null],
    ["j@example", "Bad email"], ["j.example.edu", "Bad email"], ["@example.edu", "Bad email"], ["j@.edu", "Bad email"],
    ["j @example.edu", "Bad email"], ["j@example.", "Bad email"], [42, "Bad email"],
    ["", null], [null, null],
  ])("%j → %j", (value, expected) => {
    expect(emailError(value, "Bad email")).toBe(expected);
  });
  it("has a default message", () => {
    expect(emailError("nope")).toMatch(/email address/);
  });
});

describe("word count", () => {
  it("counts words of the trimmed text", () => {
    expect(countWords("  one  two\nthree\t ")).toBe(3);
    expect(countWords("   ")).toBe(0);
  });
  it("quotes the spec's messages", () => {
    expect(wordCountError("a b c d", { max: 3 })).toBe("You have too many words. Maximum is 3, you have 4 words.");
    expect(wordCountError("a b", { min: 3 })).toBe("You have too few words. Minimum is 3, you have 2 words.");
  });
  it("trims first, so surrounding spaces are not words", () => {
    expect(wordCountError("  a b c  ", { min: 3, max: 3 })).toBeNull();
  });
  it("passes an empty answer (required catches it)", () => {
    expect(wordCountError("  ", { min: 3 })).toBeNull();
    expect(wordCountError(null, { min: 3 })).toBeNull();
  });
});

describe("lengthError", () => {
  it("checks min and max characters", () => {
    expect(lengthError("abcd", { max: 3 })).toBe("Enter 3 characters or fewer. You have 4 characters.");
    expect(lengthError("ab", { min: 3 })).toBe("Enter at least 3 characters. You have 2 characters.");
    expect(lengthError("abc", { min: 3, max: 3 })).toBeNull();
    expect(lengthError("", { min: 3 })).toBeNull();
  });
  it("counts characters, not UTF-16 units", () => {
    expect(lengthError("😀😀😀", { max: 3 })).toBeNull();
  });
});

describe("numberError", () => {
  it.each([
    ["5", {}, null],
    ["abc", {}, "Enter a number."],
    ["Infinity", {}, "Enter a number."],
    [3, { min: 5 }, "Enter a number of 5 or more."],
    ["11", { max: 10 }, "Enter a number of 10 or less."],
    ["10", { min: 0, max: 10 }, null],
    ["0.3", { step: 0.1 }, null],
    ["0.35", { step: 0.1 }, "Enter a number in steps of 0.1."],
    [7, { min: 1, step: 2 }, null],
    [6, { min: 1, step: 2 }, "Enter a number in steps of 2."],
    ["", { min: 5 }, null],
  ] as const)("%j with %j → %j", (value, rules, expected) => {
    expect(numberError(value, rules)).toBe(expected);
  });
});

describe("date picker", () => {
  it("parses DD-MM-YYYY and YYYY-MM-DD, refusing impossible dates", () => {
    expect(parseDate("29-02-2028")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate("2027-01-31")).toEqual({ year: 2027, month: 1, day: 31 });
    expect(parseDate("29-02-2027")).toBeNull();
    expect(parseDate("31/01/2027")).toBeNull();
  });

  it("accepts only DD-MM-YYYY from the visitor", () => {
    expect(dateError("2027-01-31", {})).toBe("Enter a real date in the format DD-MM-YYYY.");
    expect(dateError("31-02-2027", {})).toBe("Enter a real date in the format DD-MM-YYYY.");
    expect(dateError("31-01-2027", {})).toBeNull();
    expect(dateError("", {})).toBeNull();
  });

  it("applies min and max, inclusive", () => {
    const rules = { min: "2027-03-01", max: "31-03-2027" };
    expect(dateError("28-02-2027", rules)).toBe("Enter a date on or after 01-03-2027.");
    expect(dateError("01-03-2027", rules)).toBeNull();
    expect(dateError("31-03-2027", rules)).toBeNull();
    expect(dateError("01-04-2027", rules)).toBe("Enter a date on or before 31-03-2027.");
  });

  it("marks a day that is not enabled invalid (0 is Sunday)", () => {
    const weekdays = { enabledDays: [1, 2, 3, 4, 5] };
    expect(dateError("01-03-2027", weekdays)).toBeNull(); // a Monday
    expect(dateError("28-02-2027", weekdays)).toBe("Choose a date that falls on a Monday, Tuesday, Wednesday, Thursday, Friday.");
    expect(dateError("28-02-2027", { enabledDays: [0] })).toBeNull(); // a Sunday
    expect(dateError("28-02-2027", { enabledDays: [] })).toBeNull();
  });
});

describe("slider", () => {
  it("defaults to min 0, max 100, step 1", () => {
    expect(sliderRules({})).toEqual({ min: 0, max: 100, step: 1 });
    expect(sliderRules({ min: 1000, max: 50000, step: 500 })).toEqual({ min: 1000, max: 50000, step: 500 });
    expect(sliderRules({ step: 0 }).step).toBe(1);
  });

  it("snaps to steps within bounds", () => {
    const rules = sliderRules({ min: 0, max: 10, step: 0.5 });
    expect(snapSlider(3.3, rules)).toBe(3.5);
    expect(snapSlider(-4, rules)).toBe(0);
    expect(snapSlider(12, rules)).toBe(10);
    expect(snapSlider(Number.NaN, rules)).toBe(0);
  });

  it("never lets the lower handle pass the upper, or the upper the lower", () => {
    const rules = sliderRules({});
    expect(moveRangeHandle([20, 60], "lower", 80, rules)).toEqual([60, 60]);
    expect(moveRangeHandle([20, 60], "upper", 10, rules)).toEqual([20, 20]);
    expect(moveRangeHandle([20, 60], "lower", 30, rules)).toEqual([30, 60]);
    expect(moveRangeHandle([20, 60], "upper", 99.6, rules)).toEqual([20, 100]);
  });

  it("checks a two-handle answer: both numbers in bounds and on a step, lower never above upper", () => {
    const rules = sliderRules({ min: 0, max: 1000, step: 10 });
    expect(rangeError([100, 200], rules)).toBeNull();
    expect(rangeError([200, 200], rules)).toBeNull();
    expect(rangeError(null, rules)).toBeNull();
    expect(rangeError([300, 200], rules)).toBe(RANGE_ORDER_ERROR);
    expect(rangeError([0, 2000], rules)).toBe("Enter a number of 1000 or less.");
    expect(rangeError([5, 20], rules)).toBe("Enter a number in steps of 10.");
    expect(rangeError([1], rules)).toBe("Enter a lower and an upper number.");
    expect(rangeError(["a", 3], rules)).toBe("Enter a lower and an upper number.");
  });

  it("shows thousands separators and an optional prefix", () => {
    expect(formatSliderValue(1234567)).toBe("1,234,567");
    expect(formatSliderValue(12500, "$")).toBe("$12,500");
    expect(formatSliderValue(12.5, "$")).toBe("$12.5");
  });
});
