import { config as siteConfig } from "@/config/env";
import { cookiesAreSecure, setCookies, signInCookies } from "@/endpoints/editor/editor-cookies";
import { editorNameFrom } from "@/features/editor/editor-name-cookie";
import { adjustBudget, spendBudget } from "@/endpoints/rate-limit/spend";
import { tooManyPage, retryAfterHeaders } from "@/endpoints/rate-limit/too-many";
import { errorViewPath, requestedErrorView } from "@/routing/error-view";
import { quizRouting } from "@/routing/quiz-route";
import { REQUEST_ID_HEADER } from "@/routing/request-id";
import { requestVisitor } from "@/routing/request-visitor";
import { LIVE_SEARCH_PARAM, SEARCH_CACHE_PREFIXES, searchCacheKey } from "@/routing/search-cache-key";
import { isSearchPage } from "@/routing/search-pages";
import { parseSearchQuery, SCOPES, type SearchScope } from "@/routing/search-query";
import { elsewhereAnswer, mainSiteUrlFor } from "@/routing/served-paths";
import { studentsRouting } from "@/routing/students-route";
import { isTokenExpired, parseAuthCookie } from "@/tide/auth-token";
import { noSearchWork, openSearchWork } from "@/tide/search-work";
import { renewalDue, renewedToken, renewsOn } from "./editor-renewal";
import { renewableToken } from "./editor-token-trust";
import { DEFAULT_MIDDLEWARE, resolveSteps, runSteps } from "./pipeline";
import { findRedirect } from "./redirect-cache";
import { KeptPages, SearchLanes, searchBudgetStep, type PageAnswer } from "./search-budget";

/** A page request as the site's server hands it over (server/stages/page-steps.mjs). */
export interface PageRequest {
  method: string;
  /** The address as requested, on the site's own origin. */
  url: URL;
  /** Its headers (a copy the steps may change: what they set is what the page reads). */
  headers: Headers;
  /** Whether it came over HTTPS (directly or as a trusted proxy says). */
  https: boolean;
}

/** What the steps decided: answer the visitor now, or let the page render (perhaps from another path). */
export type PageStepsOutcome = (
  | { kind: "answer"; status: number; headers: Headers; body: string | null }
  | { kind: "continue"; rewrite: string | null; headers: Headers; responseHeaders: Headers }
) & {
  /** To be told how the answer ended once it is sent (the search budget charges the searches it made). */
  afterAnswer?: (answer: PageAnswer) => void;
};

/** The search pages this process lately answered from its page cache, and its lanes of new searches (search-budget.ts). */
const kept = new KeptPages();
const lanes = new SearchLanes();

/**
 * The page steps, before any page renders (ARCHITECTURE.md "A page request"): the server's own error-view request,
 * pages served elsewhere, the search budget, content redirects, the editor's token renewal, the configured steps
 * (spec: course-url, preview-url, request id) and the pages that read their query string. The site's server runs
 * them for pages only, after the security headers and the checks that need no configuration.
 */
export function pageSteps(request: PageRequest): Promise<PageStepsOutcome> {
  // Before anything is awaited: this request takes no other request's tally of searches (tide/search-work.ts).
  noSearchWork();
  const settled: { settle: ((answer: PageAnswer) => void) | null } = { settle: null };
  return steps(request, settled).then((outcome) => (settled.settle === null ? outcome : { ...outcome, afterAnswer: settled.settle }));
}

