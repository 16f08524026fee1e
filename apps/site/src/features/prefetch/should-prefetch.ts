import { servesPath } from "@/routing/served-paths";

/** The part of the Network Information API the rule reads (not in every browser, so all optional). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §2.4/§9: links are prefetched when idle, never on a 2g connection or with data saving on. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/** Same-site page links worth prefetching: a path, not a file, an anchor on this page or the current page. */
export function prefetchablePath(href: string | null, currentPath: string, served: readonly string[] = []): string | null {
  if (!href || !href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.split("#")[0] ?? "";
  if (path === "" || path === currentPath) return null;
  if (/\.[a-z0-9]{2,5}(\?|$)/i.test(path) || path.startsWith("/api/") || path.startsWith("/preview/")) return null;
  // Results pages: one per query, tab, filter and page, and served from a rewritten path, whose prefetch can
  // leave a click on the same link with an empty page. The results page updates in place instead.
  if (/^\/search(?:[/?]|$)/.test(path)) return null;
  // Another site's page is loaded there in full: a prefetch here could only fail (and spoil the click).
  if (!servesPath(path.split("?")[0] ?? path, served)) return null;
  return path;
}
