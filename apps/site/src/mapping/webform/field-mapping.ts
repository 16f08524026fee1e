/* One Drupal element that is not a container (a render array, TIDE-API.md "Webforms") → one element of the typed
 * schema of field-schema.ts, per spec §5 "Web form field mapping", or why the site cannot draw it. Drupal sends
 * numbers and flags as strings as often as not, so every property goes through a parser. */
import {
  ADDRESS_STATES,
  consoleWarn,
  listNameOf,
  namedOptions,
  sliderRules,
  startingRange,
  textLimits,
  toBoolean,
  toNumber,
  toOptions,
  toText,
  type OptionLists,
  type SliderRules,
  type Warn,
} from "@yu/webform-rules";
import { displayProps } from "./display-props";
import { nameDefault, nameParts } from "./name-mapping";
import { ADDRESS_PARTS, type AddressPart, type AddressValue, type FormElement, type Option } from "@/mapping/webform/field-schema";
import { DEFAULT_SHOW_ITEMS } from "@/mapping/webform/select-summary";

type RenderArray = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function positiveInteger(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** A range slider's starting handles: `[lower, upper]` or "lower,upper". */
function sliderRange(value: unknown, rules: SliderRules): [number, number] {
  const parts = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return startingRange(parts.map(toNumber), rules);
}

export const CLEAR_FORM_LABEL = "Clear form";
export const DEFAULT_SUBMIT_LABEL = "Submit";
/**
 * The title Drupal Webform gives every actions element in its admin UI ("Submit button(s)"): a name for editors that
 * Drupal never shows on the button (it falls back to the form's submit label, "Submit"), so neither does the site.
 */
const DRUPAL_ACTIONS_ADMIN_TITLE = "Submit button(s)";
export const DEFAULT_PRIVACY_AGREEMENT = "I have read and understood the privacy statement.";

/** Drupal stores an address default as YAML lines ("administrative_area: VIC") or as an object. */
function addressDefault(value: unknown): AddressValue {
  const entries: [string, unknown][] = isRecord(value)
    ? Object.entries(value)
    : typeof value === "string"
      ? value.split(/\r?\n/).map((line): [string, unknown] => {
          const colon = line.indexOf(":");
          return colon === -1 ? ["", ""] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim().replace(/^(['"])(.*)\1$/, "$2")];
        })
      : [];
  const out: AddressValue = {};
  for (const [key, raw] of entries) {
    const text = toText(raw);
    if (text !== null && (ADDRESS_PARTS as readonly string[]).includes(key)) out[key as keyof AddressValue] = text;
  }
  return out;
}

function addressParts(): AddressPart[] {
  return [
    { name: "address_line1", label: "Street address", kind: "text", required: true, options: null },
    { name: "address_line2", label: "Street address line 2", kind: "text", required: false, options: null },
    { name: "locality", label: "Suburb", kind: "text", required: true, options: null },
    { name: "administrative_area", label: "State", kind: "select", required: true, options: [...ADDRESS_STATES] },
    { name: "postal_code", label: "Postcode", kind: "number", required: true, options: null },
    { name: "country_code", label: "Country", kind: "hidden", required: false, options: null },
  ];
}

/** A default is kept when it is one of the options; while a named list waits for the content system's lists
 * (option-lists.ts), it is kept as given and checked once the list is known. */
export function within(options: readonly Option[], value: unknown, pending = false): string | null {
  const text = toText(value);
  return text !== null && (pending || options.some((o) => o.value === text)) ? text : null;
}

export function listWithin(options: readonly Option[], value: unknown, pending = false): string[] {
  const values = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];
  return values.flatMap((v) => {
    const kept = within(options, v, pending);
    return kept === null ? [] : [kept];
  });
}

/** A choice element's options, the list it names, and whether that list is one only the content system knows. */
function choices(value: unknown, lists: OptionLists): { options: Option[]; optionsList: string | null; pending: boolean } {
  const optionsList = listNameOf(value);
  const pending = optionsList !== null && !(optionsList in lists) && namedOptions(optionsList) === null;
  return { options: toOptions(value, lists), optionsList, pending };
}

function extensions(value: unknown): string[] {
  const text = toText(value);
  return text === null ? [] : text.split(/[\s,]+/).filter(Boolean).map((e) => e.replace(/^\./, "").toLowerCase());
}

function days(value: unknown): number[] | null {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[\s,]+/) : isRecord(value) ? Object.values(value) : [];
  const out = [...new Set(list.map(toNumber).filter((d): d is number => d !== null && Number.isInteger(d) && d >= 0 && d <= 6))];
  return out.length === 0 ? null : out.sort((a, b) => a - b);
}

const FILE_TYPES: ReadonlySet<string> = new Set(["managed_file", "webform_document_file", "webform_image_file", "webform_audio_file", "webform_video_file"]);

/** An element's `#states`, when it has any. */
export function statesOf(el: RenderArray): unknown {
  return isRecord(el["#states"]) || Array.isArray(el["#states"]) ? el["#states"] : null;
}

/** What a leaf element (not a container) maps to: an element, or why the site cannot draw it. */
export type Leaf = { element: FormElement } | { unsupported: string | null };

export function mapLeaf(name: string, el: RenderArray, lists: OptionLists): Leaf {
  const type = toText(el["#type"]);
  const states = statesOf(el);
  const title = toText(el["#title"]);
  const label = title ?? name;
  const required = toBoolean(el["#required"]);
  const input = {
    name,
    states,
    label,
    hint: toText(el["#description"]),
    required,
    requiredMessage: toText(el["#required_error"]) ?? `${label} field is required.`,
    clearOnHide: el["#states_clear"] === undefined ? true : toBoolean(el["#states_clear"]),
    disabled: toBoolean(el["#disabled"]),
    ...(toBoolean(el["#readonly"]) ? { readonly: true } : {}),
    ...displayProps(el),
  };
  const placeholder = toText(el["#placeholder"]);
  const text = toText(el["#default_value"]);
  const element = (mapped: FormElement): Leaf => ({ element: mapped });

  switch (type) {
    case "textfield":
    case "email":
    case "tel":
    case "url": {
      const inputType = type === "textfield" ? "text" : type;
      return element({
        ...input, kind: "text", inputType, placeholder, ...textLimits(el),
        showOptional: !required && (inputType === "text" || inputType === "email"), defaultValue: text,
        patternMessage: toText(el["#pattern_error"]),
      });
    }
    case "textarea": {
      const limits = textLimits(el);
      const characterLimit = el["#counter_type"] === "character" ? limits.length.max : null;
      const hint = characterLimit === null ? input.hint : [input.hint, `Character limit is ${characterLimit}.`].filter(Boolean).join(" ");
      return element({ ...input, hint, kind: "textarea", placeholder, ...limits, showOptional: !required, defaultValue: text });
    }
    case "number":
      return element({
        ...input, kind: "number", placeholder, min: toNumber(el["#min"]), max: toNumber(el["#max"]), step: toNumber(el["#step"]),
        defaultValue: toNumber(el["#default_value"]),
      });
    case "hidden":
      return element({ name, states, kind: "hidden", defaultValue: text ?? "" });
    case "checkbox":
      return element({ ...input, kind: "checkbox", defaultValue: toBoolean(el["#default_value"]) });
    case "checkboxes": {
      const { options, optionsList, pending } = choices(el["#options"], lists);
      return element({ ...input, kind: "checkboxes", options, optionsList, defaultValue: listWithin(options, el["#default_value"], pending) });
    }
    case "radios": {
      const { options, optionsList, pending } = choices(el["#options"], lists);
      return element({ ...input, kind: "radios", options, optionsList, defaultValue: within(options, el["#default_value"], pending) });
    }
    case "select": {
      const { options, optionsList, pending } = choices(el["#options"], lists);
      const multiple = toBoolean(el["#multiple"]);
      return element({
        ...input, kind: "select", options, optionsList, multiple, emptyOption: toText(el["#empty_option"]), showItems: positiveInteger(el["#showitems"]) ?? DEFAULT_SHOW_ITEMS,
        defaultValue: multiple ? listWithin(options, el["#default_value"], pending) : within(options, el["#default_value"], pending),
      });
    }
    case "webform_term_select": {
      const vocabulary = toText(el["#vocabulary"]);
      if (vocabulary === null) return { unsupported: "a term select without a vocabulary" };
      return element({
        ...input, kind: "term-select", vocabulary, multiple: toBoolean(el["#multiple"]), emptyOption: toText(el["#empty_option"]),
        showItems: positiveInteger(el["#showitems"]) ?? DEFAULT_SHOW_ITEMS,
      });
    }
    case "address":
    case "webform_address":
      return element({ ...input, kind: "address", parts: addressParts(), defaultValue: addressDefault(el["#default_value"]) });
    case "webform_name": {
      const parts = nameParts(el, lists);
      return element({ ...input, kind: "name", parts, defaultValue: nameDefault(el["#default_value"], parts) });
    }
    case "date":
    case "webform_date":
      return element({
        ...input, kind: "date", min: toText(el["#date_date_min"] ?? el["#min"]), max: toText(el["#date_date_max"] ?? el["#max"]),
        enabledDays: days(el["#date_days"] ?? el["#enabled_days"]), defaultValue: text,
      });
    case "webform_time":
      return element({ ...input, kind: "time", defaultValue: text });
    case "datetime":
    case "webform_datetime":
      return element({ ...input, kind: "datetime", defaultValue: text });
    case "range":
    case "webform_range":
    case "webform_slider": {
      const rules = sliderRules({ min: toNumber(el["#min"]), max: toNumber(el["#max"]), step: toNumber(el["#step"]) });
      const range = toBoolean(el["#range"]);
      return element({
        ...input, kind: "slider", ...rules, range, prefix: toText(el["#field_prefix"]) ?? "",
        defaultValue: range ? sliderRange(el["#default_value"], rules) : toNumber(el["#default_value"]),
      });
    }
    case "webform_privacy_statement":
      return element({
        ...input, label: title ?? DEFAULT_PRIVACY_AGREEMENT, requiredMessage: toText(el["#required_error"]) ?? `${title ?? "The privacy statement"} field is required.`,
        kind: "privacy-statement", heading: toText(el["#privacy_statement_heading"]), content: toText(el["#privacy_statement_content"]),
        defaultValue: toBoolean(el["#default_value"]),
      });
    case "label":
      return element({ name, states, kind: "label", text: title ?? toText(el["#markup"]) ?? "" });
    case "processed_text":
      return element({ name, states, kind: "markup", html: toText(el["#text"]) ?? "" });
    // Drupal renders an element of `#markup` and no `#type` as that markup (and core's old `#type: markup` too).
    case null:
      return "#markup" in el ? element({ name, states, kind: "markup", html: toText(el["#markup"]) ?? "" }) : { unsupported: null };
    case "markup":
    case "webform_markup":
      return element({ name, states, kind: "markup", html: toText(el["#markup"]) ?? "" });
    case "webform_horizontal_rule":
      return element({ name, states, kind: "divider" });
    case "webform_actions":
      return element({ name, states, kind: "actions", clearLabel: CLEAR_FORM_LABEL,
        submitLabel: toText(el["#submit__label"]) ?? (title === DRUPAL_ACTIONS_ADMIN_TITLE ? null : title) ?? DEFAULT_SUBMIT_LABEL });
    default:
      if (FILE_TYPES.has(type)) {
        return element({ ...input, kind: "file", allowedTypes: extensions(el["#file_extensions"]), maxSizeMb: toNumber(el["#max_filesize"]) });
      }
      return { unsupported: null };
  }
}

/** A `#flex` share, kept only when it is not Drupal's default of 1. */
export function withFlex(element: FormElement, el: RenderArray): FormElement {
  const flex = toNumber(el["#flex"]);
  return flex !== null && flex > 0 && flex !== 1 ? { ...element, flex } : element;
}

/** One render array that is not a container → one element; null (and a warning) when the site cannot draw it. */
export function mapElement(name: string, el: RenderArray, warn: Warn = consoleWarn, lists: OptionLists = {}): FormElement | null {
  const leaf = mapLeaf(name, el, lists);
  if ("element" in leaf) return withFlex(leaf.element, el);
  warn(`Webform element type "${toText(el["#type"]) ?? "(none)"}" of "${name}" is not supported${leaf.unsupported ? ` (${leaf.unsupported})` : ""}; skipped`);
  return null;
}
