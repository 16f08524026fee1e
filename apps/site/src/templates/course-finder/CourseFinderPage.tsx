import { CourseCard } from "@/components/course-card/CourseCard";
import { SaveCardButton } from "@/features/shortlist/SaveCardButton";
import { PageHeader } from "@/components/page/PageHeader";
import { SEARCH_UNAVAILABLE } from "@/features/search/results/messages";
import { SearchBox } from "@/features/search/results/SearchBox";
import { SearchFilters } from "@/features/search/results/SearchFilters";
import { SearchPager } from "@/features/search/results/SearchPager";
import { SearchCount } from "@/features/search/results/SearchCount";
import { SearchResultsRegion } from "@/features/search/results/SearchResultsRegion.client";
import { SearchUnavailableNotice } from "@/features/search/results/WhereToStart";
import { AudienceToggle } from "@/features/study-areas/AudienceToggle";
import "@/features/search/results/search-results.css";
import "@/features/study-areas/study-areas.css";
import "./course-finder.css";
import type { LinkModel } from "@/mapping/link";
import type { SearchOutcome, SearchResultsView } from "@/mapping/search-results";
import { searchHref, type SearchState } from "@/routing/search-query";

function NoCourses({ state, links }: { state: SearchState; links: LinkModel[] }) {
  const other = state.audience === "international" ? "domestic" : "international";
  return (
    <div className="search-empty">
      <h2 className="search-empty__title">No courses match your search</h2>
      <p>You could:</p>
      <ul>
        {state.facets.length > 0 && (
          <li>
            <a href={searchHref({ ...state, facets: [], page: 1 })} data-search-nav="">
              keep your search and clear the filters
            </a>
          </li>
        )}
        {state.query && (
          <li>
            <a href={searchHref({ ...state, query: "", page: 1 })} data-search-nav="">
              keep the filters and search every course
            </a>
          </li>
        )}
        <li>
          <a href={searchHref({ ...state, audience: other, page: 1 })} data-search-nav="">
            see the courses for {other} students
          </a>
        </li>
        {links.map((l) => (
          <li key={l.uri}>
            <a href={l.uri}>{l.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({ view, links }: { view: SearchResultsView; links: LinkModel[] }) {
  return (
    <div className="search-layout">
      <div className="search-layout__filters">
        <SearchFilters state={view.state} facets={view.facets} title="Filter courses" />
      </div>
      <div className="search-layout__results">
        <SearchCount view={view} />
        {view.cards.length > 0 ? (
          <ul className="card-grid course-finder__cards">
            {view.cards.map((card) => (
              <li key={card.key}>
                <CourseCard card={card} actions={<SaveCardButton card={card} />} />
              </li>
            ))}
          </ul>
        ) : (
          <NoCourses state={view.state} links={links} />
        )}
        {view.pager && <SearchPager pager={view.pager} />}
      </div>
    </div>
  );
}

/**
 * The course finder (/course-discovery): every course, narrowed by words, study area, level, campus, study
 * mode, delivery and intake, for either audience; rendered on the server from the address, enhanced in place.
 */
export function CourseFinderPage({ state, problem, outcome, links, productName }: {
  state: SearchState;
  problem: string | null;
  outcome: SearchOutcome;
  links: LinkModel[];
  productName: string;
}) {
  const announcement = outcome.kind === "results" ? outcome.view.countText : outcome.kind === "unavailable" ? SEARCH_UNAVAILABLE : "";
  const audienceLinks = {
    domestic: searchHref({ ...state, audience: "domestic", page: 1 }),
    international: searchHref({ ...state, audience: "international", page: 1 }),
  };
  return (
    <div className="simple-page">
      <PageHeader
        title="Course finder"
        summary={`Every ${productName} course in one place: search by words, then narrow by study area, level, campus, how you want to study and when you can start.`}
      />
      <div className="container page-body">
        <SearchResultsRegion searchKey={searchHref(state)} announcement={announcement} className="search-page course-finder">
          <div className="course-finder__top">
            <SearchBox state={state} label="Search courses" />
            <AudienceToggle current={state.audience} links={audienceLinks} inPlace />
          </div>
          {problem && (
            <p className="search-alert" role="alert">
              {problem}
            </p>
          )}
          {outcome.kind === "results" && <Results view={outcome.view} links={links} />}
          {outcome.kind === "unavailable" && <SearchUnavailableNotice links={links} />}
        </SearchResultsRegion>
      </div>
    </div>
  );
}
