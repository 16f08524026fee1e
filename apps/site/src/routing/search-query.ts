import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_CHARS, SEARCH_RESULTS_CAP } from "@/config/constants";

/**
 * The /search page's address: what a visitor asked for, as a shareable query string (spec §2.1 /search, §2.4
 * "query and tab parameters"). Facet selections keep the search service's own parameter names
 * (`f.{Facet}|{key}`), so that whatever facets a Funnelback answers with can be selected without the site
 * knowing them in advance.
 */

/** The tabs of the results page and the value of the search service's Tabs facet for each (spec: 'Courses & units'). */
export const SEARCH_TABS = [
  { key: "all", label: "All" },
  { key: "courses", label: "Courses & units" },
  { key: "news", label: "News" },
  { key: "events", label: "Events" },
  { key: "people", label: "People" },
] as const;

export type SearchTabKey = (typeof SEARCH_TABS)[number]["key"];

/** Sort orders offered: relevance (the service's default), newest first, A to Z. */
export const SEARCH_SORTS = [
  { key: "", label: "Relevance" },
  { key: "date", label: "Newest first" },
  { key: "title", label: "Title A to Z" },
] as const;

export type SearchSortKey = (typeof SEARCH_SORTS)[number]["key"];

export interface FacetSelection {
  /** The service's parameter name, e.g. `f.Study level|studyLevel`. */
  param: string;
  value: string;
}

export interface SearchState {
  query: string;
  tab: SearchTabKey;
  facets: FacetSelection[];
  sort: SearchSortKey;
  page: number;
}

export interface ParsedSearch {
  state: SearchState;
  /** What was wrong with the address, in words for the visitor; null when nothing was. */
  problem: string | null;
}

/** The last page that can be shown: the search service answers at most 500 results (spec §9). */
export const SEARCH_MAX_PAGE = Math.ceil(SEARCH_RESULTS_CAP / SEARCH_PAGE_SIZE);
/** Ours: at most this many facet values selected at once, each at most this long. */
export const SEARCH_MAX_FACETS = 30;
const FACET_VALUE_MAX = 200;
/** `f.{Facet name}|{key}`: Funnelback's facet parameter; the name may hold spaces and '&', never '|' or '='. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FACET_PARAM = /^f\.[^|=\u0000-\u001f]{1,60}\|[^|=\u0000-\u001f]{1,60}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const TAB_PARAM = "f.Tabs|";

export const EMPTY_SEARCH: SearchState = { query: "", tab: "all", facets: [], sort: "", page: 1 };

export const QUERY_TOO_LONG = `Your search is too long. Please use at most ${SEARCH_QUERY_MAX_CHARS} characters.`;

/** A query as it is sent and shown: control characters dropped, white space collapsed. */
export function normaliseQuery(raw: string): string {
  return raw.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

function isTab(value: string | null): value is SearchTabKey {
  return SEARCH_TABS.some((t) => t.key === value);
}

function isSort(value: string | null): value is SearchSortKey {
  return SEARCH_SORTS.some((s) => s.key === value);
}

/** The facet selections of an address: well-formed `f.*` pairs only, de-duplicated, at most SEARCH_MAX_FACETS. */
function facetSelections(params: URLSearchParams): FacetSelection[] {
  const seen = new Set<string>();
  const out: FacetSelection[] = [];
  for (const [param, raw] of params) {
    if (!param.startsWith("f.") || param.startsWith(TAB_PARAM) || !FACET_PARAM.test(param)) continue;
    const value = normaliseQuery(raw);
    if (value === "" || value.length > FACET_VALUE_MAX) continue;
    const key = `${param}\n${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ param, value });
    if (out.length === SEARCH_MAX_FACETS) break;
  }
  return out;
}

/**
 * Reads /search's query string. Anything malformed falls back to its default (an unknown tab is All, a
 * bad page is page 1); only a query too long to send is reported, and then nothing is searched.
 */
export function parseSearchQuery(params: URLSearchParams): ParsedSearch {
  const raw = params.get("query") ?? "";
  const query = normaliseQuery(raw);
  const tab = params.get("tab");
  const sort = params.get("sort");
  const pageText = params.get("page") ?? "";
  const page = /^[1-9][0-9]{0,5}$/.test(pageText) ? Math.min(Number(pageText), SEARCH_MAX_PAGE) : 1;
  const tooLong = [...query].length > SEARCH_QUERY_MAX_CHARS;
  const state: SearchState = {
    query: tooLong ? [...query].slice(0, SEARCH_QUERY_MAX_CHARS).join("") : query,
    tab: isTab(tab) ? tab : "all",
    facets: facetSelections(params),
    sort: isSort(sort) ? sort : "",
    page,
  };
  return { state, problem: tooLong ? QUERY_TOO_LONG : null };
}

/** Whether the visitor has asked for anything yet (a bare /search shows only the search box). */
export function hasSearch(state: SearchState): boolean {
  return state.query !== "" || state.facets.length > 0 || state.tab !== "all";
}

/** The address of a results page; defaults are left out, so equal searches have equal addresses. */
export function searchHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  if (state.tab !== "all") params.set("tab", state.tab);
  for (const f of state.facets) params.append(f.param, f.value);
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const qs = params.toString();
  return qs ? `/search?${qs}` : "/search";
}

/** Another tab: its own facets differ, so selections and page start afresh. */
export function withTab(state: SearchState, tab: SearchTabKey): SearchState {
  return { ...state, tab, facets: [], page: 1 };
}

/** One facet value on or off, back to page 1. */
export function toggleFacet(state: SearchState, selection: FacetSelection): SearchState {
  const on = state.facets.some((f) => f.param === selection.param && f.value === selection.value);
  const facets = on
    ? state.facets.filter((f) => !(f.param === selection.param && f.value === selection.value))
    : [...state.facets, selection];
  return { ...state, facets, page: 1 };
}

export function isSelected(state: SearchState, selection: FacetSelection): boolean {
  return state.facets.some((f) => f.param === selection.param && f.value === selection.value);
}

/**
 * The search service's parameters for a state (spec §7: profile, collection, num_ranks, query, facet
 * filters). The tab is the Tabs facet: `f.Tabs|courses=Courses & units`.
 */
export function serviceParams(state: SearchState, collection: string): [string, string][] {
  const tab = SEARCH_TABS.find((t) => t.key === state.tab);
  return [
    ["collection", collection],
    ["profile", "_default"],
    ["query", state.query],
    ["num_ranks", String(SEARCH_PAGE_SIZE)],
    ["start_rank", String((state.page - 1) * SEARCH_PAGE_SIZE + 1)],
    ...(state.sort ? [["sort", state.sort] as [string, string]] : []),
    ...(tab && tab.key !== "all" ? [[`${TAB_PARAM}${tab.key}`, tab.label] as [string, string]] : []),
    ...state.facets.map((f): [string, string] => [f.param, f.value]),
  ];
}
