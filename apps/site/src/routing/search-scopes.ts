import { FINDER_PAGE_SIZE, SEARCH_PAGE_SIZE } from "@/config/constants";
import { config, type SiteConfig } from "@/config/env";
import type { SearchMetaClasses } from "@/config/search-meta";
import type { Audience } from "@/config/audience";

/*
 * The search pages, one row each: the site search (/search) and the course finder (/course-discovery). Every
 * scope is the same page (resolve/search-page.ts, templates/search/SearchResultsPage.tsx, app/_search/): what
 * differs between them is written here, and nowhere else. Adding a scope is a row, its result card (a key
 * of RESULT_CARDS in the template) and any filter control of its own (docs/architecture.md "Search scopes").
 */

/** Which search an address is: the site search (/search), the course finder (/course-discovery) or the scholarship finder (/scholarships). */
export type SearchScope = "site" | "courses" | "scholarships";

/** How a hit is shown: the site search's result (kind, title, address, summary, facts), a course card or a scholarship card. */
export type ResultCard = "result" | "course" | "scholarship";

/** A tab: its key in the address (`tab=courses`) and the value of the search service's Tabs facet. */
export interface ScopeTab {
  key: string;
  label: string;
  /** Whether choosing it narrows the search (`f.Tabs|{key}={label}`); All does not. */
  narrows: boolean;
}

/**
 * A sort order: its value in the address (`sort={key}`; the scope's default, first, is "" and never written), its
 * label, and the search service's `sort` value when it differs from the key ("" is relevance, the service's default).
 */
export interface ScopeSort {
  key: string;
  label: string;
  service?: string;
}

/** The search service's `sort` value of a sort order. */
export function serviceSort(sort: ScopeSort): string {
  return sort.service ?? sort.key;
}

/** The Student type the search service filters courses by, per audience (spec §7). */
export const STUDENT_TYPE_PARAM = "f.Student type|studentType";
export const STUDENT_TYPES: Readonly<Record<Audience, string>> = {
  domestic: "Australian resident",
  international: "International student",
};

/**
 * An audience switch: `audience=international` in the address, shown as its own control (not a facet's boxes)
 * and sent to the service as this facet's value; the facet itself is then never read from the address or shown.
 */
export interface ScopeAudience {
  /** What the switch chooses: "Courses for". */
  label: string;
  facet: string;
  values: Readonly<Record<Audience, string>>;
}

/**
 * A choice of open or closed, by a numeric date metadata class of the service (`ge_{meta}=yyyymmdd`: closing
 * today or later, the default; `lt_{meta}=…` with `status=closed`). Today is the university's (Melbourne).
 */
export interface ScopeStatus {
  meta: string;
  labels: { open: string; closed: string; legend: string };
}

/**
 * Narrowing to what one course's students may apply for (`course=HBNS` in the address): the course's own study
 * level and areas as facet values, and `meta_{meta}_orsand={code} any` (tied to this course, or to none).
 */
export interface ScopeCourseNarrowing {
  /** The class naming the courses a scholarship is tied to; null (SEARCH_META_COURSES=off): by level and area only. */
  meta: string | null;
  /** The study level facet; null (SEARCH_META_STUDY_LEVEL=off): not narrowed by level. */
  levelFacet: string | null;
  areaFacet: string;
}

