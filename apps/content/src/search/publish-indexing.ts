import type { PublishIndexing } from "../db/publish-store.ts";
import { reindexNodes } from "./indexer.ts";
import { buildSearchText } from "./search-text.ts";

/** How a published node is made findable: its search text, and its search documents rebuilt. */
export const SEARCH_INDEXING: PublishIndexing = { searchText: buildSearchText, reindex: reindexNodes };
