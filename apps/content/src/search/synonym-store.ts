import { asc } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { searchSynonyms } from "../db/schema.ts";
import { computedAnswers } from "./result-cache.ts";
import type { Synonym } from "./thesaurus.ts";

/** As long as a search answer is kept: a reseeded thesaurus is read again within the minute. */
const SYNONYMS_TTL_MS = 60_000;

/** The search thesaurus (content/search/synonyms.yaml, seeded into search_synonyms), read by searches and suggestions alike. */
export class SynonymStore {
  private readonly cache = computedAnswers<Synonym[]>("synonyms", 1, SYNONYMS_TTL_MS);

  constructor(private readonly db: Db) {}

  async all(): Promise<Synonym[]> {
    return this.cache.get("synonyms", async () => (await this.db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.position)))
      .map((row) => ({ position: row.position, triggers: row.triggers, expandsTo: row.expandsTo,
        match: row.match === "whole-query" ? "whole-query" : "anywhere" })));
  }
}
