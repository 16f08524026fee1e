/* Tide webform definitions (Drupal render arrays, TIDE-API.md "Webforms") → the typed schema of
 * field-schema.ts, per spec §5 "Web form field mapping". Drupal sends numbers and flags as strings as often as
 * not, so every property goes through a parser; an element this site cannot render is skipped with a warning. */
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
  type StatefulField,
  type Warn,
} from "@yu/webform-rules";
import { replaceDefinitionTokens, type WebformPageTokens } from "./definition-tokens";
import {
  ADDRESS_PARTS,
  type AddressPart,
  type AddressValue,
  type FormElement,
  type FormSettings,
  type Option,
  type WebformSchema,
} from "@/mapping/webform/field-schema";
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

const CONTAINERS: ReadonlySet<string> = new Set(["container", "fieldset", "details", "webform_flexbox", "webform_section"]);
const FILE_TYPES: ReadonlySet<string> = new Set(["managed_file", "webform_document_file", "webform_image_file", "webform_audio_file", "webform_video_file"]);

/** One render array → one element; null (and a warning) when the type is not supported. */
export function mapElement(name: string, el: RenderArray, warn: Warn = consoleWarn, lists: OptionLists = {}): FormElement | null {
  const type = toText(el["#type"]);
  const states = isRecord(el["#states"]) || Array.isArray(el["#states"]) ? el["#states"] : null;
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
  };
  const placeholder = toText(el["#placeholder"]);
  const text = toText(el["#default_value"]);

  switch (type) {
    case "textfield":
    case "email":
    case "tel":
    case "url": {
      const inputType = type === "textfield" ? "text" : type;
      return {
        ...input, kind: "text", inputType, placeholder, ...textLimits(el),
        showOptional: !required && (inputType === "text" || inputType === "email"), defaultValue: text,
        patternMessage: toText(el["#pattern_error"]),
      };
    }
    case "textarea": {
      const limits = textLimits(el);
      const characterLimit = el["#counter_type"] === "character" ? limits.length.max : null;
      const hint = characterLimit === null ? input.hint : [input.hint, `Character limit is ${characterLimit}.`].filter(Boolean).join(" ");
      return { ...input, hint, kind: "textarea", placeholder, ...limits, showOptional: !required, defaultValue: text };
    }
    case "number":
      return {
        ...input, kind: "number", placeholder, min: toNumber(el["#min"]), max: toNumber(el["#max"]), step: toNumber(el["#step"]),
        defaultValue: toNumber(el["#default_value"]),
      };
    case "hidden":
      return { name, states, kind: "hidden", defaultValue: text ?? "" };
    case "checkbox":
      return { ...input, kind: "checkbox", defaultValue: toBoolean(el["#default_value"]) };
    case "checkboxes": {
      const { options, optionsList, pending } = choices(el["#options"], lists);
      return { ...input, kind: "checkboxes", options, optionsList, defaultValue: listWithin(options, el["#default_value"], pending) };
    }
    case "radios": {
      const { options, optionsList, pending } = choices(el["#options"], lists);
      return { ...input, kind: "radios", options, optionsList, defaultValue: within(options, el["#default_value"], pending) };
    }
    case "select": {
      const { options, optionsList, pending } = choices(el["#options"], lists);
      const multiple = toBoolean(el["#multiple"]);
      return {
        ...input, kind: "select", options, optionsList, multiple, emptyOption: toText(el["#empty_option"]), showItems: positiveInteger(el["#showitems"]) ?? DEFAULT_SHOW_ITEMS,
        defaultValue: multiple ? listWithin(options, el["#default_value"], pending) : within(options, el["#default_value"], pending),
      };
    }
    case "webform_term_select": {
      const vocabulary = toText(el["#vocabulary"]);
      if (vocabulary === null) {
        warn(`Webform element "${name}" is a term select without a vocabulary; skipped`);
        return null;
      }
      return {
        ...input, kind: "term-select", vocabulary, multiple: toBoolean(el["#multiple"]), emptyOption: toText(el["#empty_option"]),
        showItems: positiveInteger(el["#showitems"]) ?? DEFAULT_SHOW_ITEMS,
      };
    }
    case "address":
    case "webform_address":
      return { ...input, kind: "address", parts: addressParts(), defaultValue: addressDefault(el["#default_value"]) };
    case "date":
    case "webform_date":
      return {
        ...input, kind: "date", min: toText(el["#date_date_min"] ?? el["#min"]), max: toText(el["#date_date_max"] ?? el["#max"]),
        enabledDays: days(el["#date_days"] ?? el["#enabled_days"]), defaultValue: text,
      };
    case "webform_time":
      return { ...input, kind: "time", defaultValue: text };
    case "datetime":
    case "webform_datetime":
      return { ...input, kind: "datetime", defaultValue: text };
    case "range":
    case "webform_range":
    case "webform_slider": {
      const rules = sliderRules({ min: toNumber(el["#min"]), max: toNumber(el["#max"]), step: toNumber(el["#step"]) });
      const range = toBoolean(el["#range"]);
      return {
        ...input, kind: "slider", ...rules, range, prefix: toText(el["#field_prefix"]) ?? "",
        defaultValue: range ? sliderRange(el["#default_value"], rules) : toNumber(el["#default_value"]),
      };
    }
    case "webform_privacy_statement":
      return {
        ...input, label: title ?? DEFAULT_PRIVACY_AGREEMENT, requiredMessage: toText(el["#required_error"]) ?? `${title ?? "The privacy statement"} field is required.`,
        kind: "privacy-statement", heading: toText(el["#privacy_statement_heading"]), content: toText(el["#privacy_statement_content"]),
        defaultValue: toBoolean(el["#default_value"]),
      };
    case "label":
      return { name, states, kind: "label", text: title ?? toText(el["#markup"]) ?? "" };
    case "processed_text":
      return { name, states, kind: "markup", html: toText(el["#text"]) ?? "" };
    case "webform_markup":
      return { name, states, kind: "markup", html: toText(el["#markup"]) ?? "" };
    case "webform_horizontal_rule":
      return { name, states, kind: "divider" };
    case "webform_actions":
      return { name, states, kind: "actions", clearLabel: CLEAR_FORM_LABEL,
        submitLabel: toText(el["#submit__label"]) ?? (title === DRUPAL_ACTIONS_ADMIN_TITLE ? null : title) ?? DEFAULT_SUBMIT_LABEL };
    default:
      if (type !== null && FILE_TYPES.has(type)) {
        return { ...input, kind: "file", allowedTypes: extensions(el["#file_extensions"]), maxSizeMb: toNumber(el["#max_filesize"]) };
      }
      warn(`Webform element type "${type ?? "(none)"}" of "${name}" is not supported; skipped`);
      return null;
  }
}

