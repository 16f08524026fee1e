import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { config } from "@/config/env";
import { searchStartLinks } from "@/features/search/results/start-links";
import type { LinkModel } from "@/mapping/link";
import type { PageHead } from "@/mapping/page-head";
import { siteHosts } from "@/mapping/search-link";
import { searchResultsView, type SearchOutcome } from "@/mapping/search-results";
import { hasSearch, parseSearchQuery, serviceParams, type SearchState } from "@/routing/search-query";
import { SCOPES, type SearchScope } from "@/routing/search-scopes";
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
  const { path, collection } = SCOPES[state.scope];
  const [chrome, response] = await Promise.all([
    loadSiteChrome(path),
    fetchSearch(serviceParams(state, cfg[collection]), requestId).catch((error: unknown) => {
      unstable_rethrow(error); // Next's own control flow (a cached page's rendering) is not a failed search.
      log.error("search failed", { ...errorFields(error), requestId: requestId ?? undefined });
      return null;
    }),
  ]);
  if (response === null) return { kind: "unavailable" };
  const own = siteHosts(Object.values(chrome.main?.domains ?? {}), [cfg.siteOrigin, cfg.mainSiteOrigin]);
  return { kind: "results", view: searchResultsView(response, state, own) };
}

/**
 * Everything a search page (the site search, the course finder: any scope) shows for a query string, shared
 * by the page and its head within one request (React's cache compares the plain-string arguments).
 */
export const loadSearchPage = cache(async (search: string, requestId: string | null, scope: SearchScope = "site"): Promise<SearchPageData> => {
  const { state, problem } = parseSearchQuery(new URLSearchParams(search), scope);
  const { path, head } = SCOPES[scope];
  const [pageHead, outcome] = await Promise.all([
    headFor(loadSiteChrome(path), path, {
      title: head.title(state.query),
      description: head.description(config().productName),
      contentType: head.contentType,
      ...(head.indexable ? {} : { indexable: false }),
    }),
    outcomeOf(state, problem, requestId),
  ]);
  return { head: pageHead, links: searchStartLinks(config().productSlug), state, problem, outcome };
});
