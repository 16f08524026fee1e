import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { config } from "@/config/env";
import { searchStartLinks } from "@/features/search/results/start-links";
import type { LinkModel } from "@/mapping/link";
import type { PageHead } from "@/mapping/page-head";
import { siteHosts } from "@/mapping/search-link";
import { relationsFor } from "@/mapping/relations";
import { courseForScholarships, searchToday, type CourseForScholarships } from "@/mapping/scholarship/course-match";
import { searchResultsView, type SearchOutcome } from "@/mapping/search-results";
import { hasSearch, parseSearchQuery, serviceParams, type SearchState } from "@/routing/search-query";
import { SCOPES, type SearchScope } from "@/routing/search-scopes";
import { defaultContext } from "@/tide/context";
import { getCourseWithAreas } from "@/tide/courses-by-code";
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
  /** The course a scholarship search is narrowed to (`course=`): null when none is asked; title null when unknown. */
  course: { code: string; known: CourseForScholarships | null } | null;
}

/** The course named in the address, with its level and areas; null when there is none or the content service fails. */
async function courseOf(state: SearchState, requestId: string | null): Promise<CourseForScholarships | null> {
  if (state.course === "") return null;
  try {
    const found = await getCourseWithAreas(state.course, defaultContext(requestId ? { requestId } : {}));
    return found ? courseForScholarships(found.course, relationsFor({ data: found.course, included: found.included })) : null;
  } catch (error) {
    unstable_rethrow(error);
    // Without the course's level and areas the search still narrows by the course's own code.
    log.warn("course for scholarships failed", { ...errorFields(error), requestId: requestId ?? undefined });
    return null;
  }
}

async function outcomeOf(state: SearchState, problem: string | null, requestId: string | null, course: Promise<CourseForScholarships | null>): Promise<SearchOutcome> {
  if (problem !== null || !hasSearch(state)) return { kind: "idle" };
  const cfg = config();
  const { path, collection } = SCOPES[state.scope];
  const context = { today: searchToday(Date.now()), course: await course };
  const [chrome, response] = await Promise.all([
    loadSiteChrome(path),
    fetchSearch(serviceParams(state, cfg[collection], context), requestId).catch((error: unknown) => {
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
  const course = courseOf(state, requestId);
  const [pageHead, outcome, known] = await Promise.all([
    headFor(loadSiteChrome(path), path, {
      title: head.title(state.query),
      description: head.description(config().productName),
      contentType: head.contentType,
      ...(head.indexable ? {} : { indexable: false }),
    }),
    outcomeOf(state, problem, requestId, course),
    course,
  ]);
  return {
    head: pageHead, links: searchStartLinks(config().productSlug), state, problem, outcome,
    course: state.course === "" ? null : { code: state.course, known },
  };
});
