import {
  applyStateValues,
  cleanHiddenValue,
  countWords,
  drupalElementEntries,
  evaluateForm,
  HIDDEN_QUERY_VALUE_LIMIT,
  HIDDEN_VALUE_LIMIT,
  isDateTime,
  isEmailAddress,
  isoDate,
  isQueryFilledHidden,
  lengthBounds,
  normaliseTime,
  onStep,
  optionValues,
  parseDate,
  silentWarn,
  sliderRules,
  statefulFieldsOf,
  submittableValues,
  textLimits,
  toBoolean,
  toNumber,
  tooFewWords,
  tooManyWords,
  type FormModel,
  type OptionLists,
} from "@yu/webform-rules";
import { checkAddress, checkName, missingNameParts, requiredNameParts, type Checked } from "./composite-values.ts";
import { numberProp, stringProp, titleOf, type Element } from "./elements.ts";

export type Model = FormModel;

export interface FieldError {
  field: string;
  detail: string;
}

export interface ValidationContext {
  /** Term ids (as strings) of a vocabulary, for `webform_term_select`. */
  termIds(vocabulary: string): ReadonlySet<string>;
  /** Whether a file id was uploaded to this form for this element. */
  fileExists(fid: string, element: string): boolean;
  /** Named option lists beyond Drupal Webform's standard ones (`'#options': yes_no` needs none). */
  optionLists?: OptionLists;
}

export interface ValidationResult {
  /** The values to store: visible input elements only, cleaned; unknown and hidden fields are dropped. */
  values: Record<string, unknown>;
  errors: FieldError[];
}

// Elements that show something or group others but carry no value of their own (a wizard page is a container:
// the whole submission comes with the last page).
export const NO_VALUE_TYPES: ReadonlySet<string> = new Set(["webform_actions", "webform_markup", "processed_text", "label", "webform_horizontal_rule",
  "webform_section", "fieldset", "container", "details", "webform_flexbox", "webform_wizard_page", "item", "markup"]);

/** Whether an element of this `#type` carries an answer: an element of `#markup` only (no `#type`) does not. */
export function carriesValue(type: string): boolean {
  return type !== "" && !NO_VALUE_TYPES.has(type);
}
const TEXT = new Set(["textfield", "textarea", "tel", "hidden", "email", "url"]);
const FILE = new Set(["managed_file", "webform_document_file", "webform_image_file"]);
const ADDRESS = new Set(["webform_address", "address"]);
const CHECKBOX = new Set(["checkbox", "webform_privacy_statement"]);
const SLIDER = new Set(["range", "webform_range", "webform_slider"]);
const DATETIME = new Set(["datetime", "webform_datetime"]);

/** Spec §5 slider defaults (min 0, max 100, step 1) written into the element, for the number checks. */
function sliderBounds(element: Element): Element {
  const { min, max, step } = sliderRules({ min: numberProp(element, "#min"), max: numberProp(element, "#max"), step: numberProp(element, "#step") });
  return { ...element, "#min": min, "#max": max, "#step": step };
}

const FID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return false;
}

/** An ISO date (YYYY-MM-DD) from YYYY-MM-DD or the picker's DD-MM-YYYY; null when not a real date. */
function storedDate(value: string): string | null {
  const date = parseDate(value);
  return date === null ? null : isoDate(date);
}

function textErrors(name: string, type: string, element: Element, text: string): string[] {
  const title = titleOf(name, element);
  const errors: string[] = [];
  const limits = textLimits(element);
  if (limits.words !== null) {
    const words = countWords(text);
    const { min, max } = limits.words;
    if (max !== null && words > max) errors.push(tooManyWords(max, words));
    if (min !== null && words < min) errors.push(tooFewWords(min, words));
  }
  const characters = [...text].length;
  const { min, max } = lengthBounds(limits, type === "textarea" ? "textarea" : "text");
  if (max !== null && max !== undefined && characters > max) errors.push(`${title} cannot be longer than ${max} characters but is currently ${characters} characters long.`);
  if (min !== null && min !== undefined && characters < min) errors.push(`${title} cannot be less than ${min} characters but is currently ${characters} characters long.`);
  if (type === "email" && !isEmailAddress(text)) errors.push(stringProp(element, "#pattern_error") ?? `${title} must be a valid email address.`);
  if (type === "url" && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(text)) errors.push(`${title} must be a web address starting with http:// or https://.`);
  return errors;
}

