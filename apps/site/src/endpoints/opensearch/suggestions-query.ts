import { SUGGESTIONS_MAX_QUERY_CHARS, SUGGESTIONS_MIN_CHARS } from "@/config/constants";

/** The `q` of /search/openSearchQueries, read: what to echo, and the text to look up (null: too short). */
export type SuggestionsQuery =
  | { ok: true; query: string; lookup: string | null }
  | { ok: false; message: string };

// C0, DEL and C1: nobody types them, and they have no place in a URL or a log line.
const CONTROL = /\p{Cc}/u;

/** Reads `q` (spec §9: suggestions from three characters); a missing q is the empty query. */
export function parseSuggestionsQuery(q: string | null): SuggestionsQuery {
  const query = q ?? "";
  if (CONTROL.test(query)) return { ok: false, message: "q must not contain control characters." };
  if ([...query].length > SUGGESTIONS_MAX_QUERY_CHARS) return { ok: false, message: `q must be at most ${SUGGESTIONS_MAX_QUERY_CHARS} characters.` };
  const text = query.trim().replace(/\s+/g, " ");
  return { ok: true, query, lookup: [...text].length >= SUGGESTIONS_MIN_CHARS ? text : null };
}
