/* How Drupal places an element's title and description (`#title_display`, `#description_display`), read into the
 * schema's few cases. Values Drupal does not know leave the element as Drupal would draw it by default. */
import { toText } from "@yu/webform-rules";
import type { DescriptionDisplay, TitleDisplay } from "@/mapping/webform/field-schema";

const TITLE_DISPLAYS: Readonly<Record<string, TitleDisplay>> = {
  before: "before",
  after: "after",
  inline: "inline",
  invisible: "invisible",
  none: "none",
  // Drupal core's 'attribute' puts the title in a tooltip only: no visible label, as 'invisible'.
  attribute: "invisible",
};

const DESCRIPTION_DISPLAYS: Readonly<Record<string, DescriptionDisplay>> = {
  before: "before",
  after: "after",
  invisible: "invisible",
  // A tooltip needs a script and a pointer: the description is drawn after the control instead.
  tooltip: "after",
};

/** `#title_display`; null when absent, empty ('' is Drupal's default) or unknown. */
export function titleDisplayOf(value: unknown): TitleDisplay | null {
  const text = toText(value);
  return text === null ? null : (TITLE_DISPLAYS[text] ?? null);
}

/** `#description_display`; null when absent, empty or unknown. */
export function descriptionDisplayOf(value: unknown): DescriptionDisplay | null {
  const text = toText(value);
  return text === null ? null : (DESCRIPTION_DISPLAYS[text] ?? null);
}

/** The display properties of a field, only those the definition sets (the schema leaves the others out). */
export function displayProps(el: Readonly<Record<string, unknown>>): { titleDisplay?: TitleDisplay; descriptionDisplay?: DescriptionDisplay } {
  const title = titleDisplayOf(el["#title_display"]);
  const description = descriptionDisplayOf(el["#description_display"]);
  return { ...(title === null ? {} : { titleDisplay: title }), ...(description === null ? {} : { descriptionDisplay: description }) };
}
