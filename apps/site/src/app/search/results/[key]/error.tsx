"use client";

import { searchStartLinks } from "@/features/search/results/start-links";
import { useSiteContext } from "@/features/site-context/SiteContext.client";
import { EMPTY_SEARCH } from "@/routing/search-query";
import { SearchResultsPage } from "@/templates/search/SearchResultsPage";

/**
 * A search the service could not answer (down, slow or odd): said on the page, with the search box and where
 * to go instead, never the generic error page. Being an error, it is never kept in the page cache.
 */
export default function SearchUnavailable() {
  const site = useSiteContext();
  return (
    <SearchResultsPage
      state={EMPTY_SEARCH}
      problem={null}
      outcome={{ kind: "unavailable" }}
      productName={site?.productName ?? ""}
      links={searchStartLinks(site?.productSlug ?? "")}
    />
  );
}
