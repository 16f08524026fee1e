import { isSelected, maxPage, searchHref, toggleFacet, withTab, type SearchState } from "@/routing/search-query";
import { SCOPES } from "@/routing/search-scopes";
import type { SearchFacet, SearchResponse, SearchResult } from "@/tide/search-response";
import { courseCardView, type CourseCardView } from "./course-card";
import { formatDate, formatDateTime } from "./dates";
import { htmlToText } from "./html";
import { pagerView, type PagerView } from "./pagination";
import { highlight, type TextSegment } from "./search-highlight";
import { displayCrumbs, resultHref, type SiteHosts } from "./search-link";
import { scholarshipCardView, type ScholarshipCardView } from "./scholarship/card";
import { scholarshipDateState } from "./scholarship/dates";

export interface SearchTabView {
  key: string;
  label: string;
  /** Matching documents in the tab, when the service said. */
  count: number | null;
  selected: boolean;
  href: string;
}

export interface FacetValueView {
  label: string;
  value: string;
  count: number;
  selected: boolean;
  /** The results with this value toggled: for the link a visitor without the form could follow. */
  href: string;
}

export interface FacetView {
  name: string;
  /** The service's parameter name: the checkboxes' name. */
  param: string;
  values: FacetValueView[];
}

export interface ResultFact {
  label: string;
  value: string;
}

export interface SearchResultView {
  key: string;
  title: string;
  href: string;
  crumbs: string[];
  summary: TextSegment[];
  /** What the result is: Course, Unit, News, Event, Person, Page, Document… */
  kind: string;
  facts: ResultFact[];
  /** A warning about the result itself ("This event has passed"). */
  notice: string | null;
}

export interface BestBetView {
  key: string;
  title: string;
  description: string;
  href: string;
  crumbs: string[];
}

export interface SearchResultsView {
  state: SearchState;
  tabs: SearchTabView[];
  facets: FacetView[];
  total: number;
  from: number;
  to: number;
  /** '1–10 of 124 results for "business"': the count line, also announced when results change. */
  countText: string;
  /** The hits of a scope whose card is the result (the site search), else empty. */
  results: SearchResultView[];
  /** The hits of a scope whose card is the course card (the course finder), else empty. */
  cards: CourseCardView[];
  /** The hits of a scope whose card is the scholarship card (the scholarship finder), else empty. */
  scholarships: ScholarshipCardView[];
  bestBets: BestBetView[];
  spell: { text: string; href: string } | null;
  pager: PagerView | null;
}

export type SearchOutcome =
  /** Nothing asked yet: the page shows the search box and where to start. */
  | { kind: "idle" }
  | { kind: "results"; view: SearchResultsView }
  /** The search service is down, slow or answered nonsense: said on the page, never the error page. */
  | { kind: "unavailable" };

const KINDS: Record<string, string> = {
  course: "Course",
  unit: "Unit",
  unit_set: "Unit set",
  news: "News",
  event: "Event",
  profile: "Person",
  student_profile: "Student",
  landing_page: "Page",
  page: "Page",
  microsite_page: "Page",
  publication: "Publication",
  grant: "Grant",
  scholarship: "Scholarship",
  document: "Document",
};

