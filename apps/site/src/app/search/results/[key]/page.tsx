import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { config } from "@/config/env";
import { toMetadata } from "@/resolve/metadata";
import { loadSearchPage, SearchUnavailableError } from "@/resolve/search-page";
import { searchFromCacheKey } from "@/routing/search-cache-key";
import { SearchResultsPage } from "@/templates/search/SearchResultsPage";

interface PageProps {
  params: Promise<{ key: string }>;
}

// A search's results are the same for everyone for a minute: the proxy serves /search?… from here, where
// the page cache keeps them (nothing per visitor is read). A failed search is never kept: it throws, and
// this segment's error boundary says search is unavailable.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function load(params: PageProps["params"]) {
  const search = searchFromCacheKey((await params).key);
  if (search === null) notFound();
  return loadSearchPage(search, null);
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return toMetadata((await load(params)).head);
}

export default async function CachedSearchPage({ params }: PageProps) {
  const data = await load(params);
  if (data.outcome.kind === "unavailable") throw new SearchUnavailableError();
  return <SearchResultsPage {...data} productName={config().productName} />;
}
