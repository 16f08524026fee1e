import { sql, type SQL } from "drizzle-orm";
import type { Collection } from "./collections.ts";
import type { FacetSelections } from "./facet-params.ts";
import { VALUE_FACETS } from "./facets.ts";
import { matchPatterns } from "./match-patterns.ts";
import type { SearchSort } from "./search-params.ts";
import { textQuery } from "./text-query.ts";

/** What one search asks of the database; every piece of request text is a bound parameter. */
export interface SearchSpec {
  collection: Collection;
  query: string;
  selections: FacetSelections;
  now: Date;
}

const FACET_KEY = /^[a-zA-Z]+$/;

/** The tsquery of a non-empty query (see text-query.ts). */
export function tsquery(query: string): SQL {
  const { prefixQuery } = textQuery(query);
  return prefixQuery === null ? sql`websearch_to_tsquery('english', ${query})` : sql`to_tsquery('english', ${prefixQuery})`;
}

/** Collection and text: the match set before any facet selection. */
export function matchCondition(spec: Pick<SearchSpec, "collection" | "query">): SQL {
  const collection = spec.collection.kind === "courses" ? sql`d.tab = 'courses'` : sql`TRUE`;
  if (spec.query === "") return collection;
  return sql`${collection} AND d.document @@ ${tsquery(spec.query)}`;
}

function facetKey(key: string): SQL {
  // Keys come from facets.ts, never from a request; checked all the same before they become SQL text.
  if (!FACET_KEY.test(key)) throw new Error(`not a facet key: ${key}`);
  return sql.raw(`'${key}'`);
}

/** One selection condition per selected facet ("tab" or a facet key): values OR'ed within. */
export function selectionConditions(selections: FacetSelections): Map<string, SQL> {
  const conditions = new Map<string, SQL>();
  if (selections.tab !== null) conditions.set("tab", sql`d.tab = ${selections.tab}`);
  for (const [key, values] of selections.values) {
    if (values.length === 0) continue;
    const list = sql.join(values.map((value) => sql`${value}`), sql`, `);
    conditions.set(key, sql`(d.facets -> ${facetKey(key)}) ?| ARRAY[${list}]::text[]`);
  }
  return conditions;
}

function allExcept(flags: readonly string[], except: string | null): SQL {
  const kept = flags.filter((flag) => flag !== except).map((flag) => sql.raw(`m.s_${flag}`));
  return kept.length === 0 ? sql`TRUE` : sql.join(kept, sql` AND `);
}

/**
 * Totals and every facet's counts in one statement over the match set, read once (a materialised CTE carrying
 * one boolean per selected facet). Counts are disjunctive: a facet's values are counted with every selection
 * but its own, so each value says how many results choosing it would add. Rows: (facet, value, n), with
 * facet "#total" (value null) and "#tab" (value = tab).
 */
export function countsQuery(spec: SearchSpec): SQL {
  const conditions = selectionConditions(spec.selections);
  const flags = [...conditions.keys()];
  const flagColumns = flags.map((flag) => sql`, (${conditions.get(flag) ?? sql`TRUE`}) AS ${sql.raw(`s_${flag}`)}`);
  const parts: SQL[] = [
    sql`SELECT '#total' AS facet, NULL::text AS value, count(*)::integer AS n FROM m WHERE ${allExcept(flags, null)}`,
    sql`SELECT '#tab', m.tab, count(*)::integer FROM m WHERE ${allExcept(flags, "tab")} GROUP BY m.tab`,
    ...VALUE_FACETS.map((facet) => sql`SELECT ${facet.key}, v, count(*)::integer
      FROM m CROSS JOIN LATERAL jsonb_array_elements_text(m.facets -> ${facetKey(facet.key)}) AS v
      WHERE ${allExcept(flags, facet.key)} GROUP BY v`),
  ];
  return sql`WITH m AS MATERIALIZED (
      SELECT d.tab, d.facets ${sql.join(flagColumns, sql``)} FROM search_documents d WHERE ${matchCondition(spec)})
    ${sql.join(parts, sql` UNION ALL `)}`;
}

/** How many documents a query matches with the current selections (did-you-mean compares with this). */
export function countQuery(spec: SearchSpec): SQL {
  const conditions = [...selectionConditions(spec.selections).values()];
  return sql`SELECT count(*)::integer AS n FROM search_documents d
    WHERE ${matchCondition(spec)} ${sql.join(conditions.map((condition) => sql` AND ${condition}`), sql``)}`;
}

