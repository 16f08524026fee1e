import "server-only";
import { memoCache } from "@yu/memo-cache";
import { config } from "@/config/env";
import { processWide } from "@/config/process-wide";
import { memoFigures } from "@/metrics/memo-figures";
import { SEARCH_FAILURE_MEMORY_MS, SEARCH_RESULTS_CACHE, SEARCH_TIMEOUT_MS } from "@/config/constants";
import { TideError } from "./errors";
import { serviceGet } from "./http";
import { noteSearchCall } from "./search-work";
import { responseWithSiteMetaNames, searchResponseSchema, type SearchResponse } from "./search-response";

/**
 * The one way the site reads the search service (`SEARCH_API_URL`, Funnelback's `search.json` or this
 * repository's content service): pointing the variable at a real Funnelback is all it takes.
 */

/** The search.json URL for these parameters, every name and value encoded (queries hold '&', '#', '%'). */
function searchServiceUrl(params: [string, string][], base: string): string {
  const query = new URLSearchParams(params).toString();
  return `${base}${base.includes("?") ? "&" : "?"}${query}`;
}

/*
 * Results pages are rendered per request, yet many visitors ask the same few things ("fees", "nursing"):
 * identical answers are kept for a minute and concurrent identical requests share one call. Only the
 * service's answer is kept, which is the same for everybody; failures are not kept. One memo per process
 * (config/process-wide.ts), whichever of Next's bundles asks.
 */
const answers = processWide("yu.site.memo.search-results", () => memoCache<string, SearchResponse, string | null>({
  max: SEARCH_RESULTS_CACHE.max,
  ttlMs: SEARCH_RESULTS_CACHE.ttlMs,
  load: async (url, requestId) => {
    // A memo miss: this call reaches the service, and is charged to the visitor's search budget (search-work.ts).
    noteSearchCall();
    // Cacheable for the same minute, so that a cached results page may read it (Next refuses a no-store read there).
    const { data } = await serviceGet(url, searchResponseSchema, {
      endpoint: "search",
      timeoutMs: SEARCH_TIMEOUT_MS, requestId, revalidateSeconds: SEARCH_RESULTS_CACHE.ttlMs / 1000,
    });
    // A real collection's class names are read back as the site's own (SEARCH_META_*).
    return responseWithSiteMetaNames(data, config().searchMeta);
  },
  // A search that just failed fails again at once for a few seconds, rather than making the next visitor (or the
  // same one, sent on from a cached page to the per-request one) wait out another timeout.
  failures: { ttlMs: SEARCH_FAILURE_MEMORY_MS, remember: (error) => error instanceof TideError },
  observer: memoFigures("search-results"),
}));

/** Asks the search service; throws a TideError when it fails, answers oddly or takes longer than 5 s. */
export async function fetchSearch(params: [string, string][], requestId?: string | null): Promise<SearchResponse> {
  return answers.get(searchServiceUrl(params, config().searchApiUrl), requestId ?? null);
}
