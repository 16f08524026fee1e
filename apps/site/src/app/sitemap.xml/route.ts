import { sitemapIndexDocument } from "@/resolve/sitemap/sitemap-documents";
import { SITEMAP_REVALIDATE_SECONDS } from "@/resolve/sitemap/site-urls";

// Built per request from content lists the data cache keeps an hour (a build without the content service
// must not freeze an empty sitemap).
export const dynamic = "force-dynamic";

/** The sitemap index of every site this site serves. */
export async function GET() {
  return new Response(await sitemapIndexDocument(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": `public, max-age=${SITEMAP_REVALIDATE_SECONDS}` },
  });
}