export interface ScopeRules {
  /** The page's address, without a query. */
  path: string;
  /** Where its cacheable results live: `{cachePrefix}{key}` (routing/search-cache-key.ts). */
  cachePrefix: string;
  /** The configured collection it asks. */
  collection: keyof Pick<SiteConfig, "searchCollection" | "searchCoursesCollection" | "searchScholarshipsCollection">;
  /** Its tabs, the default first. A scope with one tab always searches it: no `tab` in the address, no tabs shown. */
  tabs: readonly ScopeTab[];
  audience: ScopeAudience | null;
  /** Its sort orders, the default first. The filters are the facets the service answers, each value with its count. */
  sorts: readonly ScopeSort[];
  /** An open/closed choice by close date, or null. */
  status: ScopeStatus | null;
  /** Narrowing to one course's students (`course={code}`), or null. */
  course: ScopeCourseNarrowing | null;
  pageSize: number;
  /** A bare address lists everything (the finder), rather than asking what to search (the site search). */
  listsEverything: boolean;
  card: ResultCard;
  /** Editors' recommended answers (the service's best bets) are shown above the results. */
  bestBets: boolean;
  /** The filters column stays when nothing matched (the finder keeps its sort beside its own empty state). */
  filtersWhenEmpty: boolean;
  labels: {
    /** The page's heading. */
    heading: string;
    /** The line under the heading, if any. */
    summary: ((productName: string) => string) | null;
    searchBox: (productName: string) => string;
    filters: string;
    /** What the count line counts: "1–10 of 124 {noun}s". */
    noun: string;
    /** The title of the links shown before anything is asked (null: the scope lists everything instead). */
    start: string | null;
    /** The results region's own class, beside `search-page`. */
    className: string | null;
  };
  head: {
    title: (query: string) => string;
    description: (productName: string) => string;
    contentType: string;
    /** Whether search engines may index its pages. */
    indexable: boolean;
  };
}

/** The site search's tabs and the value of the search service's Tabs facet for each (spec: 'Courses & units'). */
const COURSES_TAB: ScopeTab = { key: "courses", label: "Courses & units", narrows: true };
const SEARCH_TABS: readonly ScopeTab[] = [
  { key: "all", label: "All", narrows: false },
  COURSES_TAB,
  { key: "news", label: "News", narrows: true },
  { key: "events", label: "Events", narrows: true },
  { key: "people", label: "People", narrows: true },
  { key: "scholarships", label: "Scholarships", narrows: true },
];

/** Sort orders offered: relevance (the service's default), newest first, A to Z. */
const SEARCH_SORTS: readonly ScopeSort[] = [
  { key: "", label: "Relevance" },
  { key: "date", label: "Newest first" },
  { key: "title", label: "Title A to Z" },
];

/** A sort by a metadata class (`meta{class}`, `dmeta{class}` descending) when the class is configured; else none. */
const byClass = (sort: Omit<ScopeSort, "service">, prefix: "meta" | "dmeta", metaClass: string | null): ScopeSort[] =>
  metaClass === null ? [] : [{ ...sort, service: `${prefix}${metaClass}` }];

/** The course finder's orders: relevance, A to Z, and the soonest next intake first (when its class is configured). */
function finderSorts(meta: SearchMetaClasses): ScopeSort[] {
  return [
    { key: "", label: "Relevance" },
    { key: "title", label: "A to Z" },
    ...byClass({ key: "metanextIntake", label: "Soonest intake" }, "meta", meta.nextIntake),
  ];
}

/**
 * The scholarship finder's orders: the soonest closing first (the default), the highest value, relevance. A sort
 * whose class is off is not offered; without the close date, relevance is the default.
 */
function scholarshipSorts(meta: SearchMetaClasses): ScopeSort[] {
  const closing = byClass({ key: "", label: "Closing soonest" }, "meta", meta.closeDate);
  const value = byClass({ key: "dmetavalueSort", label: "Highest value" }, "dmeta", meta.valueSort);
  return closing.length > 0
    ? [...closing, ...value, { key: "relevance", label: "Relevance", service: "" }]
    : [{ key: "", label: "Relevance" }, ...value];
}

