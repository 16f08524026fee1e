import { describe, expect, it } from "vitest";
import { dateTimeError, formatTime, fromTimeInput, normaliseTime, parseTime, timeError, toTimeInput } from "./index.ts";

describe("time hh:mm A", () => {
  it.each([
    ["12:00 AM", { hours: 0, minutes: 0 }],
    ["12:30 PM", { hours: 12, minutes: 30 }],
    ["01:05 am", { hours: 1, minutes: 5 }],
    ["11:59 PM", { hours: 23, minutes: 59 }],
    ["13:00 PM", null],
    ["00:10 AM", null],
    ["9:30 AM", null],
    ["09:60 AM", null],
    ["09:30", null],
  ])("parses %j", (text, expected) => {
    expect(parseTime(text)).toEqual(expected);
  });

  it("formats and converts to and from a time input", () => {
    expect(formatTime({ hours: 0, minutes: 5 })).toBe("12:05 AM");
    expect(formatTime({ hours: 14, minutes: 30 })).toBe("02:30 PM");
    expect(fromTimeInput("14:30")).toBe("02:30 PM");
    expect(fromTimeInput("24:00")).toBeNull();
    expect(toTimeInput("02:30 PM")).toBe("14:30");
    expect(toTimeInput("12:15 AM")).toBe("00:15");
    expect(toTimeInput("nope")).toBeNull();
  });

  it("timeError", () => {
    expect(timeError("09:30 AM")).toBeNull();
    expect(timeError("")).toBeNull();
    expect(timeError("09:30")).toBe("Enter a time like 09:30 AM.");
    expect(timeError(930)).toBe("Enter a time like 09:30 AM.");
  });
});

describe("datetime YYYY-MM-DDTHH:mm", () => {
  it.each([
    ["2027-03-01T09:30", null],
    ["2028-02-29T23:59", null],
    ["2027-02-29T09:30", "Enter a date and time like 2027-03-01T09:30."],
    ["2027-03-01T24:00", "Enter a date and time like 2027-03-01T09:30."],
    ["2027-03-01 09:30", "Enter a date and time like 2027-03-01T09:30."],
    ["01-03-2027T09:30", "Enter a date and time like 2027-03-01T09:30."],
    [null, null],
  ])("%j → %j", (value, expected) => {
    expect(dateTimeError(value)).toBe(expected);
  });
});

describe("normaliseTime: what the content service accepts", () => {
  it("reads times in 12- and 24-hour forms", () => {
    expect([normaliseTime("00:15"), normaliseTime("12:00 AM"), normaliseTime("12:30 pm"), normaliseTime("23:59"), normaliseTime("13:00 PM"), normaliseTime("9:60")])
      .toEqual(["12:15 AM", "12:00 AM", "12:30 PM", "11:59 PM", null, null]);
  });
  it("accepts everything the browser's strict format accepts", () => {
    for (const time of ["12:00 AM", "01:05 PM", "11:59 PM", "09:30 am"]) expect(normaliseTime(time)).toBe(formatTime(parseTime(time) ?? { hours: -1, minutes: 0 }));
  });
});
