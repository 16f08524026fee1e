import type { Metadata } from "next";
import { LoadedPageView } from "@/components/page/LoadedPageView";
import { safePageMetadata } from "@/resolve/metadata";
import { loadPage } from "@/resolve/load-page";
import { searchString } from "@/resolve/search-string";

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The search results page: rendered per request, since it depends on the query. */
async function resolve(searchParams: PageProps["searchParams"]) {
  const search = searchString(await searchParams);
  return { page: await loadPage("/search", search, null), query: new URLSearchParams(search).get("query") ?? "" };
}

export function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return safePageMetadata(async () => (await resolve(searchParams)).page);
}

export default async function SearchPage({ searchParams }: PageProps) {
  const { page, query } = await resolve(searchParams);
  return <LoadedPageView page={page} query={query} />;
}
