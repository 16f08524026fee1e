"use client";

import { PageHeader } from "@/components/page/PageHeader";
import { SearchBox } from "@/features/search/results/SearchBox";
import { searchStartLinks } from "@/features/search/results/start-links";
import { SearchUnavailableNotice } from "@/features/search/results/WhereToStart";
import { useSiteContext } from "@/features/site-context/SiteContext.client";
import { EMPTY_SEARCH } from "@/routing/search-query";
import "@/features/search/results/search-results.css";

/**
 * A search the service could not answer (down, slow or odd): said on the page, with the search box and where
 * to go instead, never the generic error page. Being an error, it is never kept in the page cache. (Kept
 * small: it is part of every results page's scripts.)
 */
export default function SearchUnavailable() {
  const site = useSiteContext();
  return (
    <div className="simple-page">
      <PageHeader title="Search" />
      <div className="container page-body search-page">
        <SearchBox state={EMPTY_SEARCH} productName={site?.productName ?? ""} />
        <SearchUnavailableNotice links={searchStartLinks(site?.productSlug ?? "")} />
      </div>
    </div>
  );
}