/** The scopes with the search service's metadata classes as configured (SEARCH_META_*, config/search-meta.ts). Pure. */
export function scopesFor(meta: SearchMetaClasses): Readonly<Record<SearchScope, ScopeRules>> {
  return {
    site: {
      path: "/search",
      cachePrefix: "/search/results/",
      collection: "searchCollection",
      tabs: SEARCH_TABS,
      audience: null,
      sorts: SEARCH_SORTS,
      status: null,
      course: null,
      pageSize: SEARCH_PAGE_SIZE,
      listsEverything: false,
      card: "result",
      bestBets: true,
      filtersWhenEmpty: false,
      labels: {
        heading: "Search",
        summary: null,
        searchBox: (productName) => `Search ${productName}`,
        filters: "Filter results",
        noun: "result",
        start: "Where to start",
        className: null,
      },
      head: {
        title: (query) => (query ? `Search results for "${query}"` : "Search"),
        description: (productName) => `Search ${productName} for courses, units, news, events and people.`,
        contentType: "search",
        // Results pages are for people: search engines follow their links but do not index them.
        indexable: false,
      },
    },
    // The same search over courses only: the tab is fixed, the audience is its own switch, sorted by intake.
    courses: {
      path: "/course-discovery",
      cachePrefix: "/course-discovery/results/",
      collection: "searchCoursesCollection",
      tabs: [COURSES_TAB],
      audience: { label: "Courses for", facet: STUDENT_TYPE_PARAM, values: STUDENT_TYPES },
      sorts: finderSorts(meta),
      status: null,
      course: null,
      pageSize: FINDER_PAGE_SIZE,
      listsEverything: true,
      card: "course",
      bestBets: false,
      filtersWhenEmpty: true,
      labels: {
        heading: "Course finder",
        summary: (productName) =>
          `Every ${productName} course in one place: search by words, then narrow by study area, level, campus, how you want to study and when you can start.`,
        searchBox: () => "Search courses",
        filters: "Filter courses",
        noun: "course",
        start: null,
        className: "course-finder",
      },
      head: {
        title: (query) => (query ? `Courses matching "${query}" – Course finder` : "Course finder"),
        description: (productName) => `Find a ${productName} course by study area, level, campus, study mode, delivery and intake, and compare your shortlist.`,
        contentType: "course-discovery",
        indexable: true,
      },
    },
    // Scholarships only: the audience switch as the course finder's, open ones by closing date first, or closed ones.
    scholarships: {
      path: "/scholarships",
      cachePrefix: "/scholarships/results/",
      collection: "searchScholarshipsCollection",
      tabs: [{ key: "scholarships", label: "Scholarships", narrows: false }],
      audience: { label: "Scholarships for", facet: STUDENT_TYPE_PARAM, values: STUDENT_TYPES },
      sorts: scholarshipSorts(meta),
      status: meta.closeDate === null ? null : {
        meta: meta.closeDate,
        labels: { legend: "Applications", open: "Open and opening soon", closed: "Closed" },
      },
      course: {
        meta: meta.courses,
        levelFacet: meta.studyLevel === null ? null : `f.Study level|${meta.studyLevel}`,
        areaFacet: "f.Study area|studyTopicArea",
      },
      pageSize: FINDER_PAGE_SIZE,
      listsEverything: true,
      card: "scholarship",
      bestBets: false,
      filtersWhenEmpty: true,
      labels: {
        heading: "Scholarships",
        summary: (productName) =>
          `Scholarships, fee waivers and grants at ${productName}: narrow by study level, area, the kind of support and who they are for, and see when each one closes.`,
        searchBox: () => "Search scholarships",
        filters: "Filter scholarships",
        noun: "scholarship",
        start: null,
        className: "scholarship-finder",
      },
      head: {
        title: (query) => (query ? `Scholarships matching "${query}" – Scholarships` : "Scholarships"),
        description: (productName) => `Find a ${productName} scholarship by study level, study area, kind of support and equity group, with its value and closing date.`,
        contentType: "scholarships",
        indexable: true,
      },
    },
  };
}

let configured: Readonly<Record<SearchScope, ScopeRules>> | null = null;
const scopeOf = (scope: SearchScope): ScopeRules => {
  configured ??= scopesFor(config().searchMeta);
  return configured[scope];
};

/** The site's scopes, as configured: read on first use, so that importing this file reads no environment. */
export const SCOPES: Readonly<Record<SearchScope, ScopeRules>> = {
  get site() {
    return scopeOf("site");
  },
  get courses() {
    return scopeOf("courses");
  },
  get scholarships() {
    return scopeOf("scholarships");
  },
};

export const SCOPE_NAMES = Object.keys(SCOPES) as SearchScope[];

/** The tab a scope searches when the address names none. */
export function defaultTab(scope: SearchScope): string {
  return SCOPES[scope].tabs[0]?.key ?? "";
}
