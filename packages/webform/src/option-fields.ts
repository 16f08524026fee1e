/* Which elements Drupal renders as a set of inputs sharing one selector (or as one select), so that the `#states`
 * engine reads a rule on them over the whole set (core/misc/states.js), and what "an option is chosen" means for
 * the answer such an element holds. */

export type OptionFields = ReadonlySet<string>;

export const NO_OPTION_FIELDS: OptionFields = new Set();

/** Drupal `#type`s whose answer is one or several of their `#options`. */
export const OPTION_ELEMENT_TYPES: ReadonlySet<string> = new Set([
  "radios",
  "checkboxes",
  "select",
  "webform_radios_other",
  "webform_checkboxes_other",
  "webform_select_other",
  "webform_term_select",
  "webform_term_checkboxes",
  "webform_buttons",
]);

/** Whether an options element's answer has an option chosen: a non-empty text, number or list. */
export function isOptionsValueChosen(value: unknown): boolean {
  if (typeof value === "string") return value !== "";
  if (typeof value === "number") return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

/** The names of the options elements among named Drupal elements. */
export function optionFieldNames(elements: Iterable<{ name: string; type: string }>): OptionFields {
  const out = new Set<string>();
  for (const { name, type } of elements) if (OPTION_ELEMENT_TYPES.has(type)) out.add(name);
  return out;
}
