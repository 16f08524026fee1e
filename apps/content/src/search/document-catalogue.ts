import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { normaliseWords } from "./normalise-words.ts";
import { FacetDictionary, type CatalogueEntry } from "./facet-counts.ts";
import { Lexicon } from "./lexicon.ts";
import { MetaIndex, type MetaReader } from "./meta-index.ts";
import type { SearchTab } from "./facets.ts";

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
  /** The metaData the query's constraints test, read when first needed. */
  meta: MetaIndex;
  /** The collection's words, for typo tolerance and did-you-mean. */
  lexicon: Lexicon;
}

export class DocumentCatalogue {
  private loaded: Loaded | null = null;
  private loading: Promise<void> | null = null;

  private readonly metaReader: MetaReader;

  constructor(private readonly db: Db) {
    this.metaReader = {
      keys: async () => rawRows(await db.execute(sql`SELECT DISTINCT jsonb_object_keys(meta) AS key FROM search_documents`))
        .map((row) => String(row.key)),
      values: async (key) => rawRows(await db.execute(sql`SELECT uuid, meta->>${key} AS value FROM search_documents WHERE meta->>${key} IS NOT NULL`))
        .map((row): [string, string] => [String(row.uuid), String(row.value)]),
    };
  }

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
    const rows = rawRows(await this.db.execute(sql`SELECT uuid, tab, facets, title, internal_id,
        (extract(epoch FROM date) * 1000)::float8 AS date_ms, next_intake::text AS next_intake, event_dates,
        (extract(epoch FROM event_last_end) * 1000)::float8 AS event_last_end_ms
      FROM search_documents`));
    const dictionary = new FacetDictionary();
    const entries = rows.map((row): CatalogueEntry => {
      const facets = typeof row.facets === "object" && row.facets !== null ? row.facets as Record<string, string[]> : {};
      return {
        uuid: String(row.uuid), tab: String(row.tab) as SearchTab, facets, valueIds: dictionary.idsOf(facets),
        sortTitle: String(row.title).toLowerCase(), titleWords: normaliseWords(String(row.title)), internalId: Number(row.internal_id),
        dateMs: row.date_ms === null ? null : Number(row.date_ms),
        nextIntake: typeof row.next_intake === "string" ? row.next_intake : null,
        eventDates: Array.isArray(row.event_dates) ? row.event_dates as [string, string][] : null,
        eventLastEndMs: row.event_last_end_ms === null ? null : Number(row.event_last_end_ms),
      };
    });
    // Kept in title order: browse mode then never sorts, and filtering keeps the order.
    entries.sort((a, b) => (a.sortTitle === b.sortTitle ? a.internalId - b.internalId : a.sortTitle < b.sortTitle ? -1 : 1));
    const words = rawRows(await this.db.execute(sql`SELECT word, frequency FROM search_words`))
      .map((row): [string, number] => [String(row.word), Number(row.frequency)]);
    this.loaded = { version, entries, byUuid: new Map(entries.map((entry) => [entry.uuid, entry])), dictionary,
      meta: new MetaIndex(this.metaReader), lexicon: new Lexicon(words) };
  }
}