function numberErrors(title: string, element: Element, value: unknown): { number: number | null; errors: string[] } {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return { number: null, errors: [`${title} must be a number.`] };
  const errors: string[] = [];
  const min = numberProp(element, "#min");
  const max = numberProp(element, "#max");
  const step = numberProp(element, "#step");
  if (min !== null && number < min) errors.push(`${title} must be higher than or equal to ${min}.`);
  if (max !== null && number > max) errors.push(`${title} must be lower than or equal to ${max}.`);
  if (!onStep(number, { min, step })) errors.push(`${title} is not a valid number.`);
  return { number, errors };
}

/** A two-handle slider (`#range`): [lower, upper], each in bounds and on a step, lower never above upper (spec §5). */
function checkRange(title: string, element: Element, value: unknown): Checked {
  if (!Array.isArray(value) || value.length !== 2) return { value: null, errors: [`${title} must be a lower and an upper number.`] };
  const [lower, upper] = value.map((v) => numberErrors(title, element, v));
  if (!lower || !upper || lower.number === null || upper.number === null) return { value: null, errors: [`${title} must be a lower and an upper number.`] };
  const errors = [...new Set([...lower.errors, ...upper.errors])];
  if (lower.number > upper.number) errors.push(`${title}: the lower value cannot be above the upper value.`);
  return { value: [lower.number, upper.number], errors };
}

function checkChoice(title: string, allowed: ReadonlySet<string>, value: unknown, multiple: boolean): Checked {
  const values = multiple ? (Array.isArray(value) ? value : [value]) : [value];
  if (!multiple && Array.isArray(value)) return { value: null, errors: [`${title}: choose one option.`] };
  const strings = values.map((item) => (typeof item === "string" || typeof item === "number" ? String(item) : null));
  if (strings.some((item) => item === null || !allowed.has(item))) return { value: null, errors: [`${title}: an answer is not one of the options.`] };
  return { value: multiple ? [...new Set(strings)] : strings[0], errors: [] };
}

function checkValue(name: string, type: string, element: Element, required: boolean, value: unknown, context: ValidationContext): Checked {
  const title = titleOf(name, element);
  if (TEXT.has(type)) {
    if (typeof value !== "string" && typeof value !== "number") return { value: null, errors: [`${title} must be text.`] };
    let text = String(value);
    if (type === "hidden") text = cleanHiddenValue(text, isQueryFilledHidden(name) ? HIDDEN_QUERY_VALUE_LIMIT : HIDDEN_VALUE_LIMIT);
    return { value: text, errors: textErrors(name, type, element, text.trim()) };
  }
  if (SLIDER.has(type) && toBoolean(element["#range"])) return checkRange(title, sliderBounds(element), value);
  if (type === "number" || SLIDER.has(type)) {
    const { number, errors } = numberErrors(title, SLIDER.has(type) ? sliderBounds(element) : element, value);
    return { value: number, errors };
  }
  if (type === "webform_time") {
    const time = typeof value === "string" ? normaliseTime(value) : null;
    return time === null ? { value: null, errors: [`${title} must be a time (hh:mm AM or PM).`] } : { value: time, errors: [] };
  }
  if (DATETIME.has(type)) {
    const text = typeof value === "string" ? value.trim() : "";
    return isDateTime(text) ? { value: text, errors: [] } : { value: null, errors: [`${title} must be a date and time (YYYY-MM-DDTHH:mm).`] };
  }
  if (CHECKBOX.has(type)) {
    return typeof value === "boolean" ? { value, errors: [] } : { value: null, errors: [`${title} must be checked or unchecked.`] };
  }
  if (type === "radios" || type === "select") {
    return checkChoice(title, new Set(optionValues(element["#options"], context.optionLists)), value, type === "select" && element["#multiple"] === true);
  }
  if (type === "checkboxes") return checkChoice(title, new Set(optionValues(element["#options"], context.optionLists)), value, true);
  if (type === "webform_term_select") {
    const vocabulary = stringProp(element, "#vocabulary") ?? "";
    return checkChoice(title, context.termIds(vocabulary), value, element["#multiple"] === true);
  }
  if (type === "date" || type === "webform_date") {
    const date = typeof value === "string" ? storedDate(value) : null;
    if (date === null) return { value: null, errors: [`${title} must be a date (DD-MM-YYYY).`] };
    const min = storedDate(stringProp(element, "#date_date_min") ?? stringProp(element, "#min") ?? "");
    const max = storedDate(stringProp(element, "#date_date_max") ?? stringProp(element, "#max") ?? "");
    const errors: string[] = [];
    if (min !== null && date < min) errors.push(`${title} must be on or after ${min}.`);
    if (max !== null && date > max) errors.push(`${title} must be on or before ${max}.`);
    const days = element["#date_days"];
    if (Array.isArray(days) && days.length > 0 && !days.map(Number).includes(new Date(`${date}T00:00:00Z`).getUTCDay())) {
      errors.push(`${title}: that day is not available.`);
    }
    return { value: date, errors };
  }
  if (FILE.has(type)) {
    const fid = typeof value === "string" || typeof value === "number" ? String(value).toLowerCase() : "";
    return FID.test(fid) && context.fileExists(fid, name) ? { value: fid, errors: [] } : { value: null, errors: [`${title}: upload the file again.`] };
  }
  if (ADDRESS.has(type)) return checkAddress(title, required, value);
  if (type === "webform_name") return checkName(title, element, value);
  return { value: undefined, errors: [] };
}

