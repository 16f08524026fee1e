import type { FacetView } from "@/mapping/search-results";
import { searchHref, type SearchState } from "@/routing/search-query";
import { defaultTab, SCOPES } from "@/routing/search-scopes";

const FILTERS_FORM_ID = "search-filters";

const numberFormat = new Intl.NumberFormat("en-AU");

/** A stable id from a facet and value (names hold spaces, '&' and '|'). */
function fieldId(param: string, value: string): string {
  let hash = 0;
  for (const ch of `${param}\n${value}`) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return `facet-${(hash >>> 0).toString(36)}`;
}

/**
 * The filters: one GET form of checkboxes (a facet's values are OR, facets AND) and the sort, applied by a
 * button; with scripts each change applies at once. On phones the form folds into a disclosure.
 */
export function SearchFilters({ state, facets, title }: { state: SearchState; facets: FacetView[]; title: string }) {
  const selected = state.facets.length;
  const { path, sorts, status } = SCOPES[state.scope];
  return (
    <form id={FILTERS_FORM_ID} className="search-filters" action={path} method="get" data-search-filters="">
      {state.query && <input type="hidden" name="query" value={state.query} />}
      {state.tab !== defaultTab(state.scope) && <input type="hidden" name="tab" value={state.tab} />}
      {state.audience === "international" && <input type="hidden" name="audience" value="international" />}
      {state.course && <input type="hidden" name="course" value={state.course} />}
      <details className="search-filters__disclosure">
        <summary className="search-filters__summary">
          {title}
          {selected > 0 && <span className="search-filters__selected"> ({selected} selected)</span>}
        </summary>
        <div className="search-filters__body">
          <h2 className="search-filters__title">{title}</h2>
          <div className="search-filters__sort">
            <label htmlFor="search-sort">Sort by</label>
            <select id="search-sort" name="sort" defaultValue={state.sort}>
              {sorts.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          {status && (
            <fieldset className="search-facet search-facet--status">
              <legend>{status.labels.legend}</legend>
              <ul>
                {(["open", "closed"] as const).map((value) => (
                  <li key={value}>
                    <input type="radio" id={`search-status-${value}`} name="status" value={value === "open" ? "" : value} defaultChecked={state.status === value} />
                    <label htmlFor={`search-status-${value}`}>{status.labels[value]}</label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {facets.map((facet) => (
            <fieldset key={facet.param} className="search-facet">
              <legend>{facet.name}</legend>
              <ul>
                {facet.values.map((v) => {
                  const id = fieldId(facet.param, v.value);
                  return (
                    <li key={v.value}>
                      <input type="checkbox" id={id} name={facet.param} value={v.value} defaultChecked={v.selected} />
                      <label htmlFor={id}>
                        {v.label}
                        <span className="search-facet__count">
                          {numberFormat.format(v.count)}
                          <span className="visually-hidden">{v.count === 1 ? " result" : " results"}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
          <div className="search-filters__actions">
            <button type="submit" className="search-filters__apply">
              Apply filters
            </button>
            {selected > 0 && (
              <a href={searchHref({ ...state, facets: [], page: 1 })} data-search-nav="" className="search-filters__clear">
                Clear all filters
              </a>
            )}
          </div>
        </div>
      </details>
    </form>
  );
}
