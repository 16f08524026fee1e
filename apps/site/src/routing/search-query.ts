import { AUDIENCE_QUERY_VALUE, SEARCH_QUERY_MAX_CHARS, SEARCH_RESULTS_CAP } from "@/config/constants";
import type { Audience } from "@/config/audience";
import { defaultTab, SCOPES, serviceSort, type SearchScope } from "./search-scopes";

/**
 * The /search page's address: what a visitor asked for, as a shareable query string (spec §2.1 /search, §2.4
 * "query and tab parameters"). Facet selections keep the search service's own parameter names
 * (`f.{Facet}|{key}`), so that whatever facets a Funnelback answers with can be selected without the site
 * knowing them in advance.
 *
 * Every search page reads and writes the same address; its scope (routing/search-scopes.ts) says which tabs,
 * sorts and switches it offers: the course finder (/course-discovery) fixes the tab, adds the audience
 * (`audience=international`, the Student type the service filters by) and sorts by intake.
 */

// The page steps and the pages know the scopes by these names, from here.
export { SCOPES, type SearchScope };

export interface FacetSelection {
  /** The service's parameter name, e.g. `f.Study level|studyLevel`. */
  param: string;
  value: string;
}

export interface SearchState {
  scope: SearchScope;
  /** The audience of a scope with an audience switch (always domestic for the site search, whose facets say it instead). */
  audience: Audience;
  query: string;
  tab: string;
  facets: FacetSelection[];
  /** The sort's key in the address; "" is the scope's default (relevance, or the scholarships' closing date). */
  sort: string;
  page: number;
  /** Open (and opening soon) or closed, in a scope with that choice (the scholarship finder); else open. */
  status: SearchStatus;
  /** The course whose students' options are shown (`course=HBNS`, the scholarship finder), upper case; "" for none. */
  course: string;
}

export type SearchStatus = "open" | "closed";

