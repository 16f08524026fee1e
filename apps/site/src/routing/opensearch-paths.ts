/** The two OpenSearch endpoints of spec §2.1 (answered by route handlers, never by a page). */
export type OpenSearchDocument = "description" | "suggestions";

/** Where the OpenSearch description document is served (spec §2.1); browsers find it through the page head. */
export const OPENSEARCH_DESCRIPTION_PATH = "/search/openSearchConfigs";
/** Where browsers ask for suggestions as a visitor types in their address bar (spec §2.1). */
export const OPENSEARCH_SUGGESTIONS_PATH = "/search/openSearchQueries";

const DOCUMENTS = new Map<string, OpenSearchDocument>([
  [OPENSEARCH_DESCRIPTION_PATH, "description"],
  [OPENSEARCH_SUGGESTIONS_PATH, "suggestions"],
]);

/** The OpenSearch document at exactly this (normalised) path, else null. */
export function openSearchDocument(path: string): OpenSearchDocument | null {
  return DOCUMENTS.get(path) ?? null;
}
