/* Tide webform definitions (Drupal render arrays, TIDE-API.md "Webforms") → the typed schema of
 * field-schema.ts, per spec §5 "Web form field mapping": a tree, containers holding their elements as Drupal nests
 * them (container-mapping.ts), each other element mapped by field-mapping.ts. An element the site cannot draw is
 * never dropped in silence: it is listed on the schema (`unsupported`), named in one warning line per form, and a
 * required one marks the form as one that cannot be sent here (`blocked`). */
import { consoleWarn, toBoolean, toText, type OptionLists, type StatefulField, type Warn } from "@yu/webform-rules";
import { CONTAINER_TYPES, DEFAULT_WIZARD_LABELS, mapContainer, type WizardLabels } from "./container-mapping";
import { replaceDefinitionTokens, type WebformPageTokens } from "./definition-tokens";
import { allElements, formFields, placedElements } from "./element-tree";
import { DEFAULT_SUBMIT_LABEL, mapLeaf, statesOf, withFlex } from "./field-mapping";
import { mapSettings } from "./settings-mapping";
import type { ActionsElement, FormElement, UnsupportedElement, WebformSchema } from "@/mapping/webform/field-schema";

type RenderArray = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The child elements of a render array (keys without '#'). */
function childrenOf(el: RenderArray): [string, RenderArray][] {
  return Object.entries(el).flatMap(([key, value]): [string, RenderArray][] => (key.startsWith("#") || !isRecord(value) ? [] : [[key, value]]));
}

/** Whether Drupal shows the element at all: `#access: false` hides it and everything inside it. */
function isAccessible(el: RenderArray): boolean {
  return el["#access"] !== false;
}

/** Whether an element, or one inside it, is required or may be made so by a rule (a part of a composite too). */
function mayBeRequired(el: RenderArray): boolean {
  if (toBoolean(el["#required"])) return true;
  const states = el["#states"];
  if (isRecord(states) && "required" in states) return true;
  if (Object.entries(el).some(([key, value]) => key.startsWith("#") && key.endsWith("__required") && toBoolean(value))) return true;
  return childrenOf(el).some(([, child]) => isAccessible(child) && mayBeRequired(child));
}

export interface MappingOptions {
  /** Named option lists beyond Drupal Webform's standard ones. */
  lists?: OptionLists;
  /** The form's wizard button labels, for pages that name none. */
  wizard?: WizardLabels;
}

export interface MappedElements {
  elements: FormElement[];
  unsupported: UnsupportedElement[];
}

/** The elements of a definition as a tree, and those the site cannot draw. `#access: false` elements are left out,
 * with everything inside them, as Drupal never shows them. */
export function mapElementTree(elements: unknown, options: MappingOptions = {}): MappedElements {
  const lists = options.lists ?? {};
  const wizard = options.wizard ?? DEFAULT_WIZARD_LABELS;
  const unsupported: UnsupportedElement[] = [];
  const walk = (entries: [string, RenderArray][]): FormElement[] =>
    entries.flatMap(([name, el]): FormElement[] => {
      if (!isAccessible(el)) return [];
      const type = toText(el["#type"]);
      const children = childrenOf(el);
      const container = type === null ? (children.length > 0 && !("#markup" in el) ? "container" : null) : CONTAINER_TYPES[type];
      if (container !== undefined && container !== null) {
        return [withFlex(mapContainer(name, container, el, statesOf(el), walk(children), wizard), el)];
      }
      const leaf = mapLeaf(name, el, lists);
      if ("element" in leaf) return [withFlex(leaf.element, el)];
      // An element of neither a type, markup nor children: Drupal draws nothing, and there is nothing to miss.
      if (type === null && leaf.unsupported === null && !mayBeRequired(el)) return [];
      unsupported.push({ name, type: type ?? "(none)", required: mayBeRequired(el), reason: leaf.unsupported });
      return [];
    });
  return { elements: walk(isRecord(elements) ? childrenOf(elements) : []), unsupported };
}