/** What the service is asked beside the address's state: today's date and the narrowing course's facets. */
export interface SearchContext {
  /** Today in the university's time zone, `yyyymmdd` (the open/closed choice). */
  today?: string;
  /** The study levels and areas of the course in `course=` (null when the course is not known). */
  course?: { levels: string[]; areas: string[] } | null;
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
/** A course code as written in the address (`course=HBNS`): letters and digits. */
const COURSE_CODE = /^[A-Za-z0-9]{2,16}$/;

export const QUERY_TOO_LONG = `Your search is too long. Please use at most ${SEARCH_QUERY_MAX_CHARS} characters.`;

/** A query as it is sent and shown: control characters dropped, white space collapsed. */
export function normaliseQuery(raw: string): string {
  return raw.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

function isTab(value: string | null, scope: SearchScope): value is string {
  return SCOPES[scope].tabs.some((t) => t.key === value);
}

function isSort(value: string | null, scope: SearchScope): value is string {
  return SCOPES[scope].sorts.some((s) => s.key === value);
}

/**
 * The facet selections of an address: well-formed `f.*` pairs only, de-duplicated, at most SEARCH_MAX_FACETS.
 * A scope's audience facet (the course finder's Student type) is its audience switch, never a facet of the address.
 */
function facetSelections(params: URLSearchParams, scope: SearchScope): FacetSelection[] {
  const seen = new Set<string>();
  const out: FacetSelection[] = [];
  const audienceFacet = SCOPES[scope].audience?.facet;
  for (const [param, raw] of params) {
    if (!param.startsWith("f.") || param.startsWith(TAB_PARAM) || !FACET_PARAM.test(param)) continue;
    if (param === audienceFacet) continue;
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
  const rules = SCOPES[scope];
  const state: SearchState = {
    scope,
    audience: rules.audience !== null && params.get("audience") === AUDIENCE_QUERY_VALUE ? "international" : "domestic",
    query: tooLong ? [...query].slice(0, SEARCH_QUERY_MAX_CHARS).join("") : query,
    // A scope with one tab always searches it: its address never names one.
    tab: rules.tabs.length > 1 && isTab(tab, scope) ? tab : defaultTab(scope),
    facets: facetSelections(params, scope),
    sort: isSort(sort, scope) ? sort : "",
    page,
    status: rules.status !== null && params.get("status") === "closed" ? "closed" : "open",
    course: rules.course !== null && COURSE_CODE.test(params.get("course") ?? "") ? (params.get("course") ?? "").toUpperCase() : "",
  };
  return { state, problem: tooLong ? QUERY_TOO_LONG : null };
}

/** Whether there is anything to search yet (a bare /search shows only the search box; the finder lists every course). */
export function hasSearch(state: SearchState): boolean {
  return SCOPES[state.scope].listsEverything || state.query !== "" || state.facets.length > 0 || state.tab !== defaultTab(state.scope);
}

/** The address of a results page; defaults are left out, so equal searches have equal addresses. */
export function searchHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  if (state.tab !== defaultTab(state.scope)) params.set("tab", state.tab);
  if (state.audience === "international") params.set("audience", AUDIENCE_QUERY_VALUE);
  if (state.course) params.set("course", state.course);
  if (state.status === "closed") params.set("status", "closed");
  for (const f of state.facets) params.append(f.param, f.value);
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const qs = params.toString();
  const path = SCOPES[state.scope].path;
  return qs ? `${path}?${qs}` : path;
}

/** Another tab: its own facets differ, so selections and page start afresh. */
export function withTab(state: SearchState, tab: string): SearchState {
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

/** The course narrowing's own parameters: the course's levels and areas (where the visitor chose none), its code or any. */
function courseParams(state: SearchState, context: SearchContext): [string, string][] {
  const narrowing = SCOPES[state.scope].course;
  if (narrowing === null || state.course === "") return [];
  const chosen = (param: string) => state.facets.some((f) => f.param === param);
  const facet = (param: string | null, values: string[]) => (param === null || chosen(param) ? [] : values.map((v): [string, string] => [param, v]));
  return [
    ...facet(narrowing.levelFacet, context.course?.levels ?? []),
    ...facet(narrowing.areaFacet, context.course?.areas ?? []),
    // Any of the words, mandatory: scholarships tied to this course, and those tied to no course (when the
    // collection has the class; without it, by the course's level and area only).
    ...(narrowing.meta === null ? [] : [[`meta_${narrowing.meta}_orsand`, `${state.course} any`] as [string, string]]),
  ];
}

/**
 * The search service's parameters for a state (spec §7: profile, collection, num_ranks, query, facet
 * filters). The tab is the Tabs facet: `f.Tabs|courses=Courses & units`; the audience is its facet's value;
 * the open/closed choice a numeric date range from today (`ge_closeDate=20261128`, `lt_closeDate=…`). Pure: today
 * and the narrowing course's facets come in the context.
 */
export function serviceParams(state: SearchState, collection: string, context: SearchContext = {}): [string, string][] {
  const { pageSize, tabs, audience, sorts, status } = SCOPES[state.scope];
  const tab = tabs.find((t) => t.key === state.tab);
  const sortRule = sorts.find((s) => s.key === state.sort);
  const sort = sortRule ? serviceSort(sortRule) : state.sort;
  return [
    ["collection", collection],
    ["profile", "_default"],
    ["query", state.query],
    ["num_ranks", String(pageSize)],
    ["start_rank", String((state.page - 1) * pageSize + 1)],
    ...(sort ? [["sort", sort] as [string, string]] : []),
    ...(tab?.narrows ? [[`${TAB_PARAM}${tab.key}`, tab.label] as [string, string]] : []),
    // The finder lists courses only: the Student type is what only courses have.
    ...(audience ? [[audience.facet, audience.values[state.audience]] as [string, string]] : []),
    ...(status && context.today ? [[`${state.status === "closed" ? "lt" : "ge"}_${status.meta}`, context.today] as [string, string]] : []),
    ...courseParams(state, context),
    ...state.facets.map((f): [string, string] => [f.param, f.value]),
  ];
}
