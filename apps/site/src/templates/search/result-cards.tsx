import { CourseCardList } from "@/features/search/results/CourseCardList";
import { NoFinderMatches } from "@/features/search/results/NoFinderMatches";
import { NoResults } from "@/features/search/results/NoResults";
import { ResultList } from "@/features/search/results/ResultList";
import { ScholarshipCardList } from "@/features/search/results/ScholarshipCardList";
import type { LinkModel } from "@/mapping/link";
import type { SearchResultsView } from "@/mapping/search-results";
import type { SearchState } from "@/routing/search-query";
import type { ResultCard } from "@/routing/search-scopes";

interface CardParts {
  /** How many hits of this card the view holds. */
  count: (view: SearchResultsView) => number;
  /** The hits, as a list. */
  Hits: (props: { view: SearchResultsView }) => React.ReactNode;
  /** What the page says when nothing matched. */
  Empty: (props: { state: SearchState; links: LinkModel[] }) => React.ReactNode;
}

/** How each kind of result card (a scope's `card`, routing/search-scopes.ts) is listed, and its empty state. */
export const RESULT_CARDS: Readonly<Record<ResultCard, CardParts>> = {
  result: { count: (view) => view.results.length, Hits: ResultList, Empty: NoResults },
  course: { count: (view) => view.cards.length, Hits: CourseCardList, Empty: NoFinderMatches },
  scholarship: { count: (view) => view.scholarships.length, Hits: ScholarshipCardList, Empty: NoFinderMatches },
};
