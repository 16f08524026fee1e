import type { Metadata } from "next";
import { headers } from "next/headers";
import { config } from "@/config/env";
import { toMetadata } from "@/resolve/metadata";
import { loadSearchPage } from "@/resolve/search-page";
import { searchString } from "@/resolve/search-string";
import type { SearchScope } from "@/routing/search-scopes";
import { SearchResultsPage } from "@/templates/search/SearchResultsPage";

export interface ScopePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load(searchParams: ScopePageProps["searchParams"], scope: SearchScope) {
  const requestId = (await headers()).get("x-request-id");
  return loadSearchPage(searchString(await searchParams), requestId, scope);
}

export async function scopeMetadata({ searchParams }: ScopePageProps, scope: SearchScope): Promise<Metadata> {
  return toMetadata((await load(searchParams, scope)).head);
}

/**
 * A search scope's page rendered per request (app/search, app/course-discovery): nothing asked, a search with a
 * problem, one too long to keep, or one the search service failed. The page steps serve every other search from
 * the scope's cached results (./cached-scope-page.tsx), the same page kept.
 */
export async function ScopePage({ searchParams, scope }: ScopePageProps & { scope: SearchScope }) {
  return <SearchResultsPage {...await load(searchParams, scope)} productName={config().productName} />;
}
