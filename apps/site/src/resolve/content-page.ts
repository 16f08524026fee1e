import "server-only";
import { config } from "@/config/env";
import { contentPageView, pageDescription } from "@/mapping/content-page";
import { offeredInternationally } from "@/mapping/international-course";
import type { TideContext } from "@/tide/context";
import { getPageByPath } from "@/tide/page";
import type { Resource } from "@/tide/types";
import { breadcrumbTrail, type Crumb } from "@/mapping/navigation/breadcrumb-trail";
import type { Audience } from "@/config/audience";
import { pageStructuredData } from "@/mapping/structured-data/page-structured-data";
import { universityFacts } from "@/mapping/structured-data/university-facts";
import { headFor } from "./head-for";
import type { LoadedPage } from "./loaded-page";
import { relationsFor } from "@/mapping/relations";
import { headerFor, type SiteChrome } from "./site-chrome";
import { courseForScholarships, courseScholarshipsParams, courseScholarshipsView } from "@/mapping/scholarship/course-match";
import { siteHosts } from "@/mapping/search-link";
import type { CourseScholarships } from "@/mapping/types/course";
import { fetchSearch } from "@/tide/search-client";
import { errorFields, log } from "@/tide/log";
import { unstable_rethrow } from "next/navigation";

/**
 * A course page's "Scholarships you could apply for", from the search service: the course's level, areas and code,
 * this audience, open ones soonest closing first. Null when none match, or quietly when the service fails.
 */
async function courseScholarships(node: Resource, rel: ReturnType<typeof relationsFor>, audience: Audience, chrome: Promise<SiteChrome>): Promise<CourseScholarships | null> {
  const course = courseForScholarships(node, rel);
  if (course === null) return null;
  const cfg = config();
  const now = Date.now();
  try {
    const [response, loaded] = await Promise.all([fetchSearch(courseScholarshipsParams(course, audience, cfg.searchScholarshipsCollection, now)), chrome]);
    const own = siteHosts(Object.values(loaded.main?.domains ?? {}), [cfg.siteOrigin, cfg.mainSiteOrigin]);
    return courseScholarshipsView(response, course.code, audience, own, now);
  } catch (error) {
    unstable_rethrow(error);
    log.warn("course scholarships failed", { ...errorFields(error), course: course.code });
    return null;
  }
}

/** A content page by its path: route lookup, then the entity (spec §2.1 catch-all). */
export async function contentByPath(lookupPath: string, path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const page = await getPageByPath(lookupPath, ctx);
  if (page.kind === "redirect") return { kind: "redirect", url: page.url, statusCode: page.statusCode };
  // An international course URL exists only for a course offered to international students.
  if (ctx.audience === "international" && !offeredInternationally(page.document.data)) return { kind: "not-found" };
  const audience = ctx.audience === "international" ? "international" : "domestic";
  const loaded = await contentPage(page.document.data, relationsFor(page.document), page.route.section, path, chrome, audience);
  if (audience === "international" && loaded.kind === "content") loaded.view.audienceNote = "For international students";
  return loaded;
}

/** The content view of a loaded node. */
export async function contentPage(node: Resource, rel: ReturnType<typeof relationsFor>, section: string, path: string, chrome: Promise<SiteChrome>, audience: Audience = "domestic"): Promise<LoadedPage> {
  const cfg = config();
  const view = contentPageView(node, rel, { contentOrigin: cfg.contentApiUrl, now: Date.now(), audience, path, siteOrigin: cfg.siteOrigin, siteName: cfg.productName });
  const scholarships = view.detail.type === "course" ? courseScholarships(node, rel, audience, chrome) : null;
  const loadedChrome = await chrome;
  if (view.detail.type === "course") view.detail.scholarships = await scholarships;
  view.breadcrumbs = breadcrumbsFor(loadedChrome, path, view.title);
  const university = universityFacts(loadedChrome.main, { name: cfg.productName, origin: cfg.siteOrigin, contentOrigin: cfg.contentApiUrl });
  view.structuredData = pageStructuredData(view, { origin: cfg.siteOrigin, path, university });
  return {
    kind: "content",
    view,
    head: await headFor(chrome, path, { title: view.title, description: pageDescription(view), image: view.featuredImage, section, contentType: view.bundle }),
  };
}

/** Breadcrumbs of the current site: a subsite's trail starts at the subsite's home. */
function breadcrumbsFor(chrome: SiteChrome, path: string, title: string): Crumb[] {
  const { menu } = headerFor(chrome);
  const home = chrome.subsite ? { title: chrome.subsite.name, href: chrome.subsite.basePath } : { title: "Home", href: "/" };
  return breadcrumbTrail(menu, path, title, home);
}
