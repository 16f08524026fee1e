import type { LinkModel } from "@/mapping/link";
import { searchHref, withTab, type SearchState } from "@/routing/search-query";
import { defaultTab } from "@/routing/search-scopes";

import { NO_RESULTS } from "./messages";

/** Spec §8's words when nothing matched, and what to try next. */
export function NoResults({ state, links }: { state: SearchState; links: LinkModel[] }) {
  return (
    <div className="search-empty">
      <h2 className="search-empty__title">{NO_RESULTS}</h2>
      <p>You could:</p>
      <ul>
        <li>check the spelling of your search</li>
        <li>try fewer words, or more general ones</li>
        {state.facets.length > 0 && (
          <li>
            <a href={searchHref({ ...state, facets: [], page: 1 })} data-search-nav="">
              search again without your filters
            </a>
          </li>
        )}
        {state.tab !== defaultTab(state.scope) && (
          <li>
            <a href={searchHref(withTab(state, defaultTab(state.scope)))} data-search-nav="">
              search everything, not only this kind of result
            </a>
          </li>
        )}
        {links.map((l) => (
          <li key={l.uri}>
            <a href={l.uri}>{l.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
