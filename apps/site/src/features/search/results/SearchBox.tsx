import type { SearchState } from "@/routing/search-query";

/** The query box at the top of /search: a plain GET form, so it works before (and without) scripts. */
export function SearchBox({ state, productName }: { state: SearchState; productName: string }) {
  return (
    <form className="search-box" action="/search" method="get" role="search" data-search-form="">
      <label htmlFor="search-query" className="search-box__label">
        Search {productName}
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
        {state.tab !== "all" && <input type="hidden" name="tab" value={state.tab} />}
        <button type="submit" className="search-box__submit">
          Search
        </button>
      </div>
    </form>
  );
}
