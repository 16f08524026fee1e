import { feedResponse } from "@/endpoints/feed-response";
import { newsFeedDocument } from "@/resolve/feeds/news-feed";

// Built per request from content reads the data cache keeps (REVALIDATE_SECONDS).
export const dynamic = "force-dynamic";

/** RSS 2.0 of the latest news. */
export function GET() {
  return feedResponse("application/rss+xml; charset=utf-8", () => newsFeedDocument(null));
}
