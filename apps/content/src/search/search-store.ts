import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { resources, searchBestBets } from "../db/schema.ts";
import { siteDomains } from "../site/site-terms.ts";
import { matchBestBets, type BestBet } from "./best-bets.ts";
import { chooseCorrection, correctQuery, spellWords } from "./did-you-mean.ts";
import { computedAnswers } from "./result-cache.ts";
import { metaSortOf, type SearchParams } from "./search-params.ts";
import { DocumentCatalogue, type Loaded } from "./document-catalogue.ts";
import { metaParamsKey } from "./meta-params.ts";
import { rewriteText } from "./meta-query.ts";
import { hasTypos, planQuery, titleVariants, withTypos, type QueryPlan } from "./query-plan.ts";
import { SynonymStore } from "./synonym-store.ts";
import { titleBonus, titleCoverage } from "./title-bonus.ts";
import { countFacets, inCollection, sortEntries, type CatalogueEntry } from "./facet-counts.ts";
import { anyWordUuidsQuery, displayQuery, matchQuery, STRICT_TIER, strictUuidsQuery } from "./search-sql.ts";
import { excludedWordsOf } from "./exclusion-query.ts";

export interface ResultRow {
  uuid: string;
  type: string;
  title: string;
  /** Absolute for nodes; site-relative for files (see search-document.ts). */
  liveUrl: string;
  dateMs: number | null;
  eventDates: [string, string][] | null;
  fileType: string;
  fileSize: number | null;
  meta: Record<string, string>;
  score: number;
  snippet: string;
}

export interface SearchData {
  total: number;
  /** Matches per tab with every selection but the tab's. */
  tabCounts: Map<string, number>;
  /** Facet key → value → count, each with every selection but its own facet's. */
  facetCounts: Map<string, Map<string, number>>;
  rows: ResultRow[];
  /** A corrected query that matches more documents, or null. */
  spell: string | null;
  bestBets: (BestBet & { linkUrl: string })[];
  /** The time "upcoming" was decided at. */
  now: Date;
}

/** As long as HTTP caches may keep the answer (public, max-age=60). */
export const SEARCH_CACHE_TTL_MS = 60_000;
// A page of 500 results is about half a megabyte: the cache stays well under a few hundred MB.
export const SEARCH_CACHE_ENTRIES = 500;
/**
 * Fewer matches of the words as typed than this, and the typos in them are forgiven (as Typesense's
 * typo_tokens_threshold) and did-you-mean looks for a better-spelt query.
 */
export const SPELL_BELOW = 3;

function toResultRow(row: Record<string, unknown>): ResultRow {
  const number = (value: unknown) => (typeof value === "number" ? value : value === null || value === undefined ? null : Number(value));
  return {
    uuid: String(row.uuid), type: String(row.type), title: String(row.title), liveUrl: String(row.live_url),
    dateMs: number(row.date_ms), eventDates: Array.isArray(row.event_dates) ? row.event_dates as [string, string][] : null,
    fileType: String(row.file_type), fileSize: number(row.file_size),
    meta: typeof row.meta === "object" && row.meta !== null ? row.meta as Record<string, string> : {},
    score: number(row.score) ?? 0, snippet: typeof row.snippet === "string" ? row.snippet.replace(/\s+/g, " ").trim() : "",
  };
}

/** Everything that decides an answer: the collection, the query, paging, the sort, the selections and the metadata parameters. */
export function searchCacheKey(params: SearchParams): string {
  const selections = [params.selections.tab ?? "", ...[...params.selections.values].map(([key, values]) => `${key}=${values.join("\u0001")}`).sort()];
  return [params.collection.name, params.query, params.numRanks, params.startRank, params.sort, metaParamsKey(params.meta), ...selections].join("\n");
}

interface TextMatches {
  plan: QueryPlan;
  /** uuid → relevance, for every document matched. */
  scores: Map<string, number>;
  strictCount: number;
}

