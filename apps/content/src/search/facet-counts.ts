import type { CollectionKind } from "./collections.ts";
import { eventMomentAt } from "./event-dates.ts";
import type { FacetSelections } from "./facet-params.ts";
import type { SearchSort } from "./search-params.ts";
import type { SearchTab } from "./search-document.ts";

/** What the process keeps of every search document: enough to filter, count facets and order without the database. */
export interface CatalogueEntry {
  uuid: string;
  tab: SearchTab;
  facets: Record<string, string[]>;
  /** Lower-cased title (titles sort case-insensitively, then by internal id). */
  sortTitle: string;
  internalId: number;
  dateMs: number | null;
  nextIntake: string | null;
  eventDates: [string, string][] | null;
  eventLastEndMs: number | null;
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
  return kind === "content" || entry.tab === "courses";
}

/**
 * One pass over the match set: each entry is tested against each selected facet once (values OR'ed within a
 * facet), then counted as passing (all selections), towards the tab counts (all but the tab) and towards each
 * of its facet values (all selections but that facet's own).
 */
export function countFacets(matches: readonly CatalogueEntry[], selections: FacetSelections): Counted {
  const selected = [...selections.values].filter(([, values]) => values.length > 0);
  const passing: CatalogueEntry[] = [];
  const tabCounts = new Map<string, number>();
  const facetCounts = new Map<string, Map<string, number>>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const entry of matches) {
    const tabOk = selections.tab === null || entry.tab === selections.tab;
    let failed = 0;
    let failedKey: string | null = null;
    for (const [key, values] of selected) {
      const own = entry.facets[key];
      if (own === undefined || !own.some((value) => values.includes(value))) {
        failed += 1;
        failedKey = key;
      }
    }
    if (failed === 0) add(tabCounts, entry.tab);
    if (!tabOk || failed > 1) continue;
    if (failed === 0) passing.push(entry);
    for (const [key, values] of Object.entries(entry.facets)) {
      // An entry failing exactly one facet still counts towards that facet's values (what choosing them would add).
      if (failed === 1 && key !== failedKey) continue;
      const counts = facetCounts.get(key) ?? new Map<string, number>();
      for (const value of new Set(values)) add(counts, value);
      facetCounts.set(key, counts);
    }
  }
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
 * a query, relevance is title order (browse mode).
 */
export function sortEntries(entries: CatalogueEntry[], sort: SearchSort, now: Date, scores: ReadonlyMap<string, number> | null): CatalogueEntry[] {
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
  }
}
