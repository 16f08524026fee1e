import type { SearchResultsView } from "@/mapping/search-results";
import { SearchResultItem } from "./SearchResultItem";

/** The site search's hits: a numbered list that goes on counting from page to page. */
export function ResultList({ view }: { view: SearchResultsView }) {
  return (
    <ol className="search-results" start={view.from}>
      {view.results.map((r) => (
        <SearchResultItem key={r.key} result={r} />
      ))}
    </ol>
  );
}