/** The elements of a definition in order; containers contribute their children (keys without '#'). */
export function mapElements(elements: unknown, warn: Warn = consoleWarn, lists: OptionLists = {}): FormElement[] {
  if (!isRecord(elements)) return [];
  const out: FormElement[] = [];
  for (const [name, el] of Object.entries(elements)) {
    if (name.startsWith("#") || !isRecord(el)) continue;
    const type = toText(el["#type"]);
    if (type !== null && CONTAINERS.has(type)) {
      out.push(...mapElements(Object.fromEntries(Object.entries(el).filter(([k]) => !k.startsWith("#"))), warn, lists));
      continue;
    }
    const mapped = mapElement(name, el, warn, lists);
    if (mapped !== null) out.push(mapped);
  }
  return out;
}

// Elements whose `:input[name]` selector matches every option in Drupal's markup (see @yu/webform-rules states.ts).
const OPTION_KINDS: ReadonlySet<FormElement["kind"]> = new Set(["radios", "checkboxes", "select", "term-select"]);

/** What the #states engine needs of each element; content elements and hidden fields can be hidden by rules too. */
export function statefulFields(elements: readonly FormElement[]): StatefulField[] {
  return elements.map((el) => ({
    name: el.name,
    states: el.states,
    required: "required" in el ? el.required : false,
    clearOnHide: "clearOnHide" in el ? el.clearOnHide : false,
    options: OPTION_KINDS.has(el.kind),
  }));
}

/** The answers a fresh form starts with. */
export function initialModel(elements: readonly FormElement[]): Record<string, unknown> {
  const model: Record<string, unknown> = {};
  for (const el of elements) {
    switch (el.kind) {
      case "label":
      case "markup":
      case "divider":
      case "actions":
        break;
      case "term-select":
        model[el.name] = el.multiple ? [] : null;
        break;
      case "file":
        model[el.name] = null;
        break;
      case "address":
        model[el.name] = { ...el.defaultValue };
        break;
      default:
        model[el.name] = Array.isArray(el.defaultValue) ? [...el.defaultValue] : el.defaultValue;
    }
  }
  return model;
}

/** Drupal's confirmation URL as a site link: '<front>' is the home page, 'internal:/x' is /x. */
function confirmationUrl(value: unknown): string | null {
  const url = toText(value)?.trim() ?? null;
  if (url === null) return null;
  if (url === "<front>") return "/";
  return url.replace(/^internal:/, "");
}

export function mapSettings(settings: unknown): FormSettings {
  const s = isRecord(settings) ? settings : {};
  const inline = s.confirmation_type === "inline";
  return {
    hideFormAfterSuccess: inline,
    redirectUrl: inline ? null : confirmationUrl(s.confirmation_url),
    submitOnClear: toBoolean(s.form_submit_on_reset),
    messages: { success: toText(s.confirmation_message), failure: toText(s.submission_exception_message) },
  };
}

/** A `webform--webform` resource (attributes flattened, as in the fixture) → the schema the form renders. Named
 * option lists beyond Drupal Webform's standard ones come in `lists`; `page` fills the definition's Drupal tokens. */
export function mapWebform(raw: unknown, warn: Warn = consoleWarn, lists: OptionLists = {}, page: WebformPageTokens = {}): WebformSchema | null {
  if (!isRecord(raw)) return null;
  const tideId = toText(raw.drupal_internal__id);
  if (tideId === null) {
    warn("Webform without drupal_internal__id; not rendered");
    return null;
  }
  const webform = replaceDefinitionTokens(raw, page, warn);
  const elements = mapElements(webform.elements, warn, lists);
  return {
    tideId,
    title: toText(webform.title),
    category: toText(webform.category),
    elements,
    model: initialModel(elements),
    settings: mapSettings(webform.settings),
  };
}
