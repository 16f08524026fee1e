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

/** The list an `#options` names ("yes_no"), or null when it holds the options themselves. */
export function listNameOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  return LIST_NAME.test(name) ? name : null;
}

/** One scalar of Drupal's options YAML: plain, 'single-quoted' ('' for a quote) or "double-quoted". */
function yamlScalar(text: string): string | null {
  const t = text.trim();
  if (t.startsWith("'")) return t.length >= 2 && t.endsWith("'") ? t.slice(1, -1).replace(/''/g, "'") : null;
  if (t.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(t);
      return typeof parsed === "string" ? parsed : null;
    } catch {
      return null;
    }
  }
  return t === "" ? null : t;
}

function splitYamlLine(line: string): [string, string] | null {
  if (line.startsWith("'") || line.startsWith('"')) {
    const quote = line[0] ?? "'";
    let i = 1;
    while (i < line.length) {
      if (line[i] === quote && quote === "'" && line[i + 1] === "'") i += 2;
      else if (line[i] === "\\" && quote === '"') i += 2;
      else if (line[i] === quote) break;
      else i += 1;
    }
    const rest = line.slice(i + 1);
    return rest.startsWith(":") ? [line.slice(0, i + 1), rest.slice(1)] : null;
  }
  const colon = line.indexOf(": ");
  return colon === -1 ? null : [line.slice(0, colon), line.slice(colon + 2)];
}

/** A webform_options entity's `options` as Drupal keeps it, a YAML mapping of value: label lines (or, from some
 * serialisers, an object), as a named list. Nested option groups and lines it cannot read are left out. */
export function namedListFrom(options: unknown): NamedOptions {
  if (typeof options === "object" && options !== null && !Array.isArray(options)) {
    return Object.entries(options).flatMap(([value, label]) => (typeof label === "string" || typeof label === "number" ? [[value, String(label)] as const] : []));
  }
  if (typeof options !== "string") return [];
  return options.split(/\r?\n/).flatMap((line) => {
    if (line.trim() === "" || /^\s/.test(line) || line.startsWith("#")) return [];
    const parts = splitYamlLine(line.trimEnd());
    const value = parts ? yamlScalar(parts[0]) : null;
    const label = parts ? yamlScalar(parts[1]) : null;
    return value !== null && label !== null ? [[value, label] as const] : [];
  });
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
    const name = listNameOf(value);
    const named = name === null ? null : namedOptions(name, lists);
    if (named !== null) return named;
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
