import type { LinkModel } from "@/mapping/link";
import { searchHref, withTab, type SearchState } from "@/routing/search-query";
import { defaultTab } from "@/routing/search-scopes";
import { NO_RESULTS } from "./messages";
import { SearchEmpty } from "./SearchEmpty";

/** Spec §8's words when nothing matched, and what to try next. */
export function NoResults({ state, links }: { state: SearchState; links: LinkModel[] }) {
  const everything = defaultTab(state.scope);
  return (
    <SearchEmpty title={NO_RESULTS} links={links}>
      <li>check the spelling of your search</li>
      <li>try fewer words, or more general ones</li>
      {state.facets.length > 0 && (
        <li>
          <a href={searchHref({ ...state, facets: [], page: 1 })} data-search-nav="">
            search again without your filters
          </a>
        </li>
      )}
      {state.tab !== everything && (
        <li>
          <a href={searchHref(withTab(state, everything))} data-search-nav="">
            search everything, not only this kind of result
          </a>
        </li>
      )}
    </SearchEmpty>
  );
}
