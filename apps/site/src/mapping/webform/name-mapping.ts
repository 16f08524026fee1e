/* Drupal Webform's name element (`webform_name`, WebformName::getCompositeElements): title, first, middle, last,
 * suffix and degree, every part shown unless `#<part>__access: false` hides it (WebformCompositeBase gives each part
 * `__access: TRUE` by default), each titled by `#<part>__title` and required by `#<part>__required`. The title part is
 * Drupal's "select or other" of the `titles` list (`#title__options`). */
import { toBoolean, toOptions, toText, type OptionLists } from "@yu/webform-rules";
import { NAME_PARTS, type NamePart, type NamePartName, type NameValue } from "@/mapping/webform/field-schema";

/** The parts' titles in Drupal (WebformName::getCompositeElements). */
export const NAME_PART_TITLES: Readonly<Record<NamePartName, string>> = {
  title: "Title",
  first: "First",
  middle: "Middle",
  last: "Last",
  suffix: "Suffix",
  degree: "Degree",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `#<part>__access: false` (or "false", 0) hides a part; anything else shows it. */
function shown(value: unknown): boolean {
  return value === undefined || value === null || toBoolean(value) || value === "";
}

/** The parts a name element shows, in Drupal's order. */
export function nameParts(el: Readonly<Record<string, unknown>>, lists: OptionLists = {}): NamePart[] {
  return NAME_PARTS.filter((part) => shown(el[`#${part}__access`])).map((part) => {
    const label = toText(el[`#${part}__title`]) ?? NAME_PART_TITLES[part];
    return {
      name: part,
      label,
      required: toBoolean(el[`#${part}__required`]),
      requiredMessage: toText(el[`#${part}__required_error`]) ?? `${label} field is required.`,
      suggestions: part === "title" ? toOptions(el["#title__options"] ?? "titles", lists).map((o) => o.label) : null,
    };
  });
}

/** A name's default: an object of its parts' texts. */
export function nameDefault(value: unknown, parts: readonly NamePart[]): NameValue {
  if (!isRecord(value)) return {};
  const out: NameValue = {};
  for (const part of parts) {
    const text = toText(value[part.name]);
    if (text !== null) out[part.name] = text;
  }
  return out;
}
