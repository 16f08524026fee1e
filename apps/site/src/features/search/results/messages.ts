/** Spec §8: when a search finds nothing. */
export const NO_RESULTS = "Sorry, we couldn't find any results.";

/** Ours: when the search service is down, slow or answers nonsense. */
export const SEARCH_UNAVAILABLE = "Search is not available right now. Please try again in a few minutes, or browse the links below.";
