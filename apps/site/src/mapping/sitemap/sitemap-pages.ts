/** How many sitemap files `total` URLs need at `size` a file; at least one, so an empty site still has a file. */
export function sitemapPageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** The URLs of sitemap file `page` (1-based), or null past the last one. */
export function sitemapPage<T>(items: readonly T[], page: number, size: number): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > sitemapPageCount(items.length, size)) return null;
  return items.slice((page - 1) * size, page * size);
}

/** `/sitemaps/{siteId}-{page}.xml`: the path of one site's sitemap file. */
export function sitemapFilePath(siteId: string, page: number): string {
  return `/sitemaps/${siteId}-${page}.xml`;
}

/** The site and page of a sitemap file name (`7-2.xml`), or null when it is not one. */
export function parseSitemapFile(name: string): { siteId: string; page: number } | null {
  const m = /^(\d{1,9})-([1-9]\d{0,5})\.xml$/.exec(name);
  return m && m[1] && m[2] ? { siteId: m[1], page: Number(m[2]) } : null;
}
