import type { LinkModel } from "@/mapping/link";
import { searchHref, type SearchState } from "@/routing/search-query";
import { SearchEmpty } from "./SearchEmpty";

/** The scholarship finder's answer when nothing matched: loosen the search, the other status, the other audience. */
export function NoScholarships({ state, links }: { state: SearchState; links: LinkModel[] }) {
  const other = state.audience === "international" ? "domestic" : "international";
  return (
    <SearchEmpty title="No scholarships match your search" links={links}>
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
            keep the filters and search every scholarship
          </a>
        </li>
      )}
      {state.course && (
        <li>
          <a href={searchHref({ ...state, course: "", page: 1 })} data-search-nav="">
            see scholarships for every course
          </a>
        </li>
      )}
      {state.status === "open" && (
        <li>
          <a href={searchHref({ ...state, status: "closed", page: 1 })} data-search-nav="">
            see scholarships that have closed
          </a>
        </li>
      )}
      <li>
        <a href={searchHref({ ...state, audience: other, page: 1 })} data-search-nav="">
          see the scholarships for {other} students
        </a>
      </li>
    </SearchEmpty>
  );
}
