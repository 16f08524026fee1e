/** One `<url>` or `<sitemap>` entry: an absolute address and, when known, when it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A W3C datetime (what sitemaps.org asks for) from any date the content API gives, or null. */
export function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString().replace(/\.000Z$/, "Z");
}

function entriesXml(tag: "url" | "sitemap", entries: readonly SitemapEntry[]): string {
  return entries
    .map((e) => {
      const lastmod = lastmodOf(e.lastmod);
      return `<${tag}><loc>${escapeXml(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</${tag}>`;
    })
    .join("\n");
}

/** A sitemap (sitemaps.org 0.9 `urlset`). */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${entriesXml("url", entries)}\n</urlset>\n`;
}

/** A sitemap index listing sitemaps. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${entriesXml("sitemap", entries)}\n</sitemapindex>\n`;
}
