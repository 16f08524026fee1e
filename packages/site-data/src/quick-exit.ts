/** Escape address of the quick-exit button when the site data has none (spec §2.4: a search engine page). */
export const DEFAULT_QUICK_EXIT_URL = "https://www.google.com/";
