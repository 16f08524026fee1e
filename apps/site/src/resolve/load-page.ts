import "server-only";
import { cache } from "react";
import type { ListingCard, ListingPageProps } from "@/components/page/ListingPage";
import { config } from "@/config/env";
import { str } from "@/mapping/attributes";
import { contentPageView, pageDescription, type ContentPageView } from "@/mapping/content-page";
import { offeredInternationally } from "@/mapping/international-course";
import { ATOZ_FILTERS, lettersWithTitles, startsWithLetter } from "@/mapping/course-atoz";
import { formatDate, formatDateTime } from "@/mapping/dates";
import type { EventDate } from "@/mapping/event-dates";
import { orderEvents } from "@/mapping/event-order";
import { buildPageHead, type PageHead } from "@/mapping/page-head";
import type { ImageModel } from "@/mapping/image";
import type { LinkModel } from "@/mapping/link";
import { EVENT_AUDIENCES, NEWS_CATEGORIES } from "@/routing/listing-guards";
import { matchRoute } from "@/routing/route-table";
import type { RouteMatch } from "@/routing/types";
import type { TideContext } from "@/tide/context";
import { TideError } from "@/tide/errors";
import { getAllResources, getPage } from "@/tide/list";
import { getPageByPath, getPreviewPage } from "@/tide/page";
import type { Resource } from "@/tide/types";
import { fixedPageContent } from "./fixed-page-content";
import { relationsFor } from "./relations";
import { loadSiteChrome, type SiteChrome } from "./site-chrome";

export type LoadedPage =
  | { kind: "redirect"; url: string; statusCode: number }
  | { kind: "not-found" }
  | { kind: "content"; head: PageHead; view: ContentPageView }
  | { kind: "listing"; head: PageHead; listing: ListingPageProps }
  | { kind: "simple"; head: PageHead; title: string; intro: string; links: LinkModel[]; form?: "search" | "login"; destination?: string | null };

interface LoadInput {
  match: RouteMatch;
  /** The path as the visitor asked for it (canonical link). */
  path: string;
  /** Editor token, only for preview pages (read from the cookie by the caller). */
  authToken?: string | null;
}

async function head(chromeP: Promise<SiteChrome>, path: string, fields: { title: string; description: string | null; image?: ImageModel | null; section?: string; contentType: string }): Promise<PageHead> {
  const cfg = config();
  const chrome = await chromeP;
  return buildPageHead({
    pageTitle: fields.title,
    siteName: chrome.site?.name ?? chrome.siteName,
    description: fields.description,
    origin: cfg.siteOrigin,
    path,
    images: { page: fields.image ?? null, section: chrome.site?.ogImage ?? null, primary: chrome.main?.ogImage ?? null },
    siteSection: fields.section ?? chrome.siteId,
    contentType: fields.contentType,
  });
}

async function contentByPath(lookupPath: string, path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const page = await getPageByPath(lookupPath, ctx);
  if (page.kind === "redirect") return { kind: "redirect", url: page.url, statusCode: page.statusCode };
  // An international course URL exists only for a course offered to international students.
  if (ctx.audience === "international" && !offeredInternationally(page.document.data)) return { kind: "not-found" };
  const loaded = await contentPage(page.document.data, relationsFor(page.document), page.route.section, path, chrome);
  if (ctx.audience === "international" && loaded.kind === "content") loaded.view.audienceNote = "For international students";
  return loaded;
}

async function contentPage(node: Resource, rel: ReturnType<typeof relationsFor>, section: string, path: string, chrome: Promise<SiteChrome>): Promise<LoadedPage> {
  const view = contentPageView(node, rel, { contentOrigin: config().contentApiUrl, now: Date.now() });
  return {
    kind: "content",
    view,
    head: await head(chrome, path, { title: view.title, description: pageDescription(view), image: view.featuredImage, section, contentType: view.bundle }),
  };
}

const nodeHref = (r: Resource) => {
  const p = r.attributes.path;
  return p && typeof p === "object" && typeof (p as { alias?: unknown }).alias === "string" ? (p as { alias: string }).alias : "#";
};

const categoryLabel = (key: string) =>
  key === "q-a" ? "Q&A" : key.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

function eventDatesOf(r: Resource): EventDate[] {
  const v = r.attributes.field_event_dates;
  return Array.isArray(v)
    ? v.flatMap((d) => (d && typeof d === "object" && typeof (d as EventDate).value === "string" ? [d as EventDate] : []))
    : [];
}

