import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { config } from "@/config/env";
import { toMetadata } from "@/resolve/metadata";
import { loadSearchPage } from "@/resolve/search-page";
import { liveSearchHref, searchFromCacheKey } from "@/routing/search-cache-key";
import type { SearchScope } from "@/routing/search-scopes";
import { SearchResultsPage } from "@/templates/search/SearchResultsPage";

export interface CachedScopePageProps {
  params: Promise<{ key: string }>;
}

/** No results page is built ahead: each is made on its first request and kept (the route's `revalidate`). */
export function noStaticParams(): { key: string }[] {
  return [];
}

async function load(params: CachedScopePageProps["params"], scope: SearchScope) {
  const search = searchFromCacheKey((await params).key, scope);
  if (search === null) notFound();
  return { search, data: await loadSearchPage(search, null, scope) };
}

export async function cachedScopeMetadata({ params }: CachedScopePageProps, scope: SearchScope): Promise<Metadata> {
  return toMetadata((await load(params, scope)).data.head);
}

/**
 * A search scope's results at its cacheable path (`{cachePrefix}{key}`, routing/search-cache-key.ts): the same
 * for everyone, so nothing per visitor is read (the audience is part of the address, hence of the key).
 */
export async function CachedScopePage({ params, scope }: CachedScopePageProps & { scope: SearchScope }) {
  const { search, data } = await load(params, scope);
  // A failure must not be kept for others: the visitor goes on to the same search rendered per request.
  if (data.outcome.kind === "unavailable") redirect(liveSearchHref(search, scope));
  return <SearchResultsPage {...data} productName={config().productName} />;
}