/** The one warning line a form's undrawable elements give; null when there are none. */
export function unsupportedWarning(formId: string, unsupported: readonly UnsupportedElement[]): string | null {
  if (unsupported.length === 0) return null;
  const named = unsupported.map((u) => `${u.name} (${u.type}${u.reason ? `: ${u.reason}` : ""}${u.required ? ", required" : ""})`).join(", ");
  const blocked = unsupported.some((u) => u.required) ? "; a required one among them, so the form cannot be sent here" : "";
  return `Webform "${formId}" has ${unsupported.length} element${unsupported.length === 1 ? "" : "s"} the site cannot show: ${named}${blocked}`;
}

/** The elements of a definition as a tree; those the site cannot draw are named in one warning. */
export function mapElements(elements: unknown, warn: Warn = consoleWarn, lists: OptionLists = {}): FormElement[] {
  const mapped = mapElementTree(elements, { lists });
  const warning = unsupportedWarning("(elements)", mapped.unsupported);
  if (warning !== null) warn(warning);
  return mapped.elements;
}

// Elements whose `:input[name]` selector matches every option in Drupal's markup (see @yu/webform-rules states.ts).
const OPTION_KINDS: ReadonlySet<FormElement["kind"]> = new Set(["radios", "checkboxes", "select", "term-select"]);
// One checkbox: the `checked` / `unchecked` states set its answer.
const CHECKBOX_KINDS: ReadonlySet<FormElement["kind"]> = new Set(["checkbox", "privacy-statement"]);

/** What the #states engine needs of each element, containers included (each before what it holds, with the
 * container around it as its `parent`); content elements and hidden fields can be hidden by rules too. */
export function statefulFields(elements: readonly FormElement[]): StatefulField[] {
  return placedElements(elements).map(({ element: el, parent }) => ({
    name: el.name,
    states: el.states,
    required: "required" in el ? el.required : false,
    clearOnHide: "clearOnHide" in el ? el.clearOnHide : false,
    options: OPTION_KINDS.has(el.kind),
    checkbox: CHECKBOX_KINDS.has(el.kind),
    parent,
  }));
}

/** The answers a fresh form starts with: every field's, wherever it is in the tree. */
export function initialModel(elements: readonly FormElement[]): Record<string, unknown> {
  const model: Record<string, unknown> = {};
  for (const el of formFields(elements)) {
    switch (el.kind) {
      case "term-select":
        model[el.name] = el.multiple ? [] : null;
        break;
      case "file":
        model[el.name] = null;
        break;
      case "address":
      case "name":
        model[el.name] = { ...el.defaultValue };
        break;
      default:
        model[el.name] = Array.isArray(el.defaultValue) ? [...el.defaultValue] : el.defaultValue;
    }
  }
  return model;
}

/** The form's wizard labels: its settings', else Drupal's. */
function wizardLabels(settings: Readonly<Record<string, unknown>>): WizardLabels {
  return {
    prev: toText(settings.wizard_prev_button_label) ?? DEFAULT_WIZARD_LABELS.prev,
    next: toText(settings.wizard_next_button_label) ?? DEFAULT_WIZARD_LABELS.next,
  };
}

/** Drupal adds a submit button to every form without a `webform_actions` element (WebformSubmissionForm::actions),
 * labelled by the form's `form_submit_label` or Drupal's default, "Submit". It has no 'Clear form'. */
export function defaultActions(elements: readonly FormElement[], settings: Readonly<Record<string, unknown>>): ActionsElement {
  const taken = new Set(allElements(elements).map((el) => el.name));
  let name = "actions";
  for (let n = 2; taken.has(name); n += 1) name = `actions_${n}`;
  return { name, states: null, kind: "actions", submitLabel: toText(settings.form_submit_label) ?? DEFAULT_SUBMIT_LABEL, clearLabel: null };
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
  const settings = isRecord(webform.settings) ? webform.settings : {};
  const mapped = mapElementTree(webform.elements, { lists, wizard: wizardLabels(settings) });
  const hasActions = allElements(mapped.elements).some((el) => el.kind === "actions");
  const elements = hasActions ? mapped.elements : [...mapped.elements, defaultActions(mapped.elements, settings)];
  const warning = unsupportedWarning(tideId, mapped.unsupported);
  if (warning !== null) warn(warning);
  return {
    tideId,
    title: toText(webform.title),
    category: toText(webform.category),
    elements,
    model: initialModel(elements),
    settings: mapSettings(settings, page.siteUrl ?? null),
    unsupported: mapped.unsupported,
    blocked: mapped.unsupported.some((u) => u.required),
  };
}
