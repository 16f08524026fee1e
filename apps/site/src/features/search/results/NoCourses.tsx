import type { LinkModel } from "@/mapping/link";
import { searchHref, type SearchState } from "@/routing/search-query";
import { SearchEmpty } from "./SearchEmpty";

/** The course finder's answer when nothing matched: loosen the search, or look at the other audience's courses. */
export function NoCourses({ state, links }: { state: SearchState; links: LinkModel[] }) {
  const other = state.audience === "international" ? "domestic" : "international";
  return (
    <SearchEmpty title="No courses match your search" links={links}>
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
    </SearchEmpty>
  );
}
