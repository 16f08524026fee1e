/** Paths crawlers leave alone: editor preview and sign-in, search results (every query a page) and the API. */
export const ROBOTS_DISALLOW = ["/preview/", "/login", "/search", "/search/results/", "/course-discovery/results/", "/scholarships/results/", "/api/"] as const;

/** The rules of robots.txt in Next's shape: allow all but ROBOTS_DISALLOW, and name the sitemap index. */
export function robotsRules(origin: string): { rules: { userAgent: string; allow: string; disallow: string[] }; sitemap: string } {
  return { rules: { userAgent: "*", allow: "/", disallow: [...ROBOTS_DISALLOW] }, sitemap: `${origin.replace(/\/+$/, "")}/sitemap.xml` };
}
