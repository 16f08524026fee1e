import "server-only";
import { withComponentProps } from "./props/component-props";
import { requestRoute } from "./request-route";
import { cache } from "react";
import { config } from "@/config/env";
import type { RouteMatch } from "@/routing/types";
import type { TideContext } from "@/tide/context";
import { TideError } from "@/tide/errors";
import { getWebform } from "@/tide/webform";
import { webformOf } from "@/mapping/paragraphs/embedded-webform";
import { contentByPath } from "./content-page";
import { fixedPageContent } from "./fixed-page-content";
import { headFor } from "./head-for";
import { courseAtoz } from "./listings/course-atoz";
import { newsOrEvents } from "./listings/news-events";
import { interestAreaPage } from "./study-areas/interest-area";
import { studyAreasIndex } from "./study-areas/study-areas-index";
import { unitOrSet } from "./listings/units";
import { loadWellbeing } from "./wellbeing-page";
import type { LoadedPage } from "./loaded-page";
import { loadSiteChrome, type SiteChrome } from "./site-chrome";

export type { LoadedPage } from "./loaded-page";

const RESULTS_TEMPLATE_TITLE = "Search results";

interface LoadInput {
  match: RouteMatch;
  /** The path as the visitor asked for it (canonical link). */
  path: string;
}

/** A fixed page shown as a title, an intro, links and, where it belongs, a form. */
async function simplePage(match: Parameters<typeof fixedPageContent>[0], path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const cfg = config();
  const { webformId, ...content } = fixedPageContent(match, cfg.productSlug, cfg.productName);
  const tokens = { pageUrl: `${cfg.siteOrigin}${path}`, pageTitle: content.title, siteName: cfg.productName, siteUrl: cfg.siteOrigin };
  const webform = webformId ? webformOf(await getWebform(webformId, ctx), tokens) : undefined;
  return {
    kind: "simple",
    head: await headFor(chrome, path, { title: content.title, description: content.intro, contentType: match.kind === "fixed" ? match.page : match.kind }),
    ...content,
    ...(webform !== undefined ? { webform } : {}),
  };
}

const WELLBEING_TITLE = "Student wellbeing assistant";
const WELLBEING_INTRO = "Tell us what's going on and we'll show you who can help. Nothing you choose here is sent or saved.";

/** The wellbeing assistant: urgent help first, then who helps with each need (spec §2.1 fixed page). */
async function wellbeingPage(path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const [{ view, complete }, head] = await Promise.all([
    loadWellbeing(ctx),
    headFor(chrome, path, { title: WELLBEING_TITLE, description: WELLBEING_INTRO, contentType: "student-wellbeing-assistant" }),
  ]);
  return { kind: "wellbeing", head, title: WELLBEING_TITLE, intro: WELLBEING_INTRO, view, complete };
}

const STYLE_GUIDE_TITLE = "Style guide";
const STYLE_GUIDE_INTRO = "Every component of the site in each of its states, with sample content.";

/** The style guide's sample content needs nothing from the content system; search engines leave it alone. */
async function styleGuidePage(path: string, chrome: Promise<SiteChrome>): Promise<LoadedPage> {
  const head = await headFor(chrome, path, { title: STYLE_GUIDE_TITLE, description: STYLE_GUIDE_INTRO, contentType: "mockContent", indexable: false, follow: false });
  return { kind: "style-guide", head, title: STYLE_GUIDE_TITLE, intro: STYLE_GUIDE_INTRO };
}

const LOGIN_TITLE = "Sign in";

/** The sign-in page: the same for everyone but for where it sends the editor afterwards and why it shows. */
async function loginPage(match: Extract<RouteMatch, { kind: "login" }>, path: string, chrome: Promise<SiteChrome>): Promise<LoadedPage> {
  const intro = match.destination?.startsWith("/preview/")
    ? "Sign in with your editor account to preview this page."
    : "Content editors sign in here to preview unpublished pages.";
  const head = await headFor(chrome, path, { title: LOGIN_TITLE, description: intro, contentType: "login", indexable: false });
  return { kind: "login", head, view: { title: LOGIN_TITLE, intro, destination: match.destination, reason: match.reason } };
}

/** Resolves a matched route to the data of its page (spec §2.1). Throws TideError for content failures. */
async function loadPageUncached(input: LoadInput): Promise<LoadedPage> {
  const { match, path } = input;
  const cfg = config();
  // Site data and the page's own content load side by side: the head needs both, the fetch order neither.
  const chrome = loadSiteChrome(match.kind === "content" ? match.path : path);
  const ctx: TideContext = { siteId: cfg.siteId };
  try {
    switch (match.kind) {
      case "not-found":
        return { kind: "not-found" };
      case "content":
        return await contentByPath(match.lookupPath, match.path, chrome, { ...ctx, audience: match.audience === "international" ? "international" : undefined });
      case "microsite":
        return await contentByPath(match.path, match.path, chrome, ctx);
      case "listing":
        if (match.view === "course_atoz") return await courseAtoz(match.filters, path, chrome, ctx);
        return await newsOrEvents(match.view, match.filters, path, chrome, ctx);
      case "unit":
        return await unitOrSet("unit", match.unitCode, match.page, path, chrome, ctx);
      case "unitset":
        return await unitOrSet("unitset", match.unitSetCode, match.page, path, chrome, ctx);
      case "study-areas":
        return await studyAreasIndex(match.audience, chrome, ctx);
      case "study-area":
        return await interestAreaPage(match, chrome);
      case "preview":
        // Rendered per request by app/preview for the signed-in editor (resolve/preview-page.ts): never this way.
        return { kind: "not-found" };
      case "opensearch":
        // Answered by its route handlers (app/search/openSearch*): never a page.
        return { kind: "not-found" };
      case "fixed":
        if (match.page === "fb-template") {
          // Nothing per visitor: the search service fetches this once and wraps every results page in it.
          const head = await headFor(chrome, path, { title: RESULTS_TEMPLATE_TITLE, description: `Results of searching ${cfg.productName}.`, contentType: match.page, indexable: false });
          return { kind: "results-template", head, title: RESULTS_TEMPLATE_TITLE };
        }
        if (match.page === "student-wellbeing-assistant") return await wellbeingPage(path, chrome, ctx);
        if (match.page === "mockContent") return await styleGuidePage(path, chrome);
        // The course finder answers for itself (app/course-discovery).
        if (match.page === "course-discovery") return { kind: "not-found" };
        return await simplePage({ kind: "fixed", page: match.page }, path, chrome, ctx);
      case "search":
        // Rendered per request by app/search from its query string (resolve/search-page.ts): never this way.
        return { kind: "not-found" };
      case "shortlist":
      case "compare":
      case "course-enquiry":
      case "fee-estimate":
        // Their own app routes (app/course-discovery/shortlist, …/compare): never this way.
        return { kind: "not-found" };
      case "login":
        return await loginPage(match, path, chrome);
    }
  } catch (error) {
    if (error instanceof TideError && error.status === 404) return { kind: "not-found" };
    throw error;
  }
}

/**
 * Shared by the page and its head within one request (React's cache compares arguments by identity,
 * hence plain strings).
 */
export const loadPage = cache(async (path: string, search: string): Promise<LoadedPage> => {
  const { match } = requestRoute(path, search);
  return withComponentProps(await loadPageUncached({ match, path: match.kind === "content" ? match.path : path }));
});
