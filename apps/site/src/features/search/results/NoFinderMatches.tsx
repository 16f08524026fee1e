import type { LinkModel } from "@/mapping/link";
import { searchHref, type SearchState } from "@/routing/search-query";
import { SCOPES } from "@/routing/search-scopes";
import { SearchEmpty } from "./SearchEmpty";

/**
 * A finder's answer when nothing matched (the course and scholarship finders): ways to loosen the search, each a
 * link to that address: clear the filters, the words, the course it is narrowed to, look at closed ones, or at the
 * other audience's.
 */
export function NoFinderMatches({ state, links }: { state: SearchState; links: LinkModel[] }) {
  const rules = SCOPES[state.scope];
  const noun = rules.labels.noun;
  const other = state.audience === "international" ? "domestic" : "international";
  return (
    <SearchEmpty title={`No ${noun}s match your search`} links={links}>
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
            keep the filters and search every {noun}
          </a>
        </li>
      )}
      {rules.course !== null && state.course && (
        <li>
          <a href={searchHref({ ...state, course: "", page: 1 })} data-search-nav="">
            see {noun}s for every course
          </a>
        </li>
      )}
      {rules.status !== null && state.status === "open" && (
        <li>
          <a href={searchHref({ ...state, status: "closed", page: 1 })} data-search-nav="">
            see {noun}s that have closed
          </a>
        </li>
      )}
      <li>
        <a href={searchHref({ ...state, audience: other, page: 1 })} data-search-nav="">
          see the {noun}s for {other} students
        </a>
      </li>
    </SearchEmpty>
  );
}
