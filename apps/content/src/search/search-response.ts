import { eventMomentAt } from "./event-dates.ts";
import { encodeParam, facetParamName, queryString, selectionPairs, tabParamName, type FacetSelections } from "./facet-params.ts";
import { TABS_FACET_NAME, type FacetDefinition } from "./facets.ts";
import { intakeOrder } from "./intake-label.ts";
import type { SearchParams } from "./search-params.ts";
import type { ResultRow, SearchData } from "./search-store.ts";

// Funnelback's field names throughout: the site, or a real Funnelback, reads these.
export interface FacetValue {
  data: string;
  label: string;
  count: number;
  selected: boolean;
  queryStringParam: string;
  toggleUrl: string;
}

export interface Facet {
  name: string;
  unselectAllUrl: string;
  selected: boolean;
  selectionType: "SINGLE" | "MULTIPLE";
  constraintJoin: "OR";
  allValues: FacetValue[];
  categories: { label: null; queryStringParamName: string; values: FacetValue[] }[];
}

export interface SearchResult {
  rank: number;
  score: number;
  title: string;
  collection: string;
  component: 0;
  liveUrl: string;
  displayUrl: string;
  summary: string;
  date: number | null;
  fileType: string;
  fileSize: number | null;
  metaData: Record<string, string>;
}

export interface Exhibit {
  category: "BEST_BETS";
  titleHtml: string;
  descriptionHtml: string;
  displayUrl: string;
  linkUrl: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The request's own parameters minus paging and facet selections: what every facet and spelling link starts from. */
function basePairs(params: SearchParams): [string, string][] {
  return params.input.filter(([name]) => name !== "start_rank" && !name.startsWith("f."));
}

function withSelections(params: SearchParams, selections: FacetSelections): [string, string][] {
  return [...basePairs(params), ...selectionPairs(selections, (key) => facetNameOf(params, key))];
}

/** `f.{name}|{key}` of one of the collection's facets. */
function facetNameOf(params: SearchParams, key: string): string {
  const facet = params.collection.facets.find((candidate) => candidate.key === key);
  return facetParamName(facet?.name ?? key, key);
}

function copySelections(selections: FacetSelections): FacetSelections {
  return { tab: selections.tab, tabParam: selections.tabParam, values: new Map([...selections.values].map(([key, values]) => [key, [...values]])) };
}

function tabsFacet(params: SearchParams, data: SearchData): Facet | null {
  if (params.collection.tabs.length === 0) return null;
  const { selections } = params;
  const all = [...data.tabCounts.values()].reduce((sum, n) => sum + n, 0);
  const withoutTab = { ...copySelections(selections), tab: null, tabParam: null };
  const values = params.collection.tabs.map(({ key, label }): FacetValue => {
    const name = tabParamName(key);
    const selected = key === "all" ? selections.tab === null : selections.tab === key;
    // Tabs are single-choice: choosing one replaces the current tab; choosing the current one (or All) clears it.
    const toggled = key === "all" || selected ? withoutTab : { ...withoutTab, tab: key, tabParam: name };
    return { data: label, label, count: key === "all" ? all : data.tabCounts.get(key) ?? 0, selected,
      queryStringParam: encodeParam(name, label), toggleUrl: queryString(withSelections(params, toggled)) };
  });
  return { name: TABS_FACET_NAME, unselectAllUrl: queryString(withSelections(params, withoutTab)), selected: selections.tab !== null,
    selectionType: "SINGLE", constraintJoin: "OR", allValues: values,
    categories: [{ label: null, queryStringParamName: `f.${TABS_FACET_NAME}|all`, values }] };
}

function orderValues(facet: FacetDefinition, values: [string, number][]): [string, number][] {
  const byLabel = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0], "en");
  switch (facet.order.kind) {
    case "fixed": {
      const fixed = facet.order.values;
      const rank = (label: string) => (fixed.includes(label) ? fixed.indexOf(label) : fixed.length);
      return values.sort((a, b) => rank(a[0]) - rank(b[0]) || byLabel(a, b));
    }
    case "intake":
      return values.sort((a, b) => intakeOrder(a[0]) - intakeOrder(b[0]) || byLabel(a, b));
    case "count":
      return values.sort((a, b) => b[1] - a[1] || byLabel(a, b));
  }
}

