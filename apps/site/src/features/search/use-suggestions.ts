import { useEffect, useState } from "react";
import { SUGGESTIONS_DEBOUNCE_MS, SUGGESTIONS_MIN_CHARS } from "@/config/constants";
import type { Suggestion } from "@/tide/suggest-item";
import { requestSuggestions } from "./request-suggestions";

export interface SuggestionResults {
  suggestions: Suggestion[];
  courses: Suggestion[];
  /** Both lookups answered and found nothing. */
  none: boolean;
}

export const NO_SUGGESTIONS: SuggestionResults = { suggestions: [], courses: [], none: false };

/**
 * The search panel's two lookups (content suggestions, and courses and units), in parallel from the third
 * character, a moment after the last keystroke; `lookups` moving asks the same text again.
 */
export function useSuggestions(query: string, lookups: number): [SuggestionResults, (results: SuggestionResults) => void] {
  const [results, setResults] = useState(NO_SUGGESTIONS);
  useEffect(() => {
    const partial = query.trim();
    if (partial.length < SUGGESTIONS_MIN_CHARS) return;
    // A newer keystroke aborts the lookup in flight, so an older answer never replaces a newer one.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      Promise.all([
        requestSuggestions("suggestions", partial, controller.signal),
        requestSuggestions("courses", partial, controller.signal),
      ]).then(
        ([suggestions, courses]) => setResults({ suggestions, courses, none: suggestions.length === 0 && courses.length === 0 }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("Search suggestions unavailable", error);
          setResults(NO_SUGGESTIONS);
        },
      );
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lookups]);
  return [results, setResults];
}
