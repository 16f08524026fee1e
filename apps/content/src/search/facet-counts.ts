import type { CollectionKind } from "./collections.ts";
import { eventMomentAt } from "./event-dates.ts";
import type { FacetSelections } from "./facet-params.ts";
import { metaSortOf, type SearchSort } from "./search-params.ts";
import type { SearchTab } from "./facets.ts";

/** What the process keeps of every search document: enough to filter, count facets and order without the database. */
export interface CatalogueEntry {
  uuid: string;
  tab: SearchTab;
  facets: Record<string, string[]>;
  /** The entry's facet values as ids of the catalogue's FacetDictionary (counting adds into an array by id). */
  valueIds: readonly number[];
  /** Lower-cased title (titles sort case-insensitively, then by internal id). */
  sortTitle: string;
  /** The title's words, lower-cased, without punctuation (normaliseWords), compared with the query's readings. */
  titleWords: string;
  internalId: number;
  dateMs: number | null;
  nextIntake: string | null;
  eventDates: [string, string][] | null;
  eventLastEndMs: number | null;
}

/** Every (facet key, value) pair of the catalogue numbered, so that counting is array arithmetic. */
export class FacetDictionary {
  private readonly ids = new Map<string, number>();
  private readonly pairs: [string, string][] = [];

  idOf(key: string, value: string): number {
    const name = `${key}\u0000${value}`;
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.pairs.length;
      this.ids.set(name, id);
      this.pairs.push([key, value]);
    }
    return id;
  }

  find(key: string, value: string): number | undefined {
    return this.ids.get(`${key}\u0000${value}`);
  }

  pair(id: number): [string, string] {
    const found = this.pairs[id];
    if (found === undefined) throw new Error(`unknown facet value id ${id}`);
    return found;
  }

  get size(): number {
    return this.pairs.length;
  }

  /** The value ids of a document's facets (each pair once). */
  idsOf(facets: Record<string, string[]>): number[] {
    return [...new Set(Object.entries(facets).flatMap(([key, values]) => values.map((value) => this.idOf(key, value))))];
  }
}

export interface Counted {
  /** Entries passing every selection. */
  passing: CatalogueEntry[];
  /** Matches per tab with every selection but the tab's. */
  tabCounts: Map<string, number>;
  /** Facet key → value → matches with every selection but that facet's (disjunctive counts). */
  facetCounts: Map<string, Map<string, number>>;
}

export function inCollection(entry: CatalogueEntry, kind: CollectionKind): boolean {
  return kind === "content" || entry.tab === kind;
}

/**
 * One pass over the match set. Each selected facet gets a bit; each selected value id carries its facet's bit,
 * so an entry's satisfied facets are the OR of its values' bits. An entry then counts as passing (no facet
 * failed), towards the tab counts (no value facet failed), and towards the values of each facet it would pass
 * without that facet's own selection (every facet when none failed, only the failed one when exactly one did).
 */
export function countFacets(matches: readonly CatalogueEntry[], selections: FacetSelections, dictionary: FacetDictionary): Counted {
  const selected = [...selections.values].filter(([, values]) => values.length > 0);
  const bits = new Uint32Array(dictionary.size);
  const keyBit = new Map<string, number>();
  selected.forEach(([key, values], index) => {
    const bit = 2 ** index;
    keyBit.set(key, bit);
    for (const value of values) {
      const id = dictionary.find(key, value);
      if (id !== undefined) bits[id] = (bits[id] ?? 0) | bit;
    }
  });
  const required = 2 ** selected.length - 1;
  const counts = new Uint32Array(dictionary.size);
  const passing: CatalogueEntry[] = [];
  const tabCounts = new Map<string, number>();
  for (const entry of matches) {
    let satisfied = 0;
    for (const id of entry.valueIds) satisfied |= bits[id] ?? 0;
    const failed = required & ~satisfied;
    if (failed === 0) tabCounts.set(entry.tab, (tabCounts.get(entry.tab) ?? 0) + 1);
    if (selections.tab !== null && entry.tab !== selections.tab) continue;
    if (failed === 0) {
      passing.push(entry);
      for (const id of entry.valueIds) counts[id] = (counts[id] ?? 0) + 1;
    } else if ((failed & (failed - 1)) === 0) {
      // Exactly one facet failed: the entry counts only towards that facet's values.
      for (const id of entry.valueIds) if (keyBit.get(dictionary.pair(id)[0]) === failed) counts[id] = (counts[id] ?? 0) + 1;
    }
  }
  const facetCounts = new Map<string, Map<string, number>>();
  counts.forEach((n, id) => {
    if (n === 0) return;
    const [key, value] = dictionary.pair(id);
    const values = facetCounts.get(key) ?? new Map<string, number>();
    values.set(value, n);
    facetCounts.set(key, values);
  });
  return { passing, tabCounts, facetCounts };
}

function byTitle(a: CatalogueEntry, b: CatalogueEntry): number {
  if (a.sortTitle !== b.sortTitle) return a.sortTitle < b.sortTitle ? -1 : 1;
  return a.internalId - b.internalId;
}

/** An event's current or next date (else its latest), any other document's date. */
export function sortDateOf(entry: CatalogueEntry, now: Date): number | null {
  if (entry.eventDates === null) return entry.dateMs;
  const moment = eventMomentAt(entry.eventDates, now);
  return moment === null ? null : Date.parse(moment.start);
}

function nullsLast(a: number | string | null, b: number | string | null, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = a < b ? -1 : 1;
  return descending ? -order : order;
}

export function isPastEvent(entry: CatalogueEntry, now: Date): boolean {
  return entry.eventLastEndMs !== null && entry.eventLastEndMs < now.getTime();
}

/**
 * Orders entries as `sort` asks; ties always fall back to the title and then the internal id, so that the
 * order is stable. Relevance (with scores from the text match): past events last, then by score; without
 * a query, relevance is title order (browse mode). A metadata sort (`meta{class}`, `dmeta{class}`) orders by
 * `metaValues` (uuid → the class's value) as text, as Funnelback does, entries without the class last.
 */
export function sortEntries(entries: CatalogueEntry[], sort: SearchSort, now: Date, scores: ReadonlyMap<string, number> | null,
  metaValues?: ReadonlyMap<string, string>): CatalogueEntry[] {
  const meta = sort === "metanextIntake" ? null : metaSortOf(sort);
  if (meta !== null) {
    return entries.sort((a, b) => nullsLast(metaValues?.get(a.uuid) ?? null, metaValues?.get(b.uuid) ?? null, meta.descending) || byTitle(a, b));
  }
  switch (sort) {
    case "title":
      return entries.sort(byTitle);
    case "dtitle":
      return entries.sort((a, b) => (a.sortTitle === b.sortTitle ? a.internalId - b.internalId : a.sortTitle < b.sortTitle ? 1 : -1));
    case "date":
    case "adate": {
      const dates = new Map(entries.map((entry) => [entry.uuid, sortDateOf(entry, now)]));
      return entries.sort((a, b) => nullsLast(dates.get(a.uuid) ?? null, dates.get(b.uuid) ?? null, sort === "date") || byTitle(a, b));
    }
    case "metanextIntake":
      return entries.sort((a, b) => nullsLast(a.nextIntake, b.nextIntake, false) || byTitle(a, b));
    case "relevance":
      if (scores === null) return entries.sort(byTitle);
      return entries.sort((a, b) => Number(isPastEvent(a, now)) - Number(isPastEvent(b, now))
        || (scores.get(b.uuid) ?? 0) - (scores.get(a.uuid) ?? 0) || byTitle(a, b));
    default:
      return entries.sort(byTitle);
  }
}
