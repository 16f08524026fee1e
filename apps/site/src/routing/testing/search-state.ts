import type { SearchState } from "../search-query";

/** A site search with nothing asked: what an address without a query parses to. */
export const EMPTY_SEARCH: SearchState = { scope: "site", audience: "domestic", query: "", tab: "all", facets: [], sort: "", page: 1, status: "open", course: "" };
