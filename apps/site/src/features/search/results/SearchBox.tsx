import type { SearchState } from "@/routing/search-query";
import { defaultTab, SCOPES } from "@/routing/search-scopes";

/** The query box at the top of a search page: a plain GET form, so it works before (and without) scripts. */
export function SearchBox({ state, label }: { state: SearchState; label: string }) {
  return (
    <form className="search-box" action={SCOPES[state.scope].path} method="get" role="search" data-search-form="">
      <label htmlFor="search-query" className="search-box__label">
        {label}
      </label>
      <div className="search-box__row">
        <input
          id="search-query"
          className="search-box__input"
          name="query"
          type="search"
          defaultValue={state.query}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={256}
        />
        {state.tab !== defaultTab(state.scope) && <input type="hidden" name="tab" value={state.tab} />}
        {state.audience === "international" && <input type="hidden" name="audience" value="international" />}
        {state.course && <input type="hidden" name="course" value={state.course} />}
        {state.status === "closed" && <input type="hidden" name="status" value="closed" />}
        <button type="submit" className="search-box__submit">
          Search
        </button>
      </div>
    </form>
  );
}
