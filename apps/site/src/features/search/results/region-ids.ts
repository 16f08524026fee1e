/** The results' count line, where focus goes when a whole new list has rendered. */
export const RESULTS_HEADING_ID = "search-results-heading";
/** The polite live region of the search layout: it outlives the results pages, so what it says is heard. */
export const SEARCH_ANNOUNCER_ID = "search-announcer";
