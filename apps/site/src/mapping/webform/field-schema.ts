/* The typed schema a Tide webform definition maps to (spec §5 "Web form field mapping"): one variant per kind
 * of element, so that the renderer and the validators switch on `kind` and TypeScript checks every case. */

import type { Option } from "@yu/webform-rules";

export type { Option };

interface ElementBase {
  /** The element's machine name: the model key and the `name` of its input. */
  name: string;
  /** The raw `#states` rules, read by the shared #states engine (@yu/webform-rules); null when there are none. */
  states: unknown;
  /** Drupal's `#flex`: its share of a flexbox's row. Absent: 1. */
  flex?: number;
}

/** Drupal's `#title_display`: where the label goes. `invisible` keeps it for screen readers only; `none` draws no
 * visible label either (Drupal draws none at all; the site keeps it for screen readers, so the control stays named);
 * `inline` puts it beside the control. */
export type TitleDisplay = "before" | "after" | "inline" | "invisible" | "none";

/** Drupal's `#description_display`: where the description (the hint) goes; `tooltip` is drawn after the control. */
export type DescriptionDisplay = "before" | "after" | "invisible";

interface InputBase extends ElementBase {
  label: string;
  hint: string | null;
  required: boolean;
  requiredMessage: string;
  /** Drupal's `#states_clear`: reset the answer when a rule hides the field. */
  clearOnHide: boolean;
  disabled: boolean;
  /** Drupal's `#readonly`: shown, sent, not changed by the visitor. Absent: false. */
  readonly?: boolean;
  /** Absent: "before" (Drupal's default; a single checkbox's label is after its box whatever it says). */
  titleDisplay?: TitleDisplay;
  /** Absent: "before", the site's place for a hint (GOV.UK), where Drupal's default is after the control. */
  descriptionDisplay?: DescriptionDisplay;
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

/** The parts of Drupal Webform's name element (WebformName::getCompositeElements), in its order. */
export const NAME_PARTS = ["title", "first", "middle", "last", "suffix", "degree"] as const;
export type NamePartName = (typeof NAME_PARTS)[number];
export type NameValue = Partial<Record<NamePartName, string>>;

export interface NamePart {
  name: NamePartName;
  label: string;
  /** `#<part>__required`. */
  required: boolean;
  requiredMessage: string;
  /** The title part is Drupal's "select or other" of the standard `titles` list: these are offered, any text is kept. */
  suggestions: string[] | null;
}

/** Drupal Webform's `webform_name`: a fieldset of the parts the form shows (`#<part>__access: false` hides one),
 * answered as an object like the address. */
export interface NameField extends InputBase {
  kind: "name";
  parts: NamePart[];
  defaultValue: NameValue;
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
  /** The 'Clear form' button of a `webform_actions` element; null for the button Drupal adds to a form without one
   * (its Submit only). */
  clearLabel: string | null;
}

/** Drupal's containers. A wizard page is one page of a multi-page form (the form pages through them). */
export type ContainerType = "fieldset" | "container" | "details" | "section" | "flexbox" | "wizard-page";

/** A container and what it holds, as Drupal nests them: its `#states` hold for everything inside it. */
export interface ContainerElement extends ElementBase {
  kind: "container";
  type: ContainerType;
  /** A fieldset's legend, a details' summary, a section's or a wizard page's heading; null when it has none. */
  title: string | null;
  description: string | null;
  titleDisplay: TitleDisplay | null;
  descriptionDisplay: DescriptionDisplay | null;
  /** A details element starts open (`#open`); an `expanded` / `collapsed` state overrides it. */
  open: boolean;
  /** A section's heading tag (`#title_tag`, Drupal's default h2). */
  titleTag: "h2" | "h3" | "h4" | "h5" | "h6";
  /** A wizard page's buttons: `#prev_button_label` / `#next_button_label`, else the form's, else Drupal's. */
  prevLabel: string | null;
  nextLabel: string | null;
  children: FormElement[];
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
  | NameField
  | DateField
  | TimeField
  | SliderField
  | FileField
  | PrivacyStatementField;

export type FormElement = FormField | LabelElement | MarkupElement | DividerElement | ActionsElement | ContainerElement;

const CONTENT_KINDS: ReadonlySet<string> = new Set(["label", "markup", "divider", "actions", "container"]);

/** A question (it holds an answer), as opposed to content the form only shows (label, markup, rule, actions) and
 * the containers that hold them. */
export function isField(element: FormElement): element is FormField {
  return !CONTENT_KINDS.has(element.kind);
}

/** Drupal Webform's `confirmation_type`s. `page` shows the message in the form's place (Drupal: a page of its own);
 * `modal` (Drupal's dialog) is read as `message`. */
export type ConfirmationType = "message" | "inline" | "page" | "url" | "url_message" | "none";

export interface ConfirmationUrl {
  /** A path on this site ("/", "/thank-you?x=1#top"), or an absolute address on another. */
  href: string;
  sameSite: boolean;
}

export interface Confirmation {
  type: ConfirmationType;
  /** Where `url` and `url_message` send the visitor; null when the form names none the site can follow. */
  url: ConfirmationUrl | null;
  title: string | null;
  /** HTML, sanitised on the server (mapping/webform/sanitise.ts); `[webform_submission:values:…]` tokens are kept for
   * the browser to fill with what was sent (definition-tokens.ts confirmationHtmlWithAnswers). */
  message: string | null;
}

export interface FormSettings {
  /** Inline confirmation: the form hides itself after a successful submission. */
  hideFormAfterSuccess: boolean;
  /** Where to send the visitor after success when the form does not confirm inline. */
  redirectUrl: string | null;
  /** The form sends itself again after 'Clear form' (a filter form showing everything once cleared). */
  submitOnClear: boolean;
  messages: { success: string | null; failure: string | null };
  /** Drupal's confirmation settings in full. Absent only in schemas not made by mapWebform. */
  confirmation?: Confirmation;
}

/** An element the site cannot draw: never dropped in silence. */
export interface UnsupportedElement {
  name: string;
  /** Drupal's `#type` ("(none)" when it has neither a type nor markup). */
  type: string;
  /** It (or an element inside it) is required, or may be made so by a rule. */
  required: boolean;
  /** Why, when the type alone does not say (a term select without a vocabulary). */
  reason: string | null;
}

export interface WebformSchema {
  tideId: string;
  title: string | null;
  category: string | null;
  elements: FormElement[];
  /** The initial answers: every field's default value. */
  model: Record<string, unknown>;
  settings: FormSettings;
  /** The elements the site cannot draw, for the editor to see (the preview) and replace. Absent: none. */
  unsupported?: UnsupportedElement[];
  /** An element the site cannot draw is required: the form cannot be sent here, and the page says what to do
   * instead. Absent: false. */
  blocked?: boolean;
}

/** Whether a value in a page's view is a web form's schema (the props resolver and the preview find forms by it). */
export function isWebformSchema(value: unknown): value is WebformSchema {
  return typeof value === "object" && value !== null && "tideId" in value && "elements" in value && Array.isArray((value as WebformSchema).elements);
}