function nowParam(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

/** An event's current or next date, else its latest; any other document's date. */
function sortDate(now: Date): SQL {
  return sql`CASE WHEN d.event_dates IS NULL THEN d.date ELSE coalesce(
      (SELECT min((e ->> 0)::timestamptz) FROM jsonb_array_elements(d.event_dates) e WHERE (e ->> 1)::timestamptz >= ${nowParam(now)}),
      (SELECT max((e ->> 0)::timestamptz) FROM jsonb_array_elements(d.event_dates) e)) END`;
}

/**
 * Relevance: ts_rank_cd with title (A) > summary and keywords (B) > body (C), plus a bonus when the title is
 * the query or starts with it, and when the words appear as a phrase.
 */
function score(query: string): SQL {
  const patterns = matchPatterns(query.toLowerCase());
  const phrase = textQuery(query).multiWord
    ? sql` + CASE WHEN d.document @@ phraseto_tsquery('english', ${query}) THEN 0.3 ELSE 0 END` : sql``;
  return sql`(ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', d.document, ${tsquery(query)}, 1)
    + CASE WHEN lower(d.title) = lower(${query}) THEN 1.0
           WHEN lower(d.title) LIKE ${patterns.prefix} ESCAPE '\\' THEN 0.5 ELSE 0 END${phrase})`;
}

interface Ordering {
  columns: SQL;
  inner: SQL;
  outer: SQL;
}

function ordering(query: string, sort: SearchSort, now: Date): Ordering {
  const title = sql`lower(d.title) COLLATE "C"`;
  const base = sql`${title} AS sort_title, d.internal_id`;
  switch (sort) {
    case "title":
      return { columns: base, inner: sql`sort_title, d.internal_id`, outer: sql`p.sort_title, p.internal_id` };
    case "dtitle":
      return { columns: base, inner: sql`sort_title DESC, d.internal_id`, outer: sql`p.sort_title DESC, p.internal_id` };
    case "date":
    case "adate": {
      const direction = sql.raw(sort === "date" ? "DESC" : "ASC");
      return { columns: sql`${base}, ${sortDate(now)} AS sort_date`,
        inner: sql`sort_date ${direction} NULLS LAST, sort_title, d.internal_id`,
        outer: sql`p.sort_date ${direction} NULLS LAST, p.sort_title, p.internal_id` };
    }
    case "metanextIntake":
      return { columns: sql`${base}, d.next_intake`, inner: sql`d.next_intake ASC NULLS LAST, sort_title, d.internal_id`,
        outer: sql`p.next_intake ASC NULLS LAST, p.sort_title, p.internal_id` };
    case "relevance":
      if (query === "") return { columns: base, inner: sql`sort_title, d.internal_id`, outer: sql`p.sort_title, p.internal_id` };
      // Past events come after everything else: a search rarely wants an event it can no longer go to.
      return { columns: sql`${base}, ${score(query)} AS score,
          (d.event_last_end IS NOT NULL AND d.event_last_end < ${nowParam(now)}) AS past`,
        inner: sql`past, score DESC, sort_title, d.internal_id`, outer: sql`p.past, p.score DESC, p.sort_title, p.internal_id` };
  }
}

/** ts_headline options: plain text (no markers), about 30 words, one fragment. */
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=30, MinWords=15, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … "';
// Snippets are cut from the first part of the body only: ts_headline's cost grows with the text it reads.
const HEADLINE_BODY_CHARACTERS = 4_000;

/**
 * One page of results: the ordering runs over narrow columns only, then just the page's rows are read whole
 * and get their query-biased snippet.
 */
export function pageQuery(spec: SearchSpec & { sort: SearchSort; offset: number; limit: number }): SQL {
  const conditions = [...selectionConditions(spec.selections).values()];
  const order = ordering(spec.query, spec.sort, spec.now);
  const snippet = spec.query === "" ? sql`d.summary` : sql`ts_headline('english',
      d.summary || ' ' || left(d.body, ${HEADLINE_BODY_CHARACTERS}), ${tsquery(spec.query)}, ${HEADLINE_OPTIONS})`;
  const scoreColumn = spec.sort === "relevance" && spec.query !== "" ? sql`p.score` : sql`0`;
  return sql`SELECT d.uuid, d.type, d.title, d.live_url, (extract(epoch FROM d.date) * 1000)::float8 AS date_ms, d.event_dates,
      d.file_type, d.file_size, d.meta, (${scoreColumn})::float8 AS score, ${snippet} AS snippet
    FROM (SELECT d.uuid, ${order.columns} FROM search_documents d
      WHERE ${matchCondition(spec)} ${sql.join(conditions.map((condition) => sql` AND ${condition}`), sql``)}
      ORDER BY ${order.inner} LIMIT ${spec.limit} OFFSET ${spec.offset}) p
    JOIN search_documents d ON d.uuid = p.uuid
    ORDER BY ${order.outer}`;
}

/** Lexicon words resembling each query word (trigram index), and the word itself when known. */
export function spellCandidatesQuery(words: readonly string[]): SQL {
  const list = sql.join(words.map((word) => sql`${word}`), sql`, `);
  return sql`SELECT w.word AS input, s.word, s.frequency, similarity(s.word, w.word) AS similarity
    FROM unnest(ARRAY[${list}]::text[]) AS w(word)
    CROSS JOIN LATERAL (
      SELECT word, frequency FROM search_words WHERE word % w.word OR word = w.word
      ORDER BY similarity(word, w.word) DESC, frequency DESC, word LIMIT 8) s`;
}