async function newsOrEvents(view: "news" | "events", filters: string[], path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const cfg = config();
  const base = `/about-${cfg.productSlug}/news-events/${view}`;
  const categories = view === "news" ? NEWS_CATEGORIES : EVENT_AUDIENCES;
  const field = view === "news" ? "field_news_category" : "field_event_audience";
  const category = filters[0] && categories.includes(filters[0]) ? filters[0] : null;
  const filter = category ? { filter: { [`${field}.field_machine_name`]: category } } : {};
  let total: number;
  let cards: ListingCard[];
  if (view === "news") {
    // Newest first, one page: the listing's pager arrives with the listing features.
    const page = await getPage("node/news", { sort: "-field_news_date", ...filter }, ctx);
    total = page.count ?? page.data.length;
    cards = page.data.map((r) => ({
      id: r.id,
      title: str(r.attributes, "title") ?? "",
      href: nodeHref(r),
      meta: formatDate(str(r.attributes, "field_news_date")),
      summary: str(r.attributes, "field_landing_page_summary"),
    }));
  } else {
    // Events sort by their next date, which only the site computes: all of them, then ordered here.
    const events = await getAllResources("node/event", filter, ctx);
    total = events.length;
    cards = orderEvents(events, eventDatesOf, Date.now()).map(({ item, next, passed }) => ({
      id: item.id,
      title: str(item.attributes, "title") ?? "",
      href: nodeHref(item),
      meta: passed ? `Past event · ${formatDate(next?.value) ?? ""}` : formatDateTime(next?.value),
      summary: str(item.attributes, "field_landing_page_summary"),
    }));
  }
  const title = view === "news" ? "News" : "Events";
  const heading = category ? `${title}: ${categoryLabel(category)}` : title;
  return {
    kind: "listing",
    head: await head(chrome, path, { title: heading, description: `${title} from ${cfg.productName}.`, contentType: `${view}_listing` }),
    listing: {
      title: heading,
      intro: view === "news" ? `The latest news, research and stories from ${cfg.productName}.` : `Open days, lectures, information sessions and more at ${cfg.productName}.`,
      filterLabel: view === "news" ? "News categories" : "Event audiences",
      filters: [
        { title: "All", uri: base, current: category === null },
        ...categories.map((c) => ({ title: categoryLabel(c), uri: `${base}/${c}`, current: c === category })),
      ],
      total,
      cards,
      emptyText: view === "news" ? "There is no news in this category yet." : "There are no events for this audience yet.",
    },
  };
}

async function courseAtoz(filters: string[], path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const cfg = config();
  const base = `/study-at-${cfg.productSlug}/courses/browse-study-areas/all-courses-a-to-z`;
  const items = await getAllResources("node/course", { sort: "title", fields: { "node--course": "title,path,field_course_code,field_course_level_label,field_landing_page_summary" } }, ctx);
  const letter = filters[0] ?? null;
  const titles = items.map((r) => str(r.attributes, "title") ?? "");
  const present = lettersWithTitles(titles);
  const shown = letter ? items.filter((r) => startsWithLetter(str(r.attributes, "title") ?? "", letter)) : items;
  const title = letter ? `Courses A to Z: ${letter.toUpperCase()}` : "All courses A to Z";
  return {
    kind: "listing",
    head: await head(chrome, path, { title, description: `Every course at ${cfg.productName}, from A to Z.`, contentType: "course_atoz" }),
    listing: {
      title,
      intro: `Every course at ${cfg.productName}, from certificates to doctorates.`,
      filterLabel: "Courses by first letter",
      filters: [
        { title: "All", uri: base, current: letter === null },
        ...ATOZ_FILTERS.filter((f) => present.has(f)).map((f) => ({ title: f.toUpperCase(), uri: `${base}/${f}`, current: f === letter })),
      ],
      total: shown.length,
      cards: shown.map((r) => ({
        id: r.id,
        title: str(r.attributes, "title") ?? "",
        href: nodeHref(r),
        meta: [str(r.attributes, "field_course_level_label"), str(r.attributes, "field_course_code")].filter(Boolean).join(" · "),
        summary: str(r.attributes, "field_landing_page_summary"),
      })),
      emptyText: "No course starts with this letter.",
    },
  };
}

