import { ScholarshipCard } from "@/components/scholarship/ScholarshipCard";
import type { SearchResultsView } from "@/mapping/search-results";

/** The scholarship finder's hits: scholarship cards in a grid. */
export function ScholarshipCardList({ view }: { view: SearchResultsView }) {
  return (
    <ul className="card-grid scholarship-finder__cards">
      {view.scholarships.map((card) => (
        <li key={card.key}>
          <ScholarshipCard card={card} />
        </li>
      ))}
    </ul>
  );
}