function valueFacet(params: SearchParams, data: SearchData, facet: FacetDefinition): Facet | null {
  const { selections } = params;
  const chosen = selections.values.get(facet.key) ?? [];
  const counts = new Map(data.facetCounts.get(facet.key) ?? []);
  for (const value of chosen) if (!counts.has(value)) counts.set(value, 0);
  const listed = orderValues(facet, [...counts].filter(([value, count]) => count > 0 || chosen.includes(value)));
  if (listed.length === 0) return null;
  const name = facetParamName(facet.name, facet.key);
  const without = copySelections(selections);
  without.values.delete(facet.key);
  const values = listed.map(([value, count]): FacetValue => {
    const selected = chosen.includes(value);
    const toggled = copySelections(selections);
    toggled.values.set(facet.key, selected ? chosen.filter((other) => other !== value) : [...chosen, value]);
    return { data: value, label: value, count, selected, queryStringParam: encodeParam(name, value),
      toggleUrl: queryString(withSelections(params, toggled)) };
  });
  return { name: facet.name, unselectAllUrl: queryString(withSelections(params, without)), selected: chosen.length > 0,
    selectionType: "MULTIPLE", constraintJoin: "OR", allValues: values,
    categories: [{ label: null, queryStringParamName: name, values }] };
}

function metaDataOf(row: ResultRow, now: Date): Record<string, string> {
  const meta = { ...row.meta };
  if (row.eventDates !== null) {
    const moment = eventMomentAt(row.eventDates, now);
    meta.upcoming = String(moment?.upcoming ?? false);
    if (moment !== null) Object.assign(meta, { eventDate: moment.start, eventEndDate: moment.end });
  }
  return meta;
}

function resultOf(row: ResultRow, rank: number, params: SearchParams, data: SearchData, publicUrl: string): SearchResult {
  const liveUrl = row.liveUrl.startsWith("/") ? `${publicUrl}${row.liveUrl}` : row.liveUrl;
  const metaData = metaDataOf(row, data.now);
  const date = metaData.eventDate === undefined ? row.dateMs : Date.parse(metaData.eventDate);
  return { rank, score: Math.round(row.score * 10_000) / 10_000, title: row.title, collection: params.collection.name, component: 0,
    liveUrl, displayUrl: liveUrl, summary: row.snippet, date, fileType: row.fileType, fileSize: row.fileSize, metaData };
}

/** The whole search.json answer, in Funnelback's shape. */
export function searchResponse(params: SearchParams, data: SearchData, publicUrl: string) {
  const { selections } = params;
  const results = data.rows.map((row, index) => resultOf(row, params.startRank + index, params, data, publicUrl));
  const currStart = results.length === 0 ? 0 : params.startRank;
  const currEnd = results.length === 0 ? 0 : params.startRank + results.length - 1;
  const selectedCategoryValues: Record<string, string[]> = {};
  for (const [name, value] of selectionPairs(selections, (key) => facetNameOf(params, key))) (selectedCategoryValues[name] ??= []).push(value);
  const inputParameterMap: Record<string, string> = {};
  for (const [name, value] of params.input) inputParameterMap[name] ??= value;
  const spellPairs = (text: string) => withSelections(params, selections)
    .map(([name, value]): [string, string] => (name === "query" ? [name, text] : [name, value]));
  const facets = [tabsFacet(params, data), ...params.collection.facets.map((facet) => valueFacet(params, data, facet))]
    .flatMap((facet) => (facet === null ? [] : [facet]));
  return {
    question: { query: params.query, originalQuery: params.originalQuery, collection: { id: params.collection.name },
      profile: inputParameterMap.profile ?? "_default", inputParameterMap, selectedCategoryValues },
    response: {
      resultPacket: {
        query: params.query, queryAsProcessed: params.query,
        resultsSummary: { fullyMatching: data.total, partiallyMatching: 0, totalMatching: data.total, collapsed: 0, estimatedCounts: false,
          numRanks: params.numRanks, currStart, currEnd,
          prevStart: params.startRank > 1 ? Math.max(1, Math.min(params.startRank, data.total + 1) - params.numRanks) : null,
          nextStart: params.startRank + params.numRanks <= data.total ? params.startRank + params.numRanks : null },
        spell: data.spell === null ? null : { text: data.spell, url: queryString(spellPairs(data.spell)) },
        results,
      },
      facets,
      curator: { exhibits: data.bestBets.map((bet): Exhibit => ({ category: "BEST_BETS", titleHtml: escapeHtml(bet.title),
        descriptionHtml: escapeHtml(bet.description), displayUrl: bet.linkUrl, linkUrl: bet.linkUrl })) },
    },
  };
}
