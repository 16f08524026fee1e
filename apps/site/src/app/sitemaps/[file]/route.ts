import { parseSitemapFile } from "@/mapping/sitemap/sitemap-pages";
import { siteSitemapDocument } from "@/resolve/sitemap/sitemap-documents";
import { SITEMAP_REVALIDATE_SECONDS } from "@/resolve/sitemap/site-urls";

export const dynamic = "force-dynamic";

/** One site's sitemap, `/sitemaps/{siteId}-{page}.xml`. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseSitemapFile((await params).file);
  const body = file ? await siteSitemapDocument(file.siteId, file.page) : null;
  if (body === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": `public, max-age=${SITEMAP_REVALIDATE_SECONDS}` },
  });
}
