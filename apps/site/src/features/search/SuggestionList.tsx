import type { Suggestion } from "@/tide/suggest-item";
import type { SuggestionResults } from "./use-suggestions";

interface Props {
  results: SuggestionResults;
  /** Index of the option the keyboard is on (over both groups), or -1. */
  active: number;
  onChoose: (url: string) => void;
}

/** The search panel's listbox: two groups, 'Suggestions' and 'Courses and units', their options numbered across both. */
export function SuggestionList({ results, active, onChoose }: Props) {
  const option = (item: Suggestion, index: number) => (
    <li
      key={`${index}-${item.url}`}
      id={`search-option-${index}`}
      role="option"
      aria-selected={index === active}
      className={index === active ? "search-option is-active" : "search-option"}
      // Keep focus in the box while the pointer chooses, so leaving-focus does not clear the list first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(item.url)}
    >
      <span className="search-option__title">{item.title}</span>
      {item.subtitle && <span className="search-option__subtitle">{item.subtitle}</span>}
    </li>
  );
  const expanded = results.suggestions.length + results.courses.length > 0;
  return (
    <div id="search-suggestions" role="listbox" aria-label="Search suggestions" className="search-suggestions" hidden={!expanded}>
      <ul role="group" aria-labelledby="search-suggestions-heading" className="search-suggestions__group">
        <li role="presentation" id="search-suggestions-heading" className="search-suggestions__heading">Suggestions</li>
        {results.suggestions.map((item, i) => option(item, i))}
      </ul>
      <ul role="group" aria-labelledby="search-courses-heading" className="search-suggestions__group">
        <li role="presentation" id="search-courses-heading" className="search-suggestions__heading">Courses and units</li>
        {results.courses.map((item, i) => option(item, results.suggestions.length + i))}
      </ul>
    </div>
  );
}
