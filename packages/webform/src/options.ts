/* `#options` of a choice element, read the same way by the browser and the content service: an object
 * { value: label }, a list of labels, Drupal's "value|label" lines, or the name of a webform options list
 * ('#options': yes_no, as Drupal's own content-rating form has it). */
import { STANDARD_OPTION_LISTS, type NamedOptions } from "./standard-option-lists.ts";
import { toText } from "./element-props.ts";

export interface Option {
  value: string;
  label: string;
}

/** Named lists beyond Drupal Webform's standard ones, e.g. those the content system provides; they win. */
export type OptionLists = Readonly<Record<string, NamedOptions>>;

const LIST_NAME = /^[a-z][a-z0-9_]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The options of a named list; null when no list has that name. */
export function namedOptions(name: string, lists: OptionLists = {}): Option[] | null {
  const list = Object.hasOwn(lists, name) ? lists[name] : Object.hasOwn(STANDARD_OPTION_LISTS, name) ? STANDARD_OPTION_LISTS[name] : undefined;
  return list === undefined ? null : list.map(([value, label]) => ({ value, label }));
}

export const STANDARD_OPTION_LIST_NAMES: readonly string[] = Object.keys(STANDARD_OPTION_LISTS);

/** `#options` as a list of { value, label }. An unknown list name stays what Drupal would show without the list:
 * one option of that text. */
export function toOptions(value: unknown, lists: OptionLists = {}): Option[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const text = toText(item);
      return text === null ? [] : [{ value: text, label: text }];
    });
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, label]) => {
      const text = toText(label);
      return text === null ? [] : [{ value: key, label: text }];
    });
  }
  if (typeof value === "string") {
    const name = value.trim();
    if (LIST_NAME.test(name)) {
      const named = namedOptions(name, lists);
      if (named !== null) return named;
    }
    return value.split(/\r?\n/).flatMap((line) => {
      if (line.trim() === "") return [];
      const bar = line.indexOf("|");
      return bar === -1 ? [{ value: line.trim(), label: line.trim() }] : [{ value: line.slice(0, bar).trim(), label: line.slice(bar + 1).trim() }];
    });
  }
  return [];
}

/** The values a choice element accepts. */
export function optionValues(value: unknown, lists: OptionLists = {}): string[] {
  return toOptions(value, lists).map((option) => option.value);
}