async function unitOrSet(kind: "unit" | "unitset", code: string | null, path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const bundle = kind === "unit" ? "unit" : "unit_set";
  const codeField = kind === "unit" ? "field_unit_code" : "field_unit_set_code";
  if (code) {
    const page = await getPage(`node/${bundle}`, { filter: { [codeField]: code }, include: "field_featured_image.field_media_image" }, ctx);
    const node = page.data[0];
    if (!node) return { kind: "not-found" };
    return contentPage(node, relationsFor(page), (await chrome).siteId, path, chrome);
  }
  const { data: items, count } = await getPage(`node/${bundle}`, { sort: codeField }, ctx);
  const title = kind === "unit" ? "Units" : "Unit sets";
  return {
    kind: "listing",
    head: await head(chrome, path, { title, description: `${title} taught at ${config().productName}.`, contentType: `${bundle}_listing` }),
    listing: {
      title,
      intro: kind === "unit" ? "Units are the building blocks of every course: each runs for one four-week block." : "Majors, minors and specialisations: groups of units you can take within a course.",
      total: count ?? items.length,
      cards: items.map((r) => ({ id: r.id, title: str(r.attributes, "title") ?? "", href: nodeHref(r), meta: str(r.attributes, codeField) })),
      emptyText: "Nothing to show yet.",
    },
  };
}

async function studyArea(match: Extract<RouteMatch, { kind: "study-area" }>, path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const [area, interest] = await Promise.all([
    getPage("taxonomy_term/study_area", { filter: { field_machine_name: match.studyArea } }, ctx),
    getPage("taxonomy_term/interest_area", { filter: { field_machine_name: match.interestArea } }, ctx),
  ]);
  const areaTerm = area.data[0];
  const interestTerm = interest.data[0];
  if (!areaTerm || !interestTerm) return { kind: "not-found" };
  const courses = await getPage("node/course", { filter: { "field_interest_area.id": interestTerm.id }, sort: "title" }, ctx);
  const areaName = str(areaTerm.attributes, "name") ?? match.studyArea;
  const interestName = str(interestTerm.attributes, "name") ?? match.interestArea;
  const intl = match.audience === "international";
  const title = `${interestName} courses`;
  return {
    kind: "listing",
    head: await head(chrome, path, { title: `${title} – ${areaName}`, description: `${interestName} courses in ${areaName}${intl ? " for international students" : ""}.`, contentType: "study_area" }),
    listing: {
      title,
      intro: `${areaName}${intl ? " · for international students" : ""}`,
      total: courses.count ?? courses.data.length,
      cards: courses.data.map((r) => ({
        id: r.id,
        title: str(r.attributes, "title") ?? "",
        href: intl ? `${nodeHref(r)}/international` : nodeHref(r),
        meta: str(r.attributes, "field_course_level_label"),
        summary: str(r.attributes, "field_landing_page_summary"),
      })),
      emptyText: "No courses in this interest area yet.",
    },
  };
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
        return await unitOrSet("unit", match.unitCode, path, chrome, ctx);
      case "unitset":
        return await unitOrSet("unitset", match.unitSetCode, path, chrome, ctx);
      case "study-area":
        return await studyArea(match, path, chrome, { ...ctx, audience: match.audience === "international" ? "international" : undefined });
      case "preview": {
        const page = await getPreviewPage(match.bundle, match.uuid, match.revision, { ...ctx, authToken: input.authToken ?? null }, match.section);
        return contentPage(page.document.data, relationsFor(page.document), match.section ?? page.route.section, path, chrome);
      }
      case "fixed":
      case "search":
      case "login": {
        const content = fixedPageContent(match, cfg.productSlug, cfg.productName);
        return {
          kind: "simple",
          head: await head(chrome, path, { title: content.title, description: content.intro, contentType: match.kind === "fixed" ? match.page : match.kind }),
          ...content,
          ...(match.kind === "login" ? { destination: match.destination } : {}),
        };
      }
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
export const loadPage = cache((path: string, search: string, authToken: string | null): Promise<LoadedPage> => {
  const cfg = config();
  const match = matchRoute(path, new URLSearchParams(search), { productSlug: cfg.productSlug, productShortName: cfg.productShortName });
  return loadPageUncached({ match, path: match.kind === "content" ? match.path : path, authToken });
});
