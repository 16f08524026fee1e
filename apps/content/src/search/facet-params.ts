import { badRequest } from "../jsonapi/errors.ts";
import { hasControlCharacter } from "../text/has-control-character.ts";
import { findValueFacet, TAB_VALUES, tabOfLabel, TABS_FACET_NAME, VALUE_FACETS, type FacetDefinition, type TabValue } from "./facets.ts";
import type { SearchTab } from "./facets.ts";

export const MAX_FACET_SELECTIONS = 50;
export const MAX_FACET_VALUE_LENGTH = 200;

/** What the visitor selected: the tab (null = All) and, per value facet key, the values (OR within, AND across). */
export interface FacetSelections {
  tab: SearchTab | null;
  /** The parameter name the tab was selected with (e.g. `f.Tabs|courses`), kept for the links. */
  tabParam: string | null;
  values: Map<string, string[]>;
}

const FACET_PARAM = /^f\.([^|]+)\|(.+)$/;

function valuesOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  // qs turns more than 100 repeats of one name into an object keyed by position.
  if (typeof raw === "object" && raw !== null) return Object.values(raw);
  return [raw];
}

/**
 * Reads `f.{Facet name}|{key}=value` selections (already URL-decoded by the query parser) of the collection's tabs
 * and facets (by default the content collection's). Unknown facets and empty values are ignored, as Funnelback does;
 * too many selections or too long values are a 400.
 */
export function parseFacetSelections(query: Record<string, unknown>, collection: { tabs: readonly TabValue[]; facets: readonly FacetDefinition[] }
  = { tabs: TAB_VALUES, facets: VALUE_FACETS }): FacetSelections {
  const selections: FacetSelections = { tab: null, tabParam: null, values: new Map() };
  let count = 0;
  for (const [name, raw] of Object.entries(query)) {
    const match = FACET_PARAM.exec(name);
    if (match === null) continue;
    const [, facetName = "", key = ""] = match;
    for (const value of valuesOf(raw)) {
      if (typeof value !== "string") throw badRequest(`${name} must be plain text.`, name);
      count += 1;
      if (count > MAX_FACET_SELECTIONS) throw badRequest(`At most ${MAX_FACET_SELECTIONS} facet selections are allowed.`, name);
      if ([...value].length > MAX_FACET_VALUE_LENGTH) {
        throw badRequest(`A facet value must be at most ${MAX_FACET_VALUE_LENGTH} characters long.`, name);
      }
      if (hasControlCharacter(value)) throw badRequest(`${name} must not contain control characters.`, name);
      const trimmed = value.trim();
      if (trimmed === "") continue;
      if (facetName === TABS_FACET_NAME) {
        const tab = tabOfLabel(collection.tabs, trimmed);
        if (tab !== undefined) {
          selections.tab = tab === "all" ? null : tab;
          selections.tabParam = tab === "all" ? null : name;
        }
        continue;
      }
      const facet = findValueFacet(collection.facets, facetName);
      if (facet === undefined || facet.key !== key) continue;
      const list = selections.values.get(facet.key) ?? [];
      if (!list.includes(trimmed)) list.push(trimmed);
      selections.values.set(facet.key, list);
    }
  }
  return selections;
}

/** `f.{name}|{key}` — the parameter name of a facet value. */
export function facetParamName(facetName: string, key: string): string {
  return `f.${facetName}|${key}`;
}

/** Form encoding as Funnelback writes it: spaces as `+`, `|` as `%7C`. */
export function encodeParam(name: string, value: string): string {
  return new URLSearchParams([[name, value]]).toString();
}

/** A `?`-query string of the given pairs, in order. */
export function queryString(pairs: readonly (readonly [string, string])[]): string {
  return `?${new URLSearchParams(pairs.map(([name, value]): [string, string] => [name, value])).toString()}`;
}

/** The Tabs parameter of one tab value, e.g. `f.Tabs|courses`. */
export function tabParamName(key: string): string {
  return facetParamName(TABS_FACET_NAME, key);
}

/** Every selection as parameter pairs (Tabs first, then value facets in selection order). */
export function selectionPairs(selections: FacetSelections, nameOf: (key: string) => string): [string, string][] {
  const pairs: [string, string][] = [];
  if (selections.tab !== null) {
    const label = TAB_VALUES.find((tab) => tab.key === selections.tab)?.label ?? "";
    pairs.push([selections.tabParam ?? tabParamName(selections.tab), label]);
  }
  for (const [key, values] of selections.values) for (const value of values) pairs.push([nameOf(key), value]);
  return pairs;
}
