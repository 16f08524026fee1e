import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { config } from "@/config/env";
import { searchStartLinks } from "@/features/search/results/start-links";
import type { LinkModel } from "@/mapping/link";
import type { PageHead } from "@/mapping/page-head";
import { siteHosts } from "@/mapping/search-link";
import { searchResultsView, type SearchOutcome } from "@/mapping/search-results";
import { hasSearch, parseSearchQuery, SCOPES, serviceParams, type SearchScope, type SearchState } from "@/routing/search-query";
import { errorFields, log } from "@/tide/log";
import { fetchSearch } from "@/tide/search-client";
import { headFor } from "./head-for";
import { loadSiteChrome } from "./site-chrome";

export interface SearchPageData {
  head: PageHead;
  /** Where to go when searching is not what the visitor needs (or not available). */
  links: LinkModel[];
  state: SearchState;
  /** What was wrong with the address, for the visitor. */
  problem: string | null;
  outcome: SearchOutcome;
}

async function outcomeOf(state: SearchState, problem: string | null, requestId: string | null): Promise<SearchOutcome> {
  if (problem !== null || !hasSearch(state)) return { kind: "idle" };
  const cfg = config();
  const collection = state.scope === "courses" ? cfg.searchCoursesCollection : cfg.searchCollection;
  const [chrome, response] = await Promise.all([
    loadSiteChrome(SCOPES[state.scope].path),
    fetchSearch(serviceParams(state, collection), requestId).catch((error: unknown) => {
      unstable_rethrow(error); // Next's own control flow (a cached page's rendering) is not a failed search.
      log.error("search failed", { ...errorFields(error), requestId: requestId ?? undefined });
      return null;
    }),
  ]);
  if (response === null) return { kind: "unavailable" };
  const own = siteHosts(Object.values(chrome.main?.domains ?? {}), [cfg.siteOrigin, cfg.mainSiteOrigin]);
  return { kind: "results", view: searchResultsView(response, state, own) };
}

const HEADS: Readonly<Record<SearchScope, { title: (query: string) => string; description: (product: string) => string; indexable: boolean }>> = {
  site: {
    title: (query) => (query ? `Search results for "${query}"` : "Search"),
    description: (product) => `Search ${product} for courses, units, news, events and people.`,
    // Results pages are for people: search engines follow their links but do not index them.
    indexable: false,
  },
  courses: {
    title: (query) => (query ? `Courses matching "${query}" – Course finder` : "Course finder"),
    description: (product) => `Find a ${product} course by study area, level, campus, study mode, delivery and intake, and compare your shortlist.`,
    indexable: true,
  },
};

/**
 * Everything /search (or the course finder) shows for a query string, shared by the page and its head within
 * one request (React's cache compares the plain-string arguments).
 */
export const loadSearchPage = cache(async (search: string, requestId: string | null, scope: SearchScope = "site"): Promise<SearchPageData> => {
  const { state, problem } = parseSearchQuery(new URLSearchParams(search), scope);
  const path = SCOPES[scope].path;
  const head = HEADS[scope];
  const [pageHead, outcome] = await Promise.all([
    headFor(loadSiteChrome(path), path, {
      title: head.title(state.query),
      description: head.description(config().productName),
      contentType: scope === "courses" ? "course-discovery" : "search",
      ...(head.indexable ? {} : { indexable: false }),
    }),
    outcomeOf(state, problem, requestId),
  ]);
  return { head: pageHead, links: searchStartLinks(config().productSlug), state, problem, outcome };
});
