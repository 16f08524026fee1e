/* The typed schema a Tide webform definition maps to (spec §5 "Web form field mapping"): one variant per kind
 * of element, so that the renderer and the validators switch on `kind` and TypeScript checks every case. */

import type { Option } from "@yu/webform-rules";

export type { Option };

interface ElementBase {
  /** The element's machine name: the model key and the `name` of its input. */
  name: string;
  /** The raw `#states` rules, read by the shared #states engine (@yu/webform-rules); null when there are none. */
  states: unknown;
}

interface InputBase extends ElementBase {
  label: string;
  hint: string | null;
  required: boolean;
  requiredMessage: string;
  /** Drupal's `#states_clear`: reset the answer when a rule hides the field. */
  clearOnHide: boolean;
  disabled: boolean;
}

export interface Bounds {
  min: number | null;
  max: number | null;
}

export interface TextField extends InputBase {
  kind: "text";
  inputType: "text" | "email" | "tel" | "url";
  placeholder: string | null;
  /** Character length limits (from `#minlength`/`#maxlength`, or a character counter). */
  length: Bounds;
  /** Word-count limits, when the counter type is word. */
  words: Bounds | null;
  showOptional: boolean;
  defaultValue: string | null;
  /** An email field's configured message for a wrong address (`#pattern_error`); the default otherwise. */
  patternMessage: string | null;
}

export interface TextareaField extends InputBase {
  kind: "textarea";
  placeholder: string | null;
  length: Bounds;
  words: Bounds | null;
  showOptional: boolean;
  defaultValue: string | null;
}

export interface NumberField extends InputBase {
  kind: "number";
  placeholder: string | null;
  min: number | null;
  max: number | null;
  step: number | null;
  defaultValue: number | null;
}

export interface HiddenField extends ElementBase {
  kind: "hidden";
  /** May hold `{{field}}` placeholders (hidden-fields.ts). */
  defaultValue: string;
}

export interface CheckboxField extends InputBase {
  kind: "checkbox";
  defaultValue: boolean;
}

export interface CheckboxesField extends InputBase {
  kind: "checkboxes";
  options: Option[];
  /** The named option list `#options` gave (yes_no, a list the content system provides), else null. */
  optionsList: string | null;
  defaultValue: string[];
}

export interface RadiosField extends InputBase {
  kind: "radios";
  options: Option[];
  /** The named option list `#options` gave (yes_no, a list the content system provides), else null. */
  optionsList: string | null;
  defaultValue: string | null;
}

export interface SelectField extends InputBase {
  kind: "select";
  options: Option[];
  /** The named option list `#options` gave (yes_no, a list the content system provides), else null. */
  optionsList: string | null;
  multiple: boolean;
  emptyOption: string | null;
  /** How many chosen titles a multiple select names before '+ N more' (`#showitems`, default 4). */
  showItems: number;
  defaultValue: string | string[] | null;
}

/** Options come from the vocabulary's term list, fetched on the server (spec §7 "Term list fetch"). */
export interface TermSelectField extends InputBase {
  kind: "term-select";
  vocabulary: string;
  multiple: boolean;
  emptyOption: string | null;
  showItems: number;
}

export const ADDRESS_PARTS = ["address_line1", "address_line2", "locality", "administrative_area", "postal_code", "country_code"] as const;
export type AddressPartName = (typeof ADDRESS_PARTS)[number];
export type AddressValue = Partial<Record<AddressPartName, string>>;

export interface AddressPart {
  name: AddressPartName;
  label: string;
  kind: "text" | "select" | "number" | "hidden";
  /** Required whenever the address is (by #required or by a #states rule): street, suburb, state, postcode. */
  required: boolean;
  options: Option[] | null;
}

export interface AddressField extends InputBase {
  kind: "address";
  parts: AddressPart[];
  defaultValue: AddressValue;
}

export interface DateField extends InputBase {
  kind: "date";
  /** DD-MM-YYYY or YYYY-MM-DD, as validators.ts reads them. */
  min: string | null;
  max: string | null;
  /** 0 (Sunday) to 6; null means every day. */
  enabledDays: number[] | null;
  defaultValue: string | null;
}

/** Time is kept as hh:mm A, date-time as YYYY-MM-DDTHH:mm (spec §5 date-time formats). */
export interface TimeField extends InputBase {
  kind: "time" | "datetime";
  defaultValue: string | null;
}

export interface SliderField extends InputBase {
  kind: "slider";
  min: number;
  max: number;
  step: number;
  prefix: string;
  /** Two handles (`#range`): the answer is [lower, upper], lower never above upper. */
  range: boolean;
  defaultValue: number | [number, number] | null;
}

export interface FileField extends InputBase {
  kind: "file";
  /** Extensions without dots, lower case, as the hint lists them. */
  allowedTypes: string[];
  maxSizeMb: number | null;
}

export interface PrivacyStatementField extends InputBase {
  kind: "privacy-statement";
  heading: string | null;
  /** HTML from the editor: sanitised where it is rendered. */
  content: string | null;
  defaultValue: boolean;
}

export interface LabelElement extends ElementBase {
  kind: "label";
  text: string;
}

/** processed_text and webform_markup: editor HTML, sanitised where it is rendered. */
export interface MarkupElement extends ElementBase {
  kind: "markup";
  html: string;
}

export interface DividerElement extends ElementBase {
  kind: "divider";
}

export interface ActionsElement extends ElementBase {
  kind: "actions";
  submitLabel: string;
  clearLabel: string;
}

export type FormField =
  | TextField
  | TextareaField
  | NumberField
  | HiddenField
  | CheckboxField
  | CheckboxesField
  | RadiosField
  | SelectField
  | TermSelectField
  | AddressField
  | DateField
  | TimeField
  | SliderField
  | FileField
  | PrivacyStatementField;

export type FormElement = FormField | LabelElement | MarkupElement | DividerElement | ActionsElement;

const CONTENT_KINDS: ReadonlySet<string> = new Set(["label", "markup", "divider", "actions"]);

/** A question (it holds an answer), as opposed to content the form only shows (label, markup, rule, actions). */
export function isField(element: FormElement): element is FormField {
  return !CONTENT_KINDS.has(element.kind);
}

export interface FormSettings {
  /** Inline confirmation: the form hides itself after a successful submission. */
  hideFormAfterSuccess: boolean;
  /** Where to send the visitor after success when the form does not confirm inline. */
  redirectUrl: string | null;
  /** The form sends itself again after 'Clear form' (a filter form showing everything once cleared). */
  submitOnClear: boolean;
  messages: { success: string | null; failure: string | null };
}

export interface WebformSchema {
  tideId: string;
  title: string | null;
  category: string | null;
  elements: FormElement[];
  /** The initial answers: every field's default value. */
  model: Record<string, unknown>;
  settings: FormSettings;
}