/** Full-text search over search_documents (see search/indexer.ts), Funnelback-style. */
export class SearchStore {
  private readonly cache = computedAnswers<SearchData>("search-results", SEARCH_CACHE_ENTRIES, SEARCH_CACHE_TTL_MS);
  private readonly betsCache = computedAnswers<{ bets: BestBet[]; domain: string | null }>("best-bets", 1, SEARCH_CACHE_TTL_MS);

  private readonly catalogue: DocumentCatalogue;

  constructor(private readonly db: Db, private readonly now: () => Date = () => new Date(),
    private readonly synonyms: SynonymStore = new SynonymStore(db)) {
    this.catalogue = new DocumentCatalogue(db);
  }

  /** Forgets the answers kept in process (a node was published: they may show its old text). */
  forget(): void {
    this.cache.clear();
  }

  /** The answer to these parameters, from the cache when asked within the last minute. */
  async search(params: SearchParams): Promise<SearchData> {
    return this.cache.get(searchCacheKey(params), () => this.query(params));
  }

  async query(params: SearchParams): Promise<SearchData> {
    const now = this.now();
    const loaded = await this.catalogue.entries();
    const { entries, dictionary, meta } = loaded;
    const kind = params.collection.kind;
    const { constraints } = params.parsed;
    // `!padrenull` (only excluded words) is Funnelback's way of asking for everything: browse mode without those words.
    const excluded = excludedWordsOf(params.parsed.text);
    const text = excluded === null ? params.parsed.text : "";
    let matches: CatalogueEntry[];
    let ranked: TextMatches | null = null;
    if (excluded !== null) {
      const without = new Set(rawRows(await this.db.execute(anyWordUuidsQuery(kind, excluded))).map((row) => String(row.uuid)));
      matches = entries.filter((entry) => inCollection(entry, kind) && !without.has(entry.uuid));
    } else if (text === "") {
      matches = entries.filter((entry) => inCollection(entry, kind));
    } else {
      ranked = await this.textMatches(params, loaded, text);
      // The catalogue is in title order, so the match set is too (cheap to sort further).
      const { scores } = ranked;
      matches = entries.filter((entry) => scores.has(entry.uuid));
    }
    const scores = ranked?.scores ?? null;
    const plan = ranked?.plan ?? null;
    const { passing, tabCounts, facetCounts } = countFacets(await meta.filter(matches, constraints, params.meta), params.selections, dictionary);
    const total = passing.length;
    const offset = params.startRank - 1;
    const metaSort = params.sort === "metanextIntake" ? null : metaSortOf(params.sort);
    const sortValues = metaSort === null || offset >= total ? undefined : await meta.values(metaSort.field);
    const page = offset >= total ? [] : sortEntries(passing, params.sort, now, scores, sortValues).slice(offset, offset + params.numRanks);
    const rows = page.length === 0 ? [] : this.inOrder(page, rawRows(await this.db.execute(displayQuery(page.map((entry) => entry.uuid), plan))),
      scores);
    const spell = ranked !== null && ranked.strictCount < SPELL_BELOW ? await this.didYouMean(params, loaded, ranked.plan, ranked.strictCount) : null;
    return { total, tabCounts, facetCounts, rows, spell, bestBets: await this.bestBets(text), now };
  }

  /**
   * The documents the text matches, with their scores (the title bonus added) and the plan they were matched by:
   * the words as typed and their synonyms, and when those find fewer than SPELL_BELOW, their typos too. Also how
   * many match as typed (after the constraints and selections, when fewer than SPELL_BELOW), for did-you-mean.
   */
  private async textMatches(params: SearchParams, loaded: Loaded, text: string): Promise<TextMatches> {
    const kind = params.collection.kind;
    let plan = planQuery(text, await this.synonyms.all());
    let scored = await this.scored(kind, plan);
    const typoPlan = scored.strict.size < SPELL_BELOW ? withTypos(plan, loaded.lexicon) : plan;
    if (hasTypos(typoPlan)) {
      plan = typoPlan;
      scored = await this.scored(kind, plan);
    }
    const groups = plan.groups ?? [];
    const variants = titleVariants(groups);
    const scores = new Map<string, number>();
    for (const [uuid, score] of scored.scores) {
      const entry = loaded.byUuid.get(uuid);
      if (entry !== undefined) scores.set(uuid, score + titleBonus(entry.titleWords, variants) + titleCoverage(entry.titleWords, groups));
    }
    const strictCount = scored.strict.size < SPELL_BELOW ? await this.strictPassing(params, loaded, scored.strict) : scored.strict.size;
    return { plan, scores, strictCount };
  }

