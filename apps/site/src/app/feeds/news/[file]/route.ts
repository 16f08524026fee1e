import { feedResponse } from "@/endpoints/feed-response";
import { newsFeedDocument } from "@/resolve/feeds/news-feed";
import { newsFeedCategory } from "@/routing/feed-paths";

export const dynamic = "force-dynamic";

/** RSS 2.0 of the latest news of one category: `/feeds/news/{category}.xml`. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const category = newsFeedCategory((await params).file);
  return feedResponse("application/rss+xml; charset=utf-8", async () => (category ? newsFeedDocument(category) : null));
}
