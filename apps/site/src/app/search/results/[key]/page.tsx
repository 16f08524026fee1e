import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { config } from "@/config/env";
import { toMetadata } from "@/resolve/metadata";
import { loadSearchPage } from "@/resolve/search-page";
import { liveSearchHref, searchFromCacheKey } from "@/routing/search-cache-key";
import { SearchResultsPage } from "@/templates/search/SearchResultsPage";

interface PageProps {
  params: Promise<{ key: string }>;
}

// A search's results are the same for everyone for a minute: the proxy serves /search?… from here, where
// the page cache keeps them (nothing per visitor is read).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function load(params: PageProps["params"]) {
  const search = searchFromCacheKey((await params).key);
  if (search === null) notFound();
  return { search, data: await loadSearchPage(search, null) };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return toMetadata((await load(params)).data.head);
}

export default async function CachedSearchPage({ params }: PageProps) {
  const { search, data } = await load(params);
  // A failure must not be kept for others: the visitor goes on to the same search rendered per request.
  if (data.outcome.kind === "unavailable") redirect(liveSearchHref(search));
  return <SearchResultsPage {...data} productName={config().productName} />;
}