const PATH_KINDS: [RegExp, string][] = [
  [/^\/courses\//, "Course"],
  [/^\/units\//, "Unit"],
  [/^\/unitsets\//, "Unit set"],
  [/\/news-events\/news\//, "News"],
  [/\/news-events\/events\//, "Event"],
  [/\/people\//, "Person"],
  [/^\/scholarships\//, "Scholarship"],
];

const DOCUMENT_TYPES = new Set(["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "rtf", "txt", "csv"]);

/** The kind badge: the service's `type` metadata when it sends one, else guessed from the file type and path. */
function kindOf(result: SearchResult, href: string): string {
  const type = result.metaData.type;
  if (type && KINDS[type]) return KINDS[type];
  if (result.fileType && DOCUMENT_TYPES.has(result.fileType.toLowerCase())) return "Document";
  const path = href.startsWith("/") ? href : (() => {
    try {
      return new URL(href).pathname;
    } catch {
      return "";
    }
  })();
  return PATH_KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? "Page";
}

const list = (value: string | undefined) => (value ? value.split("|").map((v) => v.trim()).filter(Boolean) : []);

function dateOf(result: SearchResult): string | null {
  if (typeof result.date === "number") return new Date(result.date).toISOString();
  return typeof result.date === "string" && result.date !== "" ? result.date : null;
}

/** The key facts of a result by kind: level, campus and next intake for courses, the next date for events… */
function factsOf(kind: string, result: SearchResult, now: number): { facts: ResultFact[]; notice: string | null } {
  const m = result.metaData;
  const facts: ResultFact[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) facts.push({ label, value });
  };
  let notice: string | null = null;
  switch (kind) {
    case "Course":
      add("Study level", m.studyLevel);
      add("Campus", list(m.campus).join(", "));
      add("Next intake", formatDate(m.nextIntake) ?? (list(m.intakes)[0] || null));
      break;
    case "Unit":
      add("Code", m.unitCode);
      add("Study level", m.studyLevel);
      add("Credit points", m.creditPoints);
      break;
    case "Unit set":
      add("Code", m.unitSetCode);
      add("Type", m.unitSetType);
      break;
    case "Event":
      add(m.upcoming === "false" ? "Was on" : "Next date", formatDateTime(m.eventDate));
      add("Venue", m.eventVenue);
      if (m.upcoming === "false") notice = "This event has passed";
      break;
    case "Person":
      add("Role", m.role);
      break;
    case "News":
      add("Published", formatDate(dateOf(result)));
      break;
    case "Scholarship": {
      const date = scholarshipDateState({ opens: m.openDate, closes: m.closeDate }, now);
      add("Value", m.valueText);
      add("Support", list(m.support).join(", "));
      add("Applications", date.kind === "closed" ? null : date.label);
      if (date.kind === "closed") notice = "Applications have closed";
      break;
    }
  }
  return { facts, notice };
}

/** Opens the international variant of a course when the visitor asked for courses for international students. */
function wantsInternational(state: SearchState): boolean {
  if (SCOPES[state.scope].audience) return state.audience === "international";
  const types = state.facets.filter((f) => f.param.startsWith("f.Student type|")).map((f) => f.value);
  return types.includes("International student") && !types.includes("Australian resident");
}

/** A summary as shown: a snippet cut mid-sentence says so. */
function snippet(summary: string | undefined): string {
  const text = (summary ?? "").trim();
  return text === "" || /[.!?…:)"”’]$/.test(text) ? text : `${text} …`;
}

function resultView(result: SearchResult, index: number, state: SearchState, own: SiteHosts, now: number): SearchResultView | null {
  const link = resultHref(result.liveUrl, own);
  if (link === null) return null;
  const kind = kindOf(result, link);
  const international = kind === "Course" && wantsInternational(state) && list(result.metaData.studentType).includes("International student")
    && link.startsWith("/") && !/\/international(?:[?#]|$)/.test(link);
  const href = international ? link.replace(/^([^?#]*)/, "$1/international") : link;
  const { facts, notice } = factsOf(kind, result, now);
  return {
    key: `${result.rank ?? index}:${result.liveUrl}`,
    title: result.title,
    href,
    crumbs: displayCrumbs(result.liveUrl),
    summary: highlight(snippet(result.summary), state.query),
    kind,
    facts,
    notice,
  };
}

function valuesOf(facet: SearchFacet): { param: string; value: string; label: string; count: number; selected: boolean }[] {
  return facet.categories.flatMap((category) =>
    category.values.flatMap((v) => {
      const value = v.data ?? v.label;
      if (!value) return [];
      return [{ param: category.queryStringParamName, value, label: v.label ?? value, count: v.count ?? 0, selected: v.selected === true }];
    }));
}

function tabsOf(response: SearchResponse, state: SearchState): SearchTabView[] {
  const tabFacet = response.response.facets.find((f) => f.name === "Tabs");
  const counts = new Map(tabFacet ? valuesOf(tabFacet).map((v) => [v.label, v.count] as const) : []);
  return SCOPES[state.scope].tabs.map((tab) => ({
    key: tab.key,
    label: tab.label,
    count: counts.get(tab.label) ?? null,
    selected: state.tab === tab.key,
    href: searchHref(withTab(state, tab.key)),
  }));
}

/** Every facet but Tabs, with the visitor's selections kept even when the service no longer lists them. */
function facetsOf(response: SearchResponse, state: SearchState): FacetView[] {
  const facets: FacetView[] = [];
  const audienceFacet = SCOPES[state.scope].audience?.facet;
  for (const facet of response.response.facets) {
    if (facet.name === "Tabs") continue;
    const values = valuesOf(facet);
    const param = values[0]?.param ?? facet.categories[0]?.queryStringParamName;
    // An audience is its own control, not a facet.
    if (param === undefined || param === audienceFacet) continue;
    for (const chosen of state.facets.filter((f) => f.param === param)) {
      if (!values.some((v) => v.value === chosen.value)) values.push({ param, value: chosen.value, label: chosen.value, count: 0, selected: true });
    }
    if (values.length === 0) continue;
    facets.push({
      name: facet.name,
      param,
      values: values.map((v) => {
        const selection = { param: v.param, value: v.value };
        return { label: v.label, value: v.value, count: v.count, selected: isSelected(state, selection), href: searchHref(toggleFacet(state, selection)) };
      }),
    });
  }
  return facets;
}

function pagerOf(state: SearchState, total: number): PagerView | null {
  const count = Math.min(Math.ceil(total / SCOPES[state.scope].pageSize), maxPage(state.scope));
  return pagerView(Math.min(state.page, count), count, (page) => searchHref({ ...state, page }));
}

const numberFormat = new Intl.NumberFormat("en-AU");

/** '1–10 of 124 results for "business"', '1 result for "x"', '0 results for "x"' (the finder counts courses). */
export function countLine(from: number, to: number, total: number, query: string, noun = "result"): string {
  const forQuery = query ? ` for "${query}"` : "";
  if (total === 0) return `0 ${noun}s${forQuery}`;
  if (total === 1) return `1 ${noun}${forQuery}`;
  return `${numberFormat.format(from)}–${numberFormat.format(to)} of ${numberFormat.format(total)} ${noun}s${forQuery}`;
}

/** The view of a results page from the search service's answer, at `now` (a scholarship's date state). Pure. */
export function searchResultsView(response: SearchResponse, state: SearchState, own: SiteHosts, now: number = Date.now()): SearchResultsView {
  const packet = response.response.resultPacket;
  const raw = packet?.results ?? [];
  const { card, pageSize, labels } = SCOPES[state.scope];
  const results = card === "result" ? raw.flatMap((r, i) => resultView(r, i, state, own, now) ?? []) : [];
  const cards = card === "course" ? raw.flatMap((r) => courseCardView(r, state.audience, own) ?? []) : [];
  const scholarships = card === "scholarship" ? raw.flatMap((r) => scholarshipCardView(r, own, now) ?? []) : [];
  const shown = results.length + cards.length + scholarships.length;
  const total = Math.max(packet?.resultsSummary?.totalMatching ?? shown, 0);
  const from = shown === 0 ? 0 : (packet?.resultsSummary?.currStart ?? (state.page - 1) * pageSize + 1);
  const to = shown === 0 ? 0 : (packet?.resultsSummary?.currEnd ?? from + shown - 1);
  const spellText = packet?.spell?.text?.trim();
  const bestBets = (response.response.curator?.exhibits ?? []).flatMap((e, i): BestBetView[] => {
    const href = e.linkUrl ? resultHref(e.linkUrl, own) : null;
    const title = htmlToText(e.titleHtml);
    if (href === null || title === "") return [];
    return [{ key: `${i}:${e.linkUrl}`, title, description: htmlToText(e.descriptionHtml), href, crumbs: displayCrumbs(e.displayUrl || e.linkUrl || "") }];
  });
  return {
    state,
    tabs: tabsOf(response, state),
    facets: facetsOf(response, state),
    total,
    from,
    to,
    countText: countLine(from, to, total, state.query, labels.noun),
    results,
    cards,
    scholarships,
    bestBets,
    spell: spellText && spellText.toLowerCase() !== state.query.toLowerCase()
      ? { text: spellText, href: searchHref({ ...state, query: spellText, page: 1 }) }
      : null,
    pager: pagerOf(state, total),
  };
}
