import "server-only";
import { config } from "@/config/env";
import { str } from "@/mapping/attributes";
import { nodePath } from "@/mapping/node-path";
import type { TideContext } from "@/tide/context";
import { headFor } from "../head-for";
import type { LoadedPage } from "../loaded-page";
import type { SiteChrome } from "../site-chrome";
import type { CardView } from "@/mapping/cards/card-view";
import { formatDate, formatDateTime } from "@/mapping/dates";
import { eventDatesOf } from "@/mapping/event-dates";
import { orderEvents } from "@/mapping/event-order";
import { EVENT_AUDIENCES, NEWS_CATEGORIES } from "@/routing/listing-guards";
import { getAllResources, getPage } from "@/tide/list";

const categoryLabel = (key: string) =>
  key === "q-a" ? "Q&A" : key.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The news and events listings (spec §2.1), with their category or audience filter. */
export async function newsOrEvents(view: "news" | "events", filters: string[], path: string, chrome: Promise<SiteChrome>, ctx: TideContext): Promise<LoadedPage> {
  const cfg = config();
  const base = `/about-${cfg.productSlug}/news-events/${view}`;
  const categories = view === "news" ? NEWS_CATEGORIES : EVENT_AUDIENCES;
  const field = view === "news" ? "field_news_category" : "field_event_audience";
  const category = filters[0] && categories.includes(filters[0]) ? filters[0] : null;
  const filter = category ? { filter: { [`${field}.field_machine_name`]: category } } : {};
  let total: number;
  let cards: CardView[];
  if (view === "news") {
    // Newest first, one page: the listing's pager arrives with the listing features.
    const page = await getPage("node/news", { sort: "-field_news_date", ...filter }, ctx);
    total = page.count ?? page.data.length;
    cards = page.data.map((r) => ({
      id: r.id,
      title: str(r.attributes, "title") ?? "",
      href: nodePath(r),
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
      href: nodePath(item),
      meta: passed ? `Past event · ${formatDate(next?.value) ?? ""}` : formatDateTime(next?.value),
      summary: str(item.attributes, "field_landing_page_summary"),
    }));
  }
  const title = view === "news" ? "News" : "Events";
  const heading = category ? `${title}: ${categoryLabel(category)}` : title;
  return {
    kind: "listing",
    head: await headFor(chrome, path, { title: heading, description: `${title} from ${cfg.productName}.`, contentType: `${view}_listing` }),
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
