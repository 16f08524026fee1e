import type { Metadata } from "next";
import { headers } from "next/headers";
import { config } from "@/config/env";
import { toMetadata } from "@/resolve/metadata";
import { loadSearchPage } from "@/resolve/search-page";
import { searchString } from "@/resolve/search-string";
import { SearchResultsPage } from "@/templates/search/SearchResultsPage";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load(searchParams: PageProps["searchParams"]) {
  const requestId = (await headers()).get("x-request-id");
  return loadSearchPage(searchString(await searchParams), requestId);
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return toMetadata((await load(searchParams)).head);
}

/**
 * The search page rendered per request: a bare /search, a search with a problem, or one too long to keep
 * (the proxy serves every other search from app/search/results, the cached form of the same page).
 */
export default async function SearchPage({ searchParams }: PageProps) {
  return <SearchResultsPage {...await load(searchParams)} productName={config().productName} />;
}
