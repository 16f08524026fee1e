import "server-only";
import { config } from "@/config/env";
import { newsCard } from "@/mapping/cards/listing-cards";
import { NEWS_FEED_SIZE, newsRss } from "@/mapping/feeds/news-feed";
import { newsFeedPath } from "@/routing/feed-paths";
import { defaultContext } from "@/tide/context";
import { getPage } from "@/tide/list";
import { categoryLabel } from "../listings/news-events";
import { relationsFor } from "@/mapping/relations";

/** The RSS feed of the latest news, of one category or all. Throws when the content service fails. */
export async function newsFeedDocument(category: string | null): Promise<string> {
  const cfg = config();
  const filter = category ? { filter: { "field_news_category.field_machine_name": category } } : {};
  const page = await getPage("node/news", { sort: "-field_news_date", include: "field_news_category", ...filter, page: { limit: NEWS_FEED_SIZE } }, defaultContext());
  const rel = relationsFor(page);
  const listing = `/about-${cfg.productSlug}/news-events/news${category ? `/${category}` : ""}`;
  return newsRss({
    title: category ? `${cfg.productName} news: ${categoryLabel(category)}` : `${cfg.productName} news`,
    description: `The latest news from ${cfg.productName}.`,
    listingUrl: `${cfg.siteOrigin}${listing}`,
    feedUrl: `${cfg.siteOrigin}${newsFeedPath(category)}`,
    origin: cfg.siteOrigin,
    productName: cfg.productName,
    items: page.data.map((r) => newsCard(r, rel, cfg.contentApiUrl)),
  });
}
