import { NextResponse, type NextRequest } from "next/server";
import { config as siteConfig } from "@/config/env";
import { DEFAULT_MIDDLEWARE, resolveSteps, runSteps } from "@/proxy/pipeline";
import { findRedirect } from "@/proxy/redirect-cache";
import { quizRouting } from "@/routing/quiz-route";
import { studentsRouting } from "@/routing/students-route";
import { LIVE_SEARCH_PARAM, SEARCH_CACHE_PREFIXES, searchCacheKey } from "@/routing/search-cache-key";
import { parseSearchQuery, SCOPES, type SearchScope } from "@/routing/search-query";
import { elsewhereAnswer, mainSiteUrlFor } from "@/routing/served-paths";
import { cookiesAreSecure, setCookies, signInCookies } from "@/features/editor/editor-cookies";
import { editorNameFrom } from "@/features/editor/editor-name-cookie";
import { renewalDue, renewedToken } from "@/proxy/editor-renewal";
import { REQUEST_ID_HEADER } from "@/routing/request-id";
import { isTokenExpired, parseAuthCookie } from "@/tide/auth-token";
import { spendBudget } from "@/endpoints/rate-limit/spend";
import { tooManyPageResponse } from "@/endpoints/rate-limit/too-many";
import { isSearchPage } from "@/routing/search-pages";
import { errorViewPath, requestedErrorView } from "@/routing/error-view";

/**
 * The page steps, before any page renders (ARCHITECTURE.md "A page request"): guards, request id and audience. The
 * site's server (server/server.mjs) has already set the security headers on every answer and answered unreadable
 * paths (400) and non-canonical slashes (308); the matcher below leaves out what is not a page.
 */
export async function proxy(request: NextRequest): Promise<NextResponse | Response> {
  // The server's own request for the error page of an address that failed (server/stages/error-pages.mjs): the visitor's
  // request already passed every step below.
  const errorView = requestedErrorView(request.headers, siteConfig().errorViewHeader);
  if (errorView !== null) return NextResponse.rewrite(new URL(errorViewPath(errorView, request.nextUrl.pathname), request.url));

  const names = siteConfig().middleware ?? DEFAULT_MIDDLEWARE;
  const resolved = resolveSteps(names);
  if (!resolved.ok) return new NextResponse(resolved.message, { status: 500, headers: { "content-type": "text/plain" } });

  // A page this site does not serve is the main site's: the browser loads it there (a client-side navigation
  // that lands here becomes a full page load).
  const cfg = siteConfig();
  const elsewhere = mainSiteUrlFor(request.nextUrl.pathname + request.nextUrl.search, cfg.servedPaths, cfg.siteOrigin, cfg.mainSiteOrigin);
  if (elsewhere) {
    const answer = elsewhereAnswer(request.headers, elsewhere);
    return answer.status === 307
      ? NextResponse.redirect(answer.location, 307)
      : new NextResponse(null, { status: 204, headers: { "cache-control": "no-store" } });
  }

  // A search page may ask the search service: each visitor has a budget of them (config/rate-limits.ts).
  if ((request.method === "GET" || request.method === "HEAD") && isSearchPage(request.nextUrl.pathname)) {
    const rate = await spendBudget("search", request.headers);
    if (!rate.allowed) return tooManyPageResponse(cfg.productName, rate.retryAfter);
  }

  // Content-system redirects with their exact status (301 stays 301); the page redirects too if this misses.
  if (request.method === "GET" || request.method === "HEAD") {
    const rule = await findRedirect(siteConfig().siteId, request.nextUrl.pathname);
    if (rule) return NextResponse.redirect(new URL(rule.target, request.url), rule.status);
  }

  const cookieHeader = request.headers.get("cookie") ?? undefined;
  const token = parseAuthCookie(cookieHeader);
  const editorToken = token === null ? "none" : isTokenExpired(token) ? "expired" : "valid";
  const requestHeaders = new Headers(request.headers);
  const responseHeaders = new Headers();
  if (token !== null && editorToken === "valid" && (request.method === "GET" || request.method === "HEAD") && renewalDue(token)) {
    const fresh = await renewedToken(token, { siteId: cfg.siteId, requestId: requestHeaders.get(REQUEST_ID_HEADER) ?? undefined });
    if (fresh !== null) {
      const secure = cookiesAreSecure(request.nextUrl.protocol, request.nextUrl.hostname);
      setCookies(responseHeaders, signInCookies(fresh, editorNameFrom(cookieHeader) ?? "editor", secure));
    }
  }
  const outcome = runSteps(resolved.steps, {
    url: request.nextUrl,
    productSlug: siteConfig().productSlug,
    editorToken,
    requestHeaders,
    responseHeaders,
    newRequestId: () => crypto.randomUUID(),
  });
  if (outcome.kind === "redirect") {
    const response = NextResponse.redirect(new URL(outcome.location, request.url), outcome.status);
    copyHeaders(responseHeaders, response.headers);
    return response;
  }
  // The pages that read their query string render per request from app routes of their own.
  const quiz = outcome.kind === "next"
    ? (quizRouting(request.nextUrl.pathname, request.nextUrl.search, request.method, siteConfig().productSlug)
      ?? studentsRouting(request.nextUrl.pathname, request.nextUrl.search, request.method, siteConfig().productSlug))
    : null;
  if (quiz?.kind === "redirect") {
    const response = NextResponse.redirect(new URL(quiz.location, request.url), 308);
    copyHeaders(responseHeaders, response.headers);
    return response;
  }
  const rewrite = outcome.kind === "rewrite" ? outcome.path : (quiz?.path ?? cachedSearchPath(request));
  const response =
    rewrite !== null
      ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });
  copyHeaders(responseHeaders, response.headers);
  return response;
}

/** The proxy's own response headers onto a response; each Set-Cookie kept apart. */
function copyHeaders(from: Headers, to: Headers): void {
  from.forEach((value, key) => {
    if (key !== "set-cookie") to.set(key, value);
  });
  for (const cookie of from.getSetCookie()) to.append("set-cookie", cookie);
}

/**
 * A search (/search, or the course finder /course-discovery) is served from the cacheable path of its results
 * (routing/search-cache-key.ts), when it has one.
 */
function cachedSearchPath(request: NextRequest): string | null {
  const scope = (Object.keys(SCOPES) as SearchScope[]).find((s) => SCOPES[s].path === request.nextUrl.pathname);
  if (scope === undefined || (request.method !== "GET" && request.method !== "HEAD")) return null;
  if (request.nextUrl.searchParams.has(LIVE_SEARCH_PARAM)) return null;
  const key = searchCacheKey(parseSearchQuery(request.nextUrl.searchParams, scope));
  return key === null ? null : `${SEARCH_CACHE_PREFIXES[scope]}${key}`;
}

export const config = {
  // Pages only: not Next's assets, the API routes, the icon or any file with an extension (server/error-shell.mjs
  // isNotAPage says the same for the server's stages).
  matcher: ["/((?!_next/|api/|favicon\\.ico$|.*\\.[a-zA-Z0-9]{2,5}$).*)"],
};
