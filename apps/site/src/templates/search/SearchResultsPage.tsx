import { Pagination } from "@/components/pagination/Pagination";
import { SiteLink } from "@/components/link/SiteLink";
import { PageHeader } from "@/components/page/PageHeader";
import { AudienceSwitch } from "@/features/search/results/AudienceSwitch";
import { BestBets } from "@/features/search/results/BestBets";
import { SEARCH_UNAVAILABLE } from "@/features/search/results/messages";
import { SearchBox } from "@/features/search/results/SearchBox";
import { SearchFilters } from "@/features/search/results/SearchFilters";
import { SearchCount } from "@/features/search/results/SearchCount";
import { SearchResultsRegion } from "@/features/search/results/SearchResultsRegion.client";
import { SearchTabs } from "@/features/search/results/SearchTabs";
import { SearchUnavailableNotice, WhereToStart } from "@/features/search/results/WhereToStart";
import "@/features/search/results/search-results.css";
import type { LinkModel } from "@/mapping/link";
import type { CourseForScholarships } from "@/mapping/scholarship/course-match";
import "@/components/scholarship/scholarship.css";
import type { SearchOutcome, SearchResultsView } from "@/mapping/search-results";
import { searchHref, type SearchState } from "@/routing/search-query";
import { SCOPES } from "@/routing/search-scopes";
import { RESULT_CARDS } from "./result-cards";

function Results({ view, links }: { view: SearchResultsView; links: LinkModel[] }) {
  const rules = SCOPES[view.state.scope];
  const { count, Hits, Empty } = RESULT_CARDS[rules.card];
  // Nothing to filter or sort: the results take the whole width (unless the scope keeps its filters).
  const filters = rules.filtersWhenEmpty || view.facets.length > 0 || view.total > 0;
  const bets = rules.bestBets ? view.bestBets : [];
  return (
    <>
      {rules.tabs.length > 1 && <SearchTabs tabs={view.tabs} />}
      <div className={filters ? "search-layout" : "search-layout search-layout--single"}>
        {filters && (
          <div className="search-layout__filters">
            <SearchFilters state={view.state} facets={view.facets} title={rules.labels.filters} />
          </div>
        )}
        <div className="search-layout__results">
          <SearchCount view={view} />
          <BestBets bets={bets} />
          {count(view) > 0 ? <Hits view={view} /> : bets.length === 0 && <Empty state={view.state} links={links} />}
          <Pagination pager={view.pager} label="Results pages" inPlace />
        </div>
      </div>
    </>
  );
}

/** The scholarship finder narrowed to one course's students: said so, with the way back to every scholarship. */
function CourseNote({ state, course }: { state: SearchState; course: { code: string; known: CourseForScholarships | null } }) {
  return (
    <div className="scholarship-course-note">
      <p>
        {course.known ? (
          <>
            Showing scholarships that students of <SiteLink href={course.known.href}>{course.known.title}</SiteLink> ({course.code}) could apply for.
          </>
        ) : (
          <>Showing scholarships for course {course.code}.</>
        )}
      </p>
      <a href={searchHref({ ...state, course: "", page: 1 })} data-search-nav="">
        Show scholarships for every course
      </a>
    </div>
  );
}

/**
 * A search page, for any scope (routing/search-scopes.ts: the site search, the course finder): rendered on the
 * server from the address, enhanced in place.
 */
export function SearchResultsPage({ state, problem, outcome, productName, links, course = null }: {
  state: SearchState;
  problem: string | null;
  outcome: SearchOutcome;
  productName: string;
  links: LinkModel[];
  /** The course a scholarship search is narrowed to, if any. */
  course?: { code: string; known: CourseForScholarships | null } | null;
}) {
  const { labels, audience } = SCOPES[state.scope];
  const announcement = outcome.kind === "results" ? outcome.view.countText : outcome.kind === "unavailable" ? SEARCH_UNAVAILABLE : "";
  const box = <SearchBox state={state} label={labels.searchBox(productName)} />;
  return (
    <div className="simple-page">
      <PageHeader title={labels.heading} summary={labels.summary?.(productName) ?? null} />
      <div className="container page-body">
        <SearchResultsRegion
          searchKey={searchHref(state)}
          announcement={announcement}
          className={labels.className ? `search-page ${labels.className}` : "search-page"}
        >
          {audience ? (
            <div className="search-page__top">
              {box}
              <AudienceSwitch state={state} label={audience.label} />
            </div>
          ) : (
            box
          )}
          {course && <CourseNote state={state} course={course} />}
          {problem && (
            <p className="search-alert" role="alert">
              {problem}
            </p>
          )}
          {outcome.kind === "results" && <Results view={outcome.view} links={links} />}
          {outcome.kind === "unavailable" && <SearchUnavailableNotice links={links} />}
          {outcome.kind === "idle" && labels.start && <WhereToStart links={links} title={labels.start} />}
        </SearchResultsRegion>
      </div>
    </div>
  );
}
