/* The `#states` engine's view of a Drupal Webform render array: every element (containers included, each before
 * what it holds) with its `#required`, `#states`, `#states_clear`, whether it is an options element or a single
 * checkbox, and the container around it. An element with `#access: false` is never shown, and nor is anything
 * inside it: it is left out. */
import { toBoolean } from "./element-props.ts";
import { OPTION_ELEMENT_TYPES } from "./option-fields.ts";
import type { StatefulField } from "./states.ts";

/** Drupal `#type`s that are one checkbox, which the `checked` / `unchecked` states set. */
export const CHECKBOX_ELEMENT_TYPES: ReadonlySet<string> = new Set(["checkbox", "webform_privacy_statement", "webform_terms_of_service"]);

export interface DrupalElementEntry {
  name: string;
  element: Readonly<Record<string, unknown>>;
  /** The `#type`, "" when there is none (an element of `#markup` only). */
  type: string;
  /** The machine name of the element holding it, null at the top level. */
  parent: string | null;
}

function isElement(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether Drupal shows the element at all: `#access: false` (exactly false, WebformElementHelper::
 * isAccessibleElement) hides it and everything inside it. */
export function isAccessible(element: Readonly<Record<string, unknown>>): boolean {
  return element["#access"] !== false;
}

/** Every accessible element of a render array in document order, each container before its children. */
export function drupalElementEntries(elements: unknown, parent: string | null = null): DrupalElementEntry[] {
  if (!isElement(elements)) return [];
  const out: DrupalElementEntry[] = [];
  for (const [name, element] of Object.entries(elements)) {
    if (name.startsWith("#") || !isElement(element) || !isAccessible(element)) continue;
    const type = typeof element["#type"] === "string" ? element["#type"] : "";
    out.push({ name, element, type, parent });
    out.push(...drupalElementEntries(element, name));
  }
  return out;
}

/** The fields `evaluateForm` takes, read from a Drupal render array. */
export function statefulFieldsOf(elements: unknown): StatefulField[] {
  return drupalElementEntries(elements).map(({ name, element, type, parent }) => ({
    name,
    required: toBoolean(element["#required"]),
    states: element["#states"],
    // Drupal Webform clears a hidden element's value unless `#states_clear: false`.
    clearOnHide: element["#states_clear"] !== false,
    options: OPTION_ELEMENT_TYPES.has(type),
    checkbox: CHECKBOX_ELEMENT_TYPES.has(type),
    parent,
  }));
}
