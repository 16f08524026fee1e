import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { FacetDictionary, type CatalogueEntry } from "./facet-counts.ts";
import { MetaIndex } from "./meta-index.ts";
import type { SearchTab } from "./search-document.ts";

/**
 * Every search document's facet values and sort keys, kept in process: counting facets over the whole
 * catalogue is a few milliseconds in JavaScript but tens of milliseconds in the (embedded, single-threaded)
 * database. Reloaded whole when search_index_state.version moves, which every reindex does in its transaction,
 * so each process notices a reindex made by any other.
 */
export interface Loaded {
  version: string;
  /** In title order. */
  entries: CatalogueEntry[];
  byUuid: Map<string, CatalogueEntry>;
  dictionary: FacetDictionary;
  /** Every document's metaData, for the query's metadata constraints. */
  meta: MetaIndex;
}

export class DocumentCatalogue {
  private loaded: Loaded | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** The current entries (checking the version costs one tiny query). */
  async entries(): Promise<Loaded> {
    const version = String(rawRows(await this.db.execute(sql`SELECT version FROM search_index_state WHERE id = 1`))[0]?.version ?? "0");
    if (this.loaded?.version !== version) {
      this.loading ??= this.load(version).finally(() => { this.loading = null; });
      await this.loading;
    }
    const loaded = this.loaded;
    if (loaded === null) throw new Error("search catalogue not loaded");
    return loaded;
  }

  private async load(version: string): Promise<void> {
    const rows = rawRows(await this.db.execute(sql`SELECT uuid, tab, facets, meta, title, internal_id,
        (extract(epoch FROM date) * 1000)::float8 AS date_ms, next_intake::text AS next_intake, event_dates,
        (extract(epoch FROM event_last_end) * 1000)::float8 AS event_last_end_ms
      FROM search_documents`));
    const dictionary = new FacetDictionary();
    const meta = new Map<string, Record<string, string>>();
    const entries = rows.map((row): CatalogueEntry => {
      const facets = typeof row.facets === "object" && row.facets !== null ? row.facets as Record<string, string[]> : {};
      if (typeof row.meta === "object" && row.meta !== null) meta.set(String(row.uuid), row.meta as Record<string, string>);
      return {
        uuid: String(row.uuid), tab: String(row.tab) as SearchTab, facets, valueIds: dictionary.idsOf(facets),
        sortTitle: String(row.title).toLowerCase(), internalId: Number(row.internal_id),
        dateMs: row.date_ms === null ? null : Number(row.date_ms),
        nextIntake: typeof row.next_intake === "string" ? row.next_intake : null,
        eventDates: Array.isArray(row.event_dates) ? row.event_dates as [string, string][] : null,
        eventLastEndMs: row.event_last_end_ms === null ? null : Number(row.event_last_end_ms),
      };
    });
    // Kept in title order: browse mode then never sorts, and filtering keeps the order.
    entries.sort((a, b) => (a.sortTitle === b.sortTitle ? a.internalId - b.internalId : a.sortTitle < b.sortTitle ? -1 : 1));
    this.loaded = { version, entries, byUuid: new Map(entries.map((entry) => [entry.uuid, entry])), dictionary, meta: new MetaIndex(meta) };
  }
}