function requiredMessage(name: string, element: Element): string {
  return stringProp(element, "#required_error") ?? `${titleOf(name, element)} field is required.`;
}

// `#multiple` on these means choosing several options, checked by the element itself.
const OWN_MULTIPLE = new Set(["select", "checkboxes", "webform_term_select"]);

/** How many values an element takes: 1, or with `#multiple` (true: no limit; a number: at most that many) a list. */
function valueLimit(type: string, element: Element): number {
  if (OWN_MULTIPLE.has(type)) return 1;
  if (element["#multiple"] === true) return Number.POSITIVE_INFINITY;
  const limit = toNumber(element["#multiple"]);
  return limit !== null && limit >= 1 ? limit : 1;
}

/** An element taking several values (Drupal's `#multiple`): each checked alone; a single value counts as one. */
function checkValues(name: string, type: string, element: Element, required: boolean, values: readonly unknown[], limit: number,
  context: ValidationContext): Checked {
  const title = titleOf(name, element);
  const checked = values.map((value) => checkValue(name, type, element, required, value, context));
  const errors = [...new Set(checked.flatMap((item) => item.errors))];
  if (values.length > limit) errors.push(`${title}: at most ${limit} values.`);
  return { value: checked.every((item) => item.value !== undefined) ? checked.map((item) => item.value) : undefined, errors };
}

/** The messages of a required element left empty (a name's required parts, or the element's own message). */
function emptyErrors(name: string, type: string, element: Element, required: boolean): string[] {
  if (type === "webform_name" && requiredNameParts(element).length > 0) return missingNameParts(element);
  return required ? [requiredMessage(name, element)] : [];
}

/** Validates a submitted model against a webform's elements (spec §5 mapping, conditional rules included), as
 * Drupal Webform does on the server: the `checked` / `unchecked` states set their checkboxes; an element hidden or
 * disabled, by its own `#states` or a container's, is neither checked nor kept (a required field inside a hidden
 * fieldset never blocks a submission); an element with `#access: false`, or with `#markup` and no `#type`, takes
 * no answer; unknown names are dropped. */
export function validateSubmission(elements: unknown, data: Model, context: ValidationContext): ValidationResult {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const fields = statefulFieldsOf(elements);
  const asSent = evaluateForm(fields, data, silentWarn);
  const answers = applyStateValues(fields, asSent, data);
  const states = answers === data ? asSent : evaluateForm(fields, answers, silentWarn);
  const sent = submittableValues(fields, states, answers);
  for (const { name, element, type } of drupalElementEntries(elements)) {
    const state = states[name];
    if (!carriesValue(type) || state === undefined || !state.visible || !state.enabled) continue;
    const limit = valueLimit(type, element);
    const given = sent[name];
    const value = limit > 1 && Array.isArray(given) ? given.filter((item) => !isEmpty(item)) : given;
    if (isEmpty(value)) {
      for (const detail of emptyErrors(name, type, element, state.required)) errors.push({ field: name, detail });
      continue;
    }
    const checked = limit > 1
      ? checkValues(name, type, element, state.required, Array.isArray(value) ? value : [value], limit, context)
      : checkValue(name, type, element, state.required, value, context);
    for (const detail of checked.errors) errors.push({ field: name, detail });
    if (checked.errors.length === 0 && checked.value !== undefined) values[name] = checked.value;
  }
  return { values, errors };
}
