import { AUDIENCE_QUERY_VALUE, FINDER_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_CHARS, SEARCH_RESULTS_CAP } from "@/config/constants";
import type { Audience } from "@/config/audience";

/**
 * The /search page's address: what a visitor asked for, as a shareable query string (spec §2.1 /search, §2.4
 * "query and tab parameters"). Facet selections keep the search service's own parameter names
 * (`f.{Facet}|{key}`), so that whatever facets a Funnelback answers with can be selected without the site
 * knowing them in advance.
 *
 * The course finder (/course-discovery) is the same search over courses only: its scope fixes the tab, adds the
 * audience (`audience=international`, the Student type the service filters by) and sorts by intake.
 */

/** Which search an address is: the site search (/search) or the course finder (/course-discovery). */
export type SearchScope = "site" | "courses";

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

/** The course finder's orders: relevance, A to Z, and the soonest next intake first. */
export const FINDER_SORTS = [
  { key: "", label: "Relevance" },
  { key: "title", label: "A to Z" },
  { key: "metanextIntake", label: "Soonest intake" },
] as const;

export type SearchSortKey = (typeof SEARCH_SORTS)[number]["key"] | (typeof FINDER_SORTS)[number]["key"];

interface ScopeRules {
  path: string;
  pageSize: number;
  sorts: readonly { key: SearchSortKey; label: string }[];
}

export const SCOPES: Readonly<Record<SearchScope, ScopeRules>> = {
  site: { path: "/search", pageSize: SEARCH_PAGE_SIZE, sorts: SEARCH_SORTS },
  courses: { path: "/course-discovery", pageSize: FINDER_PAGE_SIZE, sorts: FINDER_SORTS },
};

/** The Student type the search service filters courses by, per audience (spec §7). */
export const STUDENT_TYPE_PARAM = "f.Student type|studentType";
export const STUDENT_TYPES: Readonly<Record<Audience, string>> = {
  domestic: "Australian resident",
  international: "International student",
};

export interface FacetSelection {
  /** The service's parameter name, e.g. `f.Study level|studyLevel`. */
  param: string;
  value: string;
}

export interface SearchState {
  scope: SearchScope;
  /** The course finder's audience (always domestic for the site search, whose facets say it instead). */
  audience: Audience;
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
export function maxPage(scope: SearchScope): number {
  return Math.ceil(SEARCH_RESULTS_CAP / SCOPES[scope].pageSize);
}
/** Ours: at most this many facet values selected at once, each at most this long. */
export const SEARCH_MAX_FACETS = 30;
const FACET_VALUE_MAX = 200;
/** `f.{Facet name}|{key}`: Funnelback's facet parameter; the name may hold spaces and '&', never '|' or '='. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FACET_PARAM = /^f\.[^|=\u0000-\u001f]{1,60}\|[^|=\u0000-\u001f]{1,60}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const TAB_PARAM = "f.Tabs|";

export const QUERY_TOO_LONG = `Your search is too long. Please use at most ${SEARCH_QUERY_MAX_CHARS} characters.`;

/** A query as it is sent and shown: control characters dropped, white space collapsed. */
export function normaliseQuery(raw: string): string {
  return raw.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

function isTab(value: string | null): value is SearchTabKey {
  return SEARCH_TABS.some((t) => t.key === value);
}

function isSort(value: string | null, scope: SearchScope): value is SearchSortKey {
  return SCOPES[scope].sorts.some((s) => s.key === value);
}

/**
 * The facet selections of an address: well-formed `f.*` pairs only, de-duplicated, at most SEARCH_MAX_FACETS.
 * The course finder's Student type is its audience, never a facet of the address.
 */
function facetSelections(params: URLSearchParams, scope: SearchScope): FacetSelection[] {
  const seen = new Set<string>();
  const out: FacetSelection[] = [];
  for (const [param, raw] of params) {
    if (!param.startsWith("f.") || param.startsWith(TAB_PARAM) || !FACET_PARAM.test(param)) continue;
    if (scope === "courses" && param === STUDENT_TYPE_PARAM) continue;
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
 * Reads /search's (or the course finder's) query string. Anything malformed falls back to its default (an
 * unknown tab is All, a bad page is page 1); only a query too long to send is reported, and then nothing is
 * searched.
 */
export function parseSearchQuery(params: URLSearchParams, scope: SearchScope = "site"): ParsedSearch {
  const raw = params.get("query") ?? "";
  const query = normaliseQuery(raw);
  const tab = params.get("tab");
  const sort = params.get("sort");
  const pageText = params.get("page") ?? "";
  const page = /^[1-9][0-9]{0,5}$/.test(pageText) ? Math.min(Number(pageText), maxPage(scope)) : 1;
  const tooLong = [...query].length > SEARCH_QUERY_MAX_CHARS;
  const state: SearchState = {
    scope,
    audience: scope === "courses" && params.get("audience") === AUDIENCE_QUERY_VALUE ? "international" : "domestic",
    query: tooLong ? [...query].slice(0, SEARCH_QUERY_MAX_CHARS).join("") : query,
    tab: scope === "courses" ? "courses" : isTab(tab) ? tab : "all",
    facets: facetSelections(params, scope),
    sort: isSort(sort, scope) ? sort : "",
    page,
  };
  return { state, problem: tooLong ? QUERY_TOO_LONG : null };
}

/** Whether there is anything to search yet (a bare /search shows only the search box; the finder lists every course). */
export function hasSearch(state: SearchState): boolean {
  return state.scope === "courses" || state.query !== "" || state.facets.length > 0 || state.tab !== "all";
}

/** The address of a results page; defaults are left out, so equal searches have equal addresses. */
export function searchHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  if (state.scope === "site" && state.tab !== "all") params.set("tab", state.tab);
  if (state.audience === "international") params.set("audience", AUDIENCE_QUERY_VALUE);
  for (const f of state.facets) params.append(f.param, f.value);
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const qs = params.toString();
  const path = SCOPES[state.scope].path;
  return qs ? `${path}?${qs}` : path;
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
  const { pageSize } = SCOPES[state.scope];
  return [
    ["collection", collection],
    ["profile", "_default"],
    ["query", state.query],
    ["num_ranks", String(pageSize)],
    ["start_rank", String((state.page - 1) * pageSize + 1)],
    ...(state.sort ? [["sort", state.sort] as [string, string]] : []),
    ...(tab && tab.key !== "all" ? [[`${TAB_PARAM}${tab.key}`, tab.label] as [string, string]] : []),
    // The finder lists courses only: the Student type is what only courses have.
    ...(state.scope === "courses" ? [[STUDENT_TYPE_PARAM, STUDENT_TYPES[state.audience]] as [string, string]] : []),
    ...state.facets.map((f): [string, string] => [f.param, f.value]),
  ];
}