  /** The scores of the documents a plan matches, and which of them match its words as typed (or their synonyms). */
  private async scored(kind: SearchParams["collection"]["kind"], plan: QueryPlan): Promise<{ scores: Map<string, number>; strict: Set<string> }> {
    const scores = new Map(rawRows(await this.db.execute(matchQuery(kind, plan))).map((row) => [String(row.uuid), Number(row.score)]));
    return { scores, strict: new Set([...scores].filter(([, score]) => score >= STRICT_TIER).map(([uuid]) => uuid)) };
  }

  /** How many of these documents pass the query's constraints and the selections. */
  private async strictPassing(params: SearchParams, loaded: Loaded, uuids: Iterable<string>): Promise<number> {
    const matched = [...uuids].flatMap((uuid) => { const entry = loaded.byUuid.get(uuid); return entry === undefined ? [] : [entry]; });
    return countFacets(await loaded.meta.filter(matched, params.parsed.constraints, params.meta), params.selections, loaded.dictionary)
      .passing.length;
  }

  private inOrder(page: CatalogueEntry[], rows: Record<string, unknown>[], scores: ReadonlyMap<string, number> | null): ResultRow[] {
    const byUuid = new Map(rows.map((row) => [String(row.uuid), row]));
    return page.flatMap((entry) => {
      const row = byUuid.get(entry.uuid);
      return row === undefined ? [] : [toResultRow({ ...row, score: scores?.get(entry.uuid) ?? 0 })];
    });
  }

  /**
   * The query with each misspelt word replaced by the collection's nearest word, when that finds more documents
   * as typed than the query does (its constraints still apply), else null.
   */
  private async didYouMean(params: SearchParams, loaded: Loaded, plan: QueryPlan, strictCount: number): Promise<string | null> {
    const { parsed } = params;
    // The words of a stretch the thesaurus knows are spelt as meant ("computer" in `computer science`).
    const known = new Set((plan.groups ?? []).filter((group) => group.phrases.length > 1).flatMap((group) => group.typed.split(" ")));
    const corrections = new Map<string, string>();
    for (const word of spellWords(parsed.text).filter((candidate) => !known.has(candidate))) {
      const correction = chooseCorrection(word, loaded.lexicon);
      if (correction !== word) corrections.set(word, correction);
    }
    if (corrections.size === 0) return null;
    const corrected = planQuery(correctQuery(parsed.text, corrections), await this.synonyms.all());
    const matched = rawRows(await this.db.execute(strictUuidsQuery(params.collection.kind, corrected))).map((row) => String(row.uuid));
    return await this.strictPassing(params, loaded, matched) > strictCount ? rewriteText(parsed, (text) => correctQuery(text, corrections)) : null;
  }

  private async bestBets(query: string): Promise<(BestBet & { linkUrl: string })[]> {
    if (query === "") return [];
    const { bets, domain } = await this.betsCache.get("bets", async () => ({
      bets: await this.db.select().from(searchBestBets).orderBy(asc(searchBestBets.position)),
      domain: await this.mainDomain(),
    }));
    return matchBestBets(query, bets).map((bet) => ({ ...bet, linkUrl: `https://${domain ?? "localhost"}${bet.path}` }));
  }

  /** The canonical host of the main site (the site without a parent). */
  private async mainDomain(): Promise<string | null> {
    const sites = await this.db.select({ attributes: resources.attributes, relationships: resources.relationships })
      .from(resources).where(eq(resources.type, "taxonomy_term--sites")).orderBy(sql`${resources.internalId}`);
    const main = sites.find((site) => { const parent = site.relationships.parent?.data; return parent === undefined || parent === null
      || (Array.isArray(parent) && parent.length === 0); }) ?? sites[0];
    return siteDomains(main?.attributes.field_site_domains)[0] ?? null;
  }
}
