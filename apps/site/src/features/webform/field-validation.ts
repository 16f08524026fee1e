/* Spec §5 "Web form field mapping" put to work: which validators each kind of field gets. One function for
 * the browser (after each change, on submit) and the content service (every submission), so both agree. */
import type { FieldState } from "./conditional-rules";
import { isField, type FormElement, type FormField, type Option } from "./field-schema";
import { dateTimeError, timeError } from "./date-time-formats";
import { dateError, emailError, lengthError, numberError, rangeError, requiredError, wordCountError, type ValidationResult } from "./validators";

export const NOT_AN_OPTION = "Choose one of the options given.";
export const POSTCODE_NOT_A_NUMBER = "Enter the postcode as a number.";

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

function textError(value: unknown, field: Extract<FormField, { kind: "text" | "textarea" }>): ValidationResult {
  if (isAnswered(value) && typeof value !== "string") return "Enter text.";
  if (field.kind === "text" && field.inputType === "email") {
    const email = emailError(value, field.patternMessage ?? undefined);
    if (email !== null) return email;
  }
  return (field.words ? wordCountError(value, field.words) : null) ?? lengthError(value, field.length);
}

/** The messages of one field, keyed as the model is: the field's name, or "name.part" inside an address. */
export function validateField(field: FormField, value: unknown, required: boolean): Record<string, string> {
  if (field.kind === "hidden") return {};
  if (field.kind === "address") {
    const address = isRecord(value) ? value : {};
    const out: Record<string, string> = {};
    for (const part of field.parts) {
      const partValue = address[part.name];
      const message =
        (required && part.required ? requiredError(partValue, `${part.label} field is required.`) : null) ??
        (part.kind === "select" && part.options ? optionError(part.options, partValue) : null) ??
        (part.kind === "number" && isAnswered(partValue) && !/^\d+$/.test(String(partValue).trim()) ? POSTCODE_NOT_A_NUMBER : null);
      if (message !== null) out[`${field.name}.${part.name}`] = message;
    }
    return out;
  }
  const message = (required ? requiredError(value, field.requiredMessage) : null) ?? kindError(field, value);
  return message === null ? {} : { [field.name]: message };
}

function kindError(field: Exclude<FormField, { kind: "hidden" | "address" }>, value: unknown): ValidationResult {
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

/** Every message of the form. Fields that the rules hide or disable are not checked: they are not answered. */
export function validateForm(
  elements: readonly FormElement[],
  model: Readonly<Record<string, unknown>>,
  states: Readonly<Record<string, FieldState>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const element of elements) {
    if (!isField(element)) continue;
    const field = element;
    const state = states[field.name];
    if (state && (!state.visible || !state.enabled)) continue;
    const required = state ? state.required : "required" in field && field.required;
    Object.assign(errors, validateField(field, model[field.name], required));
  }
  return errors;
}
