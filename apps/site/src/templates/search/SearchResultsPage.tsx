import { PageHeader } from "@/components/page/PageHeader";
import { BestBets } from "@/features/search/results/BestBets";
import { SEARCH_UNAVAILABLE } from "@/features/search/results/messages";
import { NoResults } from "@/features/search/results/NoResults";
import { SearchBox } from "@/features/search/results/SearchBox";
import { SearchFilters } from "@/features/search/results/SearchFilters";
import { SearchPager } from "@/features/search/results/SearchPager";
import { SearchResultItem } from "@/features/search/results/SearchResultItem";
import { SearchCount } from "@/features/search/results/SearchCount";
import { SearchResultsRegion } from "@/features/search/results/SearchResultsRegion.client";
import { SearchTabs } from "@/features/search/results/SearchTabs";
import { SearchUnavailableNotice, WhereToStart } from "@/features/search/results/WhereToStart";
import "@/features/search/results/search-results.css";
import type { LinkModel } from "@/mapping/link";
import type { SearchOutcome, SearchResultsView } from "@/mapping/search-results";
import { searchHref, type SearchState } from "@/routing/search-query";

function Results({ view, links }: { view: SearchResultsView; links: LinkModel[] }) {
  // Nothing to filter or sort: the results take the whole width.
  const filters = view.facets.length > 0 || view.total > 0;
  return (
    <>
      <SearchTabs tabs={view.tabs} />
      <div className={filters ? "search-layout" : "search-layout search-layout--single"}>
        {filters && (
          <div className="search-layout__filters">
            <SearchFilters state={view.state} facets={view.facets} />
          </div>
        )}
        <div className="search-layout__results">
          <SearchCount view={view} />
          <BestBets bets={view.bestBets} />
          {view.results.length > 0 ? (
            <ol className="search-results" start={view.from}>
              {view.results.map((r) => (
                <SearchResultItem key={r.key} result={r} />
              ))}
            </ol>
          ) : (
            view.bestBets.length === 0 && <NoResults state={view.state} links={links} />
          )}
          {view.pager && <SearchPager pager={view.pager} />}
        </div>
      </div>
    </>
  );
}

/** The search results page (spec §2.1 /search): rendered on the server from the address, enhanced in place. */
export function SearchResultsPage({ state, problem, outcome, productName, links }: {
  state: SearchState;
  problem: string | null;
  outcome: SearchOutcome;
  productName: string;
  links: LinkModel[];
}) {
  const announcement = outcome.kind === "results" ? outcome.view.countText : outcome.kind === "unavailable" ? SEARCH_UNAVAILABLE : "";
  return (
    <div className="simple-page">
      <PageHeader title="Search" />
      <div className="container page-body">
        <SearchResultsRegion searchKey={searchHref(state)} announcement={announcement}>
          <SearchBox state={state} label={`Search ${productName}`} />
          {problem && (
            <p className="search-alert" role="alert">
              {problem}
            </p>
          )}
          {outcome.kind === "results" && <Results view={outcome.view} links={links} />}
          {outcome.kind === "unavailable" && <SearchUnavailableNotice links={links} />}
          {outcome.kind === "idle" && <WhereToStart links={links} title="Where to start" />}
        </SearchResultsRegion>
      </div>
    </div>
  );
}
