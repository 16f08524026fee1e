import "server-only";
import { LISTING_PAGE_SIZE, pageCount, type PaginationModel } from "@/mapping/pagination";
import { config } from "@/config/env";
import type { CardView } from "@/mapping/cards/card-view";
import { eventDatesOf } from "@/mapping/event-dates";
import { orderEvents } from "@/mapping/event-order";
import type { AlternateFeed } from "@/mapping/page-head";
import { EVENTS_FEED_PATH, newsFeedPath } from "@/routing/feed-paths";
import { EVENT_AUDIENCES, NEWS_CATEGORIES } from "@/routing/listing-guards";
import type { TideContext } from "@/tide/context";
import { getCollection, getPage } from "@/tide/list";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import { relationsFor } from "@/mapping/relations";
import type { SiteChrome } from "../site-chrome";
import { eventCard, newsCard } from "@/mapping/cards/listing-cards";
import { ALL_SEGMENT, parseListingSegments, pastTheEndMessage } from "./listing-segments";

const LABELS: Record<string, string> = { "q-a": "Q&A", "public-community": "Public & community", "research-industry": "Research & industry" };
/** The display name of a news category or event audience key. */
export const categoryLabel = (key: string) => LABELS[key] ?? key.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
const CARD_INCLUDE = "field_featured_image.field_media_image";

/** The feeds a listing links in its head: the news (of its category) as RSS, the events as a calendar. */
function listingFeeds(view: "news" | "events", category: string | null): AlternateFeed[] {
  const cfg = config();
  if (view === "events") return [{ type: "text/calendar", href: `${cfg.siteOrigin}${EVENTS_FEED_PATH}`, title: `${cfg.productName} events` }];
  const feeds: AlternateFeed[] = [{ type: "application/rss+xml", href: `${cfg.siteOrigin}${newsFeedPath(null)}`, title: `${cfg.productName} news` }];
  if (category) feeds.unshift({ type: "application/rss+xml", href: `${cfg.siteOrigin}${newsFeedPath(category)}`, title: `${cfg.productName} news: ${categoryLabel(category)}` });
  return feeds;
}

/** The news and events listings (spec §2.1): `{listing}[/{category|all}[/{page}]]`, 12 cards a page. */
export async function newsOrEvents(view: "news" | "events", filters: string[], path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const cfg = config();
  const origin = cfg.contentApiUrl;
  const base = `/about-${cfg.productSlug}/news-events/${view}`;
  const categories = view === "news" ? NEWS_CATEGORIES : EVENT_AUDIENCES;
  const parsed = parseListingSegments(filters, categories, view === "news" ? "news category" : "event audience");
  if (!parsed.ok) return { kind: "not-found", message: parsed.message };
  const { category, page } = parsed;
  const field = view === "news" ? "field_news_category" : "field_event_audience";
  const filter = category ? { filter: { [`${field}.field_machine_name`]: category } } : {};
  const offset = (page - 1) * LISTING_PAGE_SIZE;

  let total: number;
  let cards: CardView[];
  if (view === "news") {
    // One content-service page holds exactly the listing's page: newest first, offset by the page number.
    const result = await getPage("node/news", { sort: "-field_news_date", include: `${CARD_INCLUDE},field_news_category`, ...filter, page: { offset, limit: LISTING_PAGE_SIZE } }, ctx);
    const rel = relationsFor(result);
    total = result.count ?? offset + result.data.length;
    cards = result.data.map((r) => newsCard(r, rel, origin));
  } else {
    // Events sort by their next date, which only the site computes: all of them (50-item pages fetched in
    // parallel), then ordered and cut here.
    const all = await getCollection("node/event", { include: CARD_INCLUDE, ...filter }, ctx);
    const rel = relationsFor(all);
    total = all.data.length;
    cards = orderEvents(all.data, eventDatesOf, Date.now())
      .slice(offset, offset + LISTING_PAGE_SIZE)
      .map(({ item, next, passed }) => eventCard(item, { next, passed }, rel, origin));
  }

  const title = view === "news" ? "News" : "Events";
  const heading = category ? `${title}: ${categoryLabel(category)}` : title;
  const count = pageCount(total);
  if (page > count) return { kind: "not-found", message: pastTheEndMessage(page, count, heading) };
  const first = category ? `${base}/${category}` : base;
  const pagination: PaginationModel = { current: page, count, firstHref: first, hrefTemplate: `${base}/${category ?? ALL_SEGMENT}/{page}` };
  const pageTitle = page > 1 ? `${heading} – page ${page}` : heading;
  const what = category ? `“${categoryLabel(category)}”` : "this listing";
  return {
    kind: "listing",
    head: await headFor(chrome, path, { title: pageTitle, description: `${title} from ${cfg.productName}.`, contentType: `${view}_listing`, feeds: listingFeeds(view, category) }),
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
      pagination,
      feed: view === "news"
        ? { href: newsFeedPath(category), label: category ? `Follow ${categoryLabel(category)} news (RSS)` : "Follow the news (RSS)" }
        : { href: EVENTS_FEED_PATH, label: "Subscribe to upcoming events (iCalendar)" },
      emptyText: view === "news" ? `No news matches ${what} yet.` : `No events match ${what} yet.`,
    },
  };
}