async function steps(request: PageRequest, settled: { settle: ((answer: PageAnswer) => void) | null }): Promise<PageStepsOutcome> {
  const cfg = siteConfig();
  const { url, method } = request;
  const reading = method === "GET" || method === "HEAD";

  // The server's own request for the error page of an address that failed (server/stages/error-pages.mjs): the
  // visitor's request already passed every step below.
  const errorView = requestedErrorView(request.headers, cfg.errorViewHeader);
  if (errorView !== null) return proceed(request.headers, errorViewPath(errorView, url.pathname));

  const resolved = resolveSteps(cfg.middleware ?? DEFAULT_MIDDLEWARE);
  if (!resolved.ok) return answer(500, { "content-type": "text/plain" }, resolved.message);

  // A page this site does not serve is the main site's: the browser loads it there (a client-side navigation that
  // lands here becomes a full page load).
  const elsewhere = mainSiteUrlFor(url.pathname + url.search, cfg.servedPaths, cfg.siteOrigin, cfg.mainSiteOrigin);
  if (elsewhere) {
    const where = elsewhereAnswer(request.headers, elsewhere);
    return where.status === 307
      ? answer(307, { location: where.location }, null)
      : answer(204, { "cache-control": "no-store" }, null);
  }

  // A search page may ask the search service: each visitor has a budget of the searches it runs there
  // (config/rate-limits.ts, page-steps/search-budget.ts). Every step above is synchronous, so the request's tally is
  // opened before anything is awaited, and Next's render of the page notes its searches in it.
  if (reading && isSearchPage(url.pathname)) {
    const { headers } = request;
    const decision = await searchBudgetStep({
      headers,
      cachedPath: cachedSearchPath(url, method),
      work: openSearchWork(),
      budget: { spend: () => spendBudget("search", headers), adjust: (points) => adjustBudget("search", headers, points) },
      kept,
      address: requestVisitor(headers) ?? "unknown",
      lanes,
    });
    if (decision.kind === "prefetch") return answer(204, { "cache-control": "no-store" }, null);
    if (decision.kind === "refuse") {
      return answer(429, { "content-type": "text/html; charset=utf-8", ...retryAfterHeaders(decision.retryAfter) },
        tooManyPage(cfg.productName, decision.retryAfter));
    }
    settled.settle = decision.settle;
  }

  // Content-system redirects with their exact status (301 stays 301); the page redirects too if this misses.
  if (reading) {
    const rule = await findRedirect(cfg.siteId, url.pathname);
    if (rule) return answer(rule.status, { location: rule.target }, null);
  }

  const cookieHeader = request.headers.get("cookie") ?? undefined;
  const token = parseAuthCookie(cookieHeader);
  const editorToken = token === null ? "none" : isTokenExpired(token) ? "expired" : "valid";
  const responseHeaders = new Headers();
  // Renewed only on the editor's own pages (uncached anyway), and only a token the site can believe is Tide's.
  if (token !== null && editorToken === "valid" && reading && renewsOn(url.pathname) && renewalDue(token)
    && renewableToken(token, cfg.editorTokenSecret)) {
    const fresh = await renewedToken(token, { siteId: cfg.siteId, requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined });
    if (fresh !== null) {
      setCookies(responseHeaders, signInCookies(fresh, editorNameFrom(cookieHeader) ?? "editor", cookiesAreSecure(cfg.siteOrigin)));
    }
  }
  const outcome = runSteps(resolved.steps, {
    url,
    productSlug: cfg.productSlug,
    editorToken,
    requestHeaders: request.headers,
    responseHeaders,
    newRequestId: () => crypto.randomUUID(),
  });
  if (outcome.kind === "redirect") return redirect(outcome.location, outcome.status, responseHeaders);

  // The pages that read their query string render per request from routes of their own.
  const queryPage = outcome.kind === "next"
    ? (quizRouting(url.pathname, url.search, method, cfg.productSlug) ?? studentsRouting(url.pathname, url.search, method, cfg.productSlug))
    : null;
  if (queryPage?.kind === "redirect") return redirect(queryPage.location, 308, responseHeaders);
  const rewrite = outcome.kind === "rewrite" ? outcome.path : (queryPage?.path ?? cachedSearchPath(url, method));
  return { kind: "continue", rewrite, headers: request.headers, responseHeaders };
}

function proceed(headers: Headers, rewrite: string | null): PageStepsOutcome {
  return { kind: "continue", rewrite, headers, responseHeaders: new Headers() };
}

function answer(status: number, headers: Record<string, string>, body: string | null): PageStepsOutcome {
  return { kind: "answer", status, headers: new Headers(headers), body };
}

/** A redirect carrying the steps' own response headers (the request id, a renewed sign-in's cookies). */
function redirect(location: string, status: number, responseHeaders: Headers): PageStepsOutcome {
  const headers = new Headers(responseHeaders);
  headers.set("location", location);
  return { kind: "answer", status, headers, body: null };
}

/**
 * A search (/search, or the course finder /course-discovery) is served from the cacheable path of its results
 * (routing/search-cache-key.ts), when it has one.
 */
function cachedSearchPath(url: URL, method: string): string | null {
  const scope = (Object.keys(SCOPES) as SearchScope[]).find((s) => SCOPES[s].path === url.pathname);
  if (scope === undefined || (method !== "GET" && method !== "HEAD")) return null;
  if (url.searchParams.has(LIVE_SEARCH_PARAM)) return null;
  const key = searchCacheKey(parseSearchQuery(url.searchParams, scope));
  return key === null ? null : `${SEARCH_CACHE_PREFIXES[scope]}${key}`;
}
