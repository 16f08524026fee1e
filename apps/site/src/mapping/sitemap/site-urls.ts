import { findSubsite } from "@/routing/subsites";
import type { Subsite } from "@/routing/types";
import type { SitemapEntry } from "./sitemap-xml";

/** A published page as the sitemap sees it: its path and when it last changed. */
export interface PagePath {
  path: string;
  changed: string | null;
}

export interface SiteUrlOptions {
  origin: string;
  mainSiteId: string;
  /** The main site's home alias (`/home`): that page is listed as `/`. */
  homeAlias: string;
  /** The subsites under this host (SITE_SUBSITES): their pages go in their own sitemap. */
  subsites: readonly Subsite[];
  /** Whether this site serves a path (SERVED_PATHS). */
  serves: (path: string) => boolean;
}

/** Paths no sitemap lists: personal, per-query or machine pages, and the style guide. */
const NEVER = ["/preview", "/login", "/mockContent", "/search", "/api", "/course-discovery/results", "/course-discovery/shortlist", "/course-discovery/compare",
  "/scholarships/results"];
const isNeverListed = (path: string) => NEVER.some((p) => path === p || path.startsWith(`${p}/`));

/** The public pages of a product that are not content nodes: browse pages, course and scholarship finders, A–Z, listings. */
export function fixedPublicPaths(productSlug: string, interestAreaPaths: readonly string[]): string[] {
  const browse = `/study-at-${productSlug}/courses/browse-study-areas`;
  return [
    browse,
    `${browse}?audience=international`,
    `${browse}/all-courses-a-to-z`,
    "/course-discovery",
    "/scholarships",
    `/study-at-${productSlug}/course-discovery-quiz`,
    `/about-${productSlug}/news-events/news`,
    `/about-${productSlug}/news-events/events`,
    ...interestAreaPaths,
  ];
}

/**
 * The URLs of every site, by site id: each path goes to the subsite it lies under, else to the main site.
 * The home alias becomes `/`; duplicates, never-listed and unserved paths are left out. Pure.
 */
export function urlsBySite(pages: readonly PagePath[], opts: SiteUrlOptions): Map<string, SitemapEntry[]> {
  const origin = opts.origin.replace(/\/+$/, "");
  const bySite = new Map<string, SitemapEntry[]>();
  const seen = new Map<string, SitemapEntry>();
  for (const page of pages) {
    const path = page.path === opts.homeAlias ? "/" : page.path;
    const bare = path.split("?")[0] ?? path;
    const listed = seen.get(path);
    // A path listed twice (the home page: once as `/`, once in its content list) keeps the first place and
    // takes the date it was changed from whichever listing knows it.
    if (listed) {
      listed.lastmod ??= page.changed;
      continue;
    }
    if (!path.startsWith("/") || isNeverListed(bare) || !opts.serves(bare)) continue;
    const entry: SitemapEntry = { loc: `${origin}${path}`, lastmod: page.changed };
    seen.set(path, entry);
    const siteId = findSubsite(bare, opts.subsites)?.siteId ?? opts.mainSiteId;
    const list = bySite.get(siteId) ?? [];
    list.push(entry);
    bySite.set(siteId, list);
  }
  return bySite;
}
