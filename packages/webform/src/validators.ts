/* The validation rules of spec §5 as pure functions, with the messages the visitor reads. Each returns the message
 * to show, or null when the value passes. Rules other than "required" pass an empty value: an optional field left
 * blank is valid. */
import { dayNumber, formatDate, isDateTime, parseDate, PICKER_DATE, WEEKDAYS, weekday } from "./dates.ts";
import { DEFAULT_EMAIL_MESSAGE, isEmailAddress } from "./email.ts";
import { onStep, type SliderRules } from "./slider.ts";
import { parseTime } from "./times.ts";
import { countWords, tooFewWords, tooManyWords } from "./word-count.ts";

export type ValidationResult = string | null;

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "number") return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Required: the configured message when nothing was given. A multiple select needs at least 1 choice; a
 * checkbox (privacy statement included) must be ticked. */
export function requiredError(value: unknown, message: string): ValidationResult {
  return isBlank(value) ? message : null;
}

export function emailError(value: unknown, message: string = DEFAULT_EMAIL_MESSAGE): ValidationResult {
  if (isBlank(value)) return null;
  return typeof value === "string" && isEmailAddress(value) ? null : message;
}

export interface Bounds {
  min?: number | null;
  max?: number | null;
}

/** Word-count messages are quoted from spec §5; the text is trimmed first. */
export function wordCountError(value: unknown, { min, max }: Bounds): ValidationResult {
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = countWords(value);
  if (max !== null && max !== undefined && n > max) return tooManyWords(max, n);
  if (min !== null && min !== undefined && n < min) return tooFewWords(min, n);
  return null;
}

/** Characters of a text as both apps count them: the trimmed text, by code point. */
export function characterCount(text: string): number {
  return [...text.trim()].length;
}

/** Character length (ours: the spec names no message). */
export function lengthError(value: unknown, { min, max }: Bounds): ValidationResult {
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = characterCount(value);
  if (max !== null && max !== undefined && n > max) return `Enter ${max} characters or fewer. You have ${n} characters.`;
  if (min !== null && min !== undefined && n < min) return `Enter at least ${min} characters. You have ${n} characters.`;
  return null;
}

export interface NumberRules extends Bounds {
  step?: number | null;
}

/** A number field's value: inputs give strings, the model may hold numbers. NaN when it is not a number. */
export function toNumberValue(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return Number.NaN;
}

/** Number bounds and step (ours: the spec names no messages). The step counts from min, or from 0. */
export function numberError(value: unknown, { min, max, step }: NumberRules): ValidationResult {
  if (isBlank(value)) return null;
  const n = toNumberValue(value);
  if (!Number.isFinite(n)) return "Enter a number.";
  if (min !== null && min !== undefined && n < min) return `Enter a number of ${min} or more.`;
  if (max !== null && max !== undefined && n > max) return `Enter a number of ${max} or less.`;
  if (!onStep(n, { min, step })) return `Enter a number in steps of ${step}.`;
  return null;
}

export interface DateRules {
  min?: string | null;
  max?: string | null;
  /** Days of the week that may be picked, 0 (Sunday) to 6; absent or empty means every day. */
  enabledDays?: readonly number[] | null;
}

export function dateError(value: unknown, { min, max, enabledDays }: DateRules): ValidationResult {
  if (isBlank(value)) return null;
  const date = typeof value === "string" ? parseDate(value) : null;
  if (date === null || !PICKER_DATE.test(String(value).trim())) return "Enter a real date in the format DD-MM-YYYY.";
  const lower = min ? parseDate(min) : null;
  const upper = max ? parseDate(max) : null;
  if (lower && dayNumber(date) < dayNumber(lower)) return `Enter a date on or after ${formatDate(lower)}.`;
  if (upper && dayNumber(date) > dayNumber(upper)) return `Enter a date on or before ${formatDate(upper)}.`;
  if (enabledDays && enabledDays.length > 0 && !enabledDays.includes(weekday(date))) {
    const names = [...enabledDays].sort((a, b) => a - b).map((d) => WEEKDAYS[d]).filter(Boolean);
    return `Choose a date that falls on a ${names.join(", ")}.`;
  }
  return null;
}

export function timeError(value: unknown): ValidationResult {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "string" && parseTime(value) !== null ? null : "Enter a time like 09:30 AM.";
}

/** YYYY-MM-DDTHH:mm, a real date and a 24-hour time. */
export function dateTimeError(value: unknown): ValidationResult {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "string" && isDateTime(value) ? null : "Enter a date and time like 2027-03-01T09:30.";
}

export const RANGE_ORDER_ERROR = "The lower value cannot be above the upper value.";
export const RANGE_SHAPE_ERROR = "Enter a lower and an upper number.";

/** A two-handle slider's answer: two numbers in bounds and on a step, lower never above upper. */
export function rangeError(value: unknown, rules: SliderRules): ValidationResult {
  if (isBlank(value)) return null;
  if (!Array.isArray(value) || value.length !== 2) return RANGE_SHAPE_ERROR;
  const [lower, upper] = value.map(toNumberValue);
  if (lower === undefined || upper === undefined || !Number.isFinite(lower) || !Number.isFinite(upper)) return RANGE_SHAPE_ERROR;
  const each = numberError(lower, rules) ?? numberError(upper, rules);
  if (each) return each;
  return lower > upper ? RANGE_ORDER_ERROR : null;
}

export const POSTCODE_NOT_A_NUMBER = "Enter the postcode as a number.";
export const POSTCODE_NOT_FOUR_DIGITS = "Enter the postcode as four digits.";
