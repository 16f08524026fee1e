import { sql, type SQL } from "drizzle-orm";
import type { CollectionKind } from "./collections.ts";
import { fullQuery, namingQuery, phraseQuery, strictQuery, type QueryPlan } from "./query-plan.ts";

/**
 * The text search configuration of the index and of plain queries (migration 9): PostgreSQL's English stemmer
 * without its stop-word list, so that `IT`, `it` and a query of stop words only still match.
 */
const SEARCH_CONFIG = sql.raw("'yu_english'::regconfig");

/**
 * What a strict match (the words as typed, or their synonyms) adds: more than every other part of a score can add
 * together (rank ≤ 1, phrase, course, title ≤ 1), so a match through a prefix or a typo alone never ranks above it.
 */
export const STRICT_TIER = 4;
/** Weight of a course whose title, summary or keywords name the query: courses before units (and pages). */
const COURSE_PRIOR = 0.75;
/** Weight of a document holding the query's words as a phrase. */
const PHRASE_BONUS = 0.3;

/**
 * A query with operators: websearch_to_tsquery, which never fails on any input, drops the English stop words
 * (unless the query has nothing else) and reads quotes, `-` and `OR`.
 */
function operatorQuery(text: string): SQL {
  return sql`(CASE WHEN numnode(websearch_to_tsquery('english', ${text})) = 0 THEN websearch_to_tsquery(${SEARCH_CONFIG}, ${text})
    ELSE websearch_to_tsquery('english', ${text}) END)`;
}

/** A plan's to_tsquery text (query-plan.ts: only letters, digits and operators of its own) as a tsquery. */
function planned(text: string): SQL {
  return sql`to_tsquery(${SEARCH_CONFIG}, ${text})`;
}

/** The tsquery everything the plan matches (typos and prefix too). */
function tsquery(plan: QueryPlan): SQL {
  return plan.groups === null ? operatorQuery(plan.text) : planned(fullQuery(plan.groups));
}

/** The tsquery of the words as typed and their synonyms only. */
function strictTsquery(plan: QueryPlan): SQL {
  return plan.groups === null ? operatorQuery(plan.text) : planned(strictQuery(plan.groups));
}

function inCollection(kind: CollectionKind): SQL {
  switch (kind) {
    case "content":
      return sql`TRUE`;
    case "courses":
      return sql`d.tab = 'courses'`;
    case "scholarships":
      return sql`d.tab = 'scholarships'`;
  }
}

/**
 * Every document of the collection matching a plan, with its text relevance. A strict match (the words as typed,
 * or their synonyms) scores STRICT_TIER + its rank, one through a prefix or a typo alone half its rank; ts_rank_cd
 * weighs title (A) > summary and keywords (B) > body (C). Then a bonus for the words as a phrase, and one for a
 * course that the query names. (The title bonus is added in process: see title-bonus.ts.)
 */
export function matchQuery(kind: CollectionKind, plan: QueryPlan): SQL {
  const groups = plan.groups;
  const phrase = groups === null ? null : phraseQuery(groups);
  const phraseBonus = phrase === null ? sql`` : sql` + CASE WHEN d.document @@ ${planned(phrase)} THEN ${sql.raw(String(PHRASE_BONUS))} ELSE 0 END`;
  const coursePrior = groups === null ? sql``
    : sql` + CASE WHEN d.type = 'node--course' AND d.document @@ ${planned(namingQuery(groups))} THEN ${sql.raw(String(COURSE_PRIOR))} ELSE 0 END`;
  const rank = sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', d.document, q.tsq, 1)`;
  return sql`SELECT d.uuid,
      (CASE WHEN d.document @@ q.strict THEN ${sql.raw(String(STRICT_TIER))} + ${rank} ELSE 0.5 * ${rank} END${phraseBonus}${coursePrior})::float8 AS score
    FROM (SELECT ${tsquery(plan)} AS tsq, ${strictTsquery(plan)} AS strict) q, search_documents d
    WHERE ${inCollection(kind)} AND d.document @@ q.tsq`;
}

/** The uuids of the collection's documents holding any of the words (each stemmed, never as a prefix). */
export function anyWordUuidsQuery(kind: CollectionKind, words: readonly string[]): SQL {
  const any = sql.join(words.map((word) => sql`d.document @@ plainto_tsquery(${SEARCH_CONFIG}, ${word})`), sql` OR `);
  return sql`SELECT d.uuid FROM search_documents d WHERE ${inCollection(kind)} AND (${any})`;
}

/** The uuids a plan matches strictly (did-you-mean compares a corrected query's matches with the original's). */
export function strictUuidsQuery(kind: CollectionKind, plan: QueryPlan): SQL {
  return sql`SELECT d.uuid FROM search_documents d WHERE ${inCollection(kind)} AND d.document @@ ${strictTsquery(plan)}`;
}

/** ts_headline options: plain text (no markers), about 30 words, one fragment. */
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=30, MinWords=15, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … "';
// Snippets are cut from the first part of the body only: ts_headline's cost grows with the text it reads.
const HEADLINE_BODY_CHARACTERS = 4_000;

/** What a page shows of its documents: a snippet biased to the plan's words when there is one, else the stored summary. */
export function displayQuery(uuids: readonly string[], plan: QueryPlan | null): SQL {
  const list = sql.join(uuids.map((uuid) => sql`${uuid}::uuid`), sql`, `);
  const snippet = plan === null ? sql`d.summary` : sql`ts_headline(${SEARCH_CONFIG},
      d.summary || ' ' || left(d.body, ${HEADLINE_BODY_CHARACTERS}), q.tsq, ${HEADLINE_OPTIONS})`;
  return sql`SELECT d.uuid, d.type, d.title, d.live_url, (extract(epoch FROM d.date) * 1000)::float8 AS date_ms, d.event_dates,
      d.file_type, d.file_size, d.meta, ${snippet} AS snippet
    FROM (SELECT ${plan === null ? sql`NULL::tsquery` : tsquery(plan)} AS tsq) q, search_documents d
    WHERE d.uuid IN (${list})`;
}
