/**
 * Where a search result links. A search service gives absolute URLs (`https://www.yu.edu.au/courses/…`); a
 * page of one of this university's sites opens here, by its path, and anything else stays as it came.
 */

export interface SiteHosts {
  /** Host names that are this university's sites (site data domains, SITE_ORIGIN, MAIN_SITE_ORIGIN). */
  hosts: ReadonlySet<string>;
}

function hostOf(value: string): string | null {
  try {
    return new URL(value.includes("://") ? value : `https://${value}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Every host name that counts as ours: the domains of each site and the configured origins. */
export function siteHosts(domains: Iterable<string>, origins: Iterable<string>): SiteHosts {
  const hosts = new Set<string>();
  for (const value of [...domains, ...origins]) {
    const host = hostOf(value.trim());
    if (host) hosts.add(host);
  }
  return { hosts };
}

/** The link of a result: a path for our own pages, the URL itself for other http(s) pages, null for anything else. */
export function resultHref(liveUrl: string, own: SiteHosts): string | null {
  const value = liveUrl.trim();
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (own.hosts.has(url.hostname.toLowerCase())) return `${url.pathname}${url.search}${url.hash}`;
  return url.toString();
}

/**
 * The breadcrumb-like address shown under a result's title: host, then the path's segments
 * ("www.yu.edu.au › courses › bachelor-of-nursing-hbns").
 */
export function displayCrumbs(liveUrl: string): string[] {
  try {
    const url = new URL(liveUrl);
    const segments = url.pathname.split("/").filter(Boolean).map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
    return [url.hostname, ...segments];
  } catch {
    return liveUrl.split("/").filter(Boolean);
  }
}
