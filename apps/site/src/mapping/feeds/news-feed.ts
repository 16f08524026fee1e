import { Feed } from "feed";
import type { CardView } from "../cards/card-view";

/** How many news items a feed carries, newest first. */
export const NEWS_FEED_SIZE = 20;

export interface NewsFeedInput {
  title: string;
  description: string;
  /** The listing page the feed follows, and the feed's own address (both absolute). */
  listingUrl: string;
  feedUrl: string;
  origin: string;
  productName: string;
  /** News cards, newest first. */
  items: readonly CardView[];
}

const absolute = (href: string, origin: string) => (/^https?:\/\//.test(href) ? href : `${origin.replace(/\/+$/, "")}${href}`);

/** An RSS 2.0 feed of news cards: title, absolute link (also the guid), summary, date and category of each. */
export function newsRss(input: NewsFeedInput): string {
  const items = input.items.filter((i) => i.href.startsWith("/") || /^https?:\/\//.test(i.href));
  const dates = items.map((i) => (i.dateTime ? new Date(i.dateTime) : null)).filter((d): d is Date => d !== null && !Number.isNaN(d.getTime()));
  const feed = new Feed({
    title: input.title,
    description: input.description,
    id: input.listingUrl,
    link: input.listingUrl,
    language: "en-AU",
    copyright: `© ${input.productName}`,
    generator: false,
    feedLinks: { rss: input.feedUrl },
    ...(dates[0] ? { updated: dates[0] } : {}),
  });
  for (const item of items) {
    const link = absolute(item.href, input.origin);
    const date = item.dateTime ? new Date(item.dateTime) : null;
    feed.addItem({
      title: item.title,
      id: link,
      guid: link,
      link,
      date: date && !Number.isNaN(date.getTime()) ? date : new Date(0),
      ...(item.summary ? { description: item.summary } : {}),
      ...(item.badge ? { category: [{ name: item.badge }] } : {}),
    });
  }
  return feed.rss2();
}
