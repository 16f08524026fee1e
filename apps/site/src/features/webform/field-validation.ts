/* Spec §5 "Web form field mapping" put to work in the browser: which of the shared validators
 * (@yu/webform-rules) each kind of field gets, after each change and on submit. */
import {
  dateError,
  dateTimeError,
  emailError,
  isPostcode,
  lengthBounds,
  lengthError,
  numberError,
  POSTCODE_NOT_A_NUMBER,
  POSTCODE_NOT_FOUR_DIGITS,
  rangeError,
  requiredError,
  timeError,
  wordCountError,
  type FieldState,
  type ValidationResult,
} from "@yu/webform-rules";
import { formFields } from "@/mapping/webform/element-tree";
import type { FormElement, FormField, NameField, Option } from "@/mapping/webform/field-schema";

export const NOT_AN_OPTION = "Choose one of the options given.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAnswered(value: unknown): boolean {
  return requiredError(value, "x") === null;
}

function optionError(options: readonly Option[], value: unknown): ValidationResult {
  if (!isAnswered(value)) return null;
  const values = Array.isArray(value) ? value : [value];
  return values.every((v) => (typeof v === "string" || typeof v === "number") && options.some((o) => o.value === String(v))) ? null : NOT_AN_OPTION;
}

function postcodeError(value: unknown): ValidationResult {
  if (!isAnswered(value)) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return POSTCODE_NOT_A_NUMBER;
  return isPostcode(text) ? null : POSTCODE_NOT_FOUR_DIGITS;
}

function textError(value: unknown, field: Extract<FormField, { kind: "text" | "textarea" }>): ValidationResult {
  if (isAnswered(value) && typeof value !== "string") return "Enter text.";
  if (field.kind === "text" && field.inputType === "email") {
    const email = emailError(value, field.patternMessage ?? undefined);
    if (email !== null) return email;
  }
  return (field.words ? wordCountError(value, field.words) : null) ?? lengthError(value, lengthBounds(field, field.kind));
}

const PART_LIMIT = 255;

/** A name (Drupal's webform_name): each part text of at most 255 characters; a part flagged `#<part>__required` is
 * required; a required name with no part of its own required needs some part. Keyed "name.first" per part. */
function nameErrors(field: NameField, value: unknown, required: boolean): Record<string, string> {
  const name = isRecord(value) ? value : {};
  const out: Record<string, string> = {};
  for (const part of field.parts) {
    const partValue = name[part.name];
    const message =
      (part.required ? requiredError(partValue, part.requiredMessage) : null) ??
      (isAnswered(partValue) && (typeof partValue !== "string" || partValue.length > PART_LIMIT) ? `${part.label} must be text of at most ${PART_LIMIT} characters.` : null);
    if (message !== null) out[`${field.name}.${part.name}`] = message;
  }
  if (required && !field.parts.some((part) => part.required) && !field.parts.some((part) => isAnswered(name[part.name]))) {
    out[field.name] = field.requiredMessage;
  }
  return out;
}

/** The messages of one field, keyed as the model is: the field's name, or "name.part" inside an address or a name. */
export function validateField(field: FormField, value: unknown, required: boolean): Record<string, string> {
  if (field.kind === "hidden") return {};
  if (field.kind === "name") return nameErrors(field, value, required);
  if (field.kind === "address") {
    const address = isRecord(value) ? value : {};
    const out: Record<string, string> = {};
    for (const part of field.parts) {
      const partValue = address[part.name];
      const message =
        (required && part.required ? requiredError(partValue, `${part.label} field is required.`) : null) ??
        (part.kind === "select" && part.options ? optionError(part.options, partValue) : null) ??
        (part.kind === "number" ? postcodeError(partValue) : null);
      if (message !== null) out[`${field.name}.${part.name}`] = message;
    }
    return out;
  }
  const message = (required ? requiredError(value, field.requiredMessage) : null) ?? kindError(field, value);
  return message === null ? {} : { [field.name]: message };
}

function kindError(field: Exclude<FormField, { kind: "hidden" | "address" | "name" }>, value: unknown): ValidationResult {
  switch (field.kind) {
    case "text":
    case "textarea":
      return textError(value, field);
    case "number":
      return numberError(value, field);
    case "slider":
      return field.range ? rangeError(value, field) : numberError(value, field);
    case "date":
      return dateError(value, field);
    case "time":
      return timeError(value);
    case "datetime":
      return dateTimeError(value);
    case "radios":
    case "select":
    case "checkboxes":
      return optionError(field.options, value);
    case "checkbox":
    case "privacy-statement":
      return value === null || value === undefined || typeof value === "boolean" ? null : NOT_AN_OPTION;
    case "term-select":
    case "file":
      return null;
  }
}

/** Every message of the form, inside containers too. Fields that the rules hide or disable (by their own rule or a
 * container's) are not checked: they are not answered. */
export function validateForm(
  elements: readonly FormElement[],
  model: Readonly<Record<string, unknown>>,
  states: Readonly<Record<string, FieldState>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of formFields(elements)) {
    const state = states[field.name];
    if (state && (!state.visible || !state.enabled)) continue;
    const required = state ? state.required : "required" in field && field.required;
    Object.assign(errors, validateField(field, model[field.name], required));
  }
  return errors;
}
