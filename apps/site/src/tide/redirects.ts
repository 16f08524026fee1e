import "server-only";
import type { TideContext } from "./context";
import { getAllResources } from "./list";
import type { Resource } from "./types";

/**
 * Every redirect of a site (`redirect--redirect` entities). A content system that does not list its
 * redirects answers with an error: then the list is empty and route lookups still redirect page by page.
 */
export function getRedirectResources(siteId: string): Promise<Resource[]> {
  const ctx: TideContext = { siteId };
  return getAllResources("redirect/redirect", {}, ctx, { revalidate: 60, tags: [`redirects:${siteId}`] });
}
