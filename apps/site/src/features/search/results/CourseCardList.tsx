import { CourseCard } from "@/components/course-card/CourseCard";
import type { SearchResultsView } from "@/mapping/search-results";
import { SaveCardButton } from "@/features/shortlist/SaveCardButton";
import "./course-card-list.css";

/** The course finder's hits: course cards in a grid, each with its shortlist button. */
export function CourseCardList({ view }: { view: SearchResultsView }) {
  return (
    <ul className="card-grid course-finder__cards">
      {view.cards.map((card) => (
        <li key={card.key}>
          <CourseCard card={card} actions={<SaveCardButton card={card} />} />
        </li>
      ))}
    </ul>
  );
}
