import type { Metadata } from "next";
import { headers } from "next/headers";
import { config } from "@/config/env";
import type { LinkModel } from "@/mapping/link";
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

/** Where a visitor can go when searching is not what they need (or not available). */
function startLinks(slug: string): LinkModel[] {
  return [
    { title: "Browse study areas", uri: `/study-at-${slug}/courses/browse-study-areas` },
    { title: "All courses A to Z", uri: `/study-at-${slug}/courses/browse-study-areas/all-courses-a-to-z` },
    { title: "How to apply", uri: `/study-at-${slug}/how-to-apply` },
    { title: "Contact us", uri: `/about-${slug}/contact-us` },
  ];
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return toMetadata((await load(searchParams)).head);
}

/** The search results page: rendered per request from the query string. */
export default async function SearchPage({ searchParams }: PageProps) {
  const { state, problem, outcome } = await load(searchParams);
  const cfg = config();
  return <SearchResultsPage state={state} problem={problem} outcome={outcome} productName={cfg.productName} links={startLinks(cfg.productSlug)} />;
}
