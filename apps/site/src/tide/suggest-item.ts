/* Shapes shared by the server route and the search panel (safe to import from client components). */

/** What `POST /api/search-autocomplete` is asked for: content suggestions, or courses, units and unit sets. */
export type SuggestionType = "suggestions" | "courses";

/** A request for suggestions, as `POST /api/search-autocomplete` and the OpenSearch suggestions read it. */
export interface AutocompleteRequest {
  type: SuggestionType;
  /** Trimmed, inner white space collapsed. */
  partialQuery: string;
  show: number;
}

/** A catalogue item's display object (Funnelback `disp_t` "J"). */
export interface SuggestDisplay {
  title: string;
  metaData?: { studyLevel?: string };
}

/** One item of Funnelback's suggest.json, as `POST /api/search-autocomplete` answers it. */
export interface SuggestItem {
  key: string;
  disp: string | SuggestDisplay;
  disp_t: string;
  action: string;
  action_t: string;
  cat: string;
}

/** A suggestion ready to show: a title, where it leads, and for courses their study level. */
export interface Suggestion {
  title: string;
  url: string;
  subtitle?: string;
}
