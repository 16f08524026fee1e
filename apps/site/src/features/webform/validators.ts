/* The validation rules of spec §5 as pure functions. Each returns the message to show, or null when the value
 * passes. Rules other than "required" pass an empty value: an optional field left blank is valid. */

export type ValidationResult = string | null;

function isBlank(value: unknown): boolean {
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

/** Spec §5: something, @, something, a dot, something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DEFAULT_EMAIL_MESSAGE = "Enter an email address in the correct format, like name@example.com";

export function emailError(value: unknown, message: string = DEFAULT_EMAIL_MESSAGE): ValidationResult {
  if (isBlank(value)) return null;
  return typeof value === "string" && EMAIL_PATTERN.test(value.trim()) ? null : message;
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

export interface Bounds {
  min?: number | null;
  max?: number | null;
}

/** Word-count messages are quoted from spec §5; the text is trimmed first. */
export function wordCountError(value: unknown, { min, max }: Bounds): ValidationResult {
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = countWords(value);
  if (max !== null && max !== undefined && n > max) return `You have too many words. Maximum is ${max}, you have ${n} words.`;
  if (min !== null && min !== undefined && n < min) return `You have too few words. Minimum is ${min}, you have ${n} words.`;
  return null;
}

/** Character length (ours: the spec names no message). */
export function lengthError(value: unknown, { min, max }: Bounds): ValidationResult {
  if (typeof value !== "string" || value === "") return null;
  const n = [...value].length;
  if (max !== null && max !== undefined && n > max) return `Enter ${max} characters or fewer. You have ${n} characters.`;
  if (min !== null && min !== undefined && n < min) return `Enter at least ${min} characters. You have ${n} characters.`;
  return null;
}

export interface NumberRules extends Bounds {
  step?: number | null;
}

/** A number field's value: inputs give strings, the model may hold numbers. NaN when it is not a number. */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return Number.NaN;
}

/** Number bounds and step (ours: the spec names no messages). The step counts from min, or from 0. */
export function numberError(value: unknown, { min, max, step }: NumberRules): ValidationResult {
  if (isBlank(value)) return null;
  const n = toNumber(value);
  if (!Number.isFinite(n)) return "Enter a number.";
  if (min !== null && min !== undefined && n < min) return `Enter a number of ${min} or more.`;
  if (max !== null && max !== undefined && n > max) return `Enter a number of ${max} or less.`;
  if (step !== null && step !== undefined && step > 0) {
    const steps = (n - (min ?? 0)) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return `Enter a number in steps of ${step}.`;
  }
  return null;
}

/* ── Date picker (spec §5: DD-MM-YYYY, min, max, enabled days 0–6 with 0 Sunday) ── */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Reads DD-MM-YYYY (the picker's format) or YYYY-MM-DD (how Drupal stores min and max); null if neither. */
export function parseDate(text: string): CalendarDate | null {
  const t = text.trim();
  let m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(t);
  if (m) return calendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function formatDate(date: CalendarDate): string {
  return `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}`;
}

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

export function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export interface DateRules {
  min?: string | null;
  max?: string | null;
  /** Days of the week that may be picked, 0 (Sunday) to 6; absent or empty means every day. */
  enabledDays?: readonly number[] | null;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function dateError(value: unknown, { min, max, enabledDays }: DateRules): ValidationResult {
  if (isBlank(value)) return null;
  const date = typeof value === "string" ? parseDate(value) : null;
  if (date === null || !/^\d{2}-\d{2}-\d{4}$/.test(String(value).trim())) return "Enter a real date in the format DD-MM-YYYY.";
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

/* ── Slider (spec §5: defaults min 0, max 100, step 1; lower never above upper; thousands separators, prefix) ── */

export interface SliderRules {
  min: number;
  max: number;
  step: number;
}

export function sliderRules(config: { min?: number | null; max?: number | null; step?: number | null }): SliderRules {
  const min = config.min ?? 0;
  const max = config.max ?? 100;
  const step = config.step && config.step > 0 ? config.step : 1;
  return { min, max: Math.max(min, max), step };
}

/** Snaps a value onto the slider's steps, inside its bounds. */
export function snapSlider(value: number, { min, max, step }: SliderRules): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, Number(snapped.toFixed(10))));
}

/** A range slider after one handle moved: the moved handle stops at the other one, so lower ≤ upper always. */
export function moveRangeHandle(
  range: readonly [number, number],
  handle: "lower" | "upper",
  value: number,
  rules: SliderRules,
): [number, number] {
  const v = snapSlider(value, rules);
  const [lower, upper] = range;
  return handle === "lower" ? [Math.min(v, upper), upper] : [lower, Math.max(v, lower)];
}

export const RANGE_ORDER_ERROR = "The lower value cannot be above the upper value.";

/** A two-handle slider's answer: two numbers in bounds and on a step, lower never above upper. */
export function rangeError(value: unknown, rules: SliderRules): ValidationResult {
  if (isBlank(value)) return null;
  if (!Array.isArray(value) || value.length !== 2) return "Enter a lower and an upper number.";
  const [lower, upper] = value.map(toNumber);
  if (!Number.isFinite(lower) || !Number.isFinite(upper)) return "Enter a lower and an upper number.";
  const each = numberError(lower, rules) ?? numberError(upper, rules);
  if (each) return each;
  return (lower as number) > (upper as number) ? RANGE_ORDER_ERROR : null;
}

const THOUSANDS = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 10 });

/** 12500 with prefix "$" → "$12,500". */
export function formatSliderValue(value: number, prefix = ""): string {
  return `${prefix}${THOUSANDS.format(value)}`;
}
