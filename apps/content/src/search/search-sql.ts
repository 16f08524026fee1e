import { sql, type SQL } from "drizzle-orm";
import type { CollectionKind } from "./collections.ts";
import { textQuery } from "./text-query.ts";

/** The tsquery of a non-empty query (see text-query.ts); the query text is always a bound parameter. */
export function tsquery(query: string): SQL {
  const { prefixQuery } = textQuery(query);
  return prefixQuery === null ? sql`websearch_to_tsquery('english', ${query})` : sql`to_tsquery('english', ${prefixQuery})`;
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
 * Every document of the collection matching a non-empty query, with its text relevance: ts_rank_cd with title
 * (A) > summary and keywords (B) > body (C), plus a bonus when the words appear as a phrase. (The title bonus
 * is added in process, from the catalogue's titles: see title-bonus.ts.)
 */
export function matchQuery(kind: CollectionKind, query: string): SQL {
  const { multiWord, prefixQuery } = textQuery(query);
  const phrase = multiWord
    ? sql` + CASE WHEN d.document @@ phraseto_tsquery('english', ${query}) THEN 0.3 ELSE 0 END` : sql``;
  // The prefix only widens the search for a word still being typed: a document with the whole words ("fees")
  // ranks before one that merely shares their beginning ("feeds").
  const rank = sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', d.document, q.tsq, 1)`;
  const relevance = prefixQuery === null
    ? rank
    : sql`CASE WHEN d.document @@ plainto_tsquery('english', ${query}) THEN 1 + ${rank} ELSE 0.5 * ${rank} END`;
  return sql`SELECT d.uuid, (${relevance}${phrase})::float8 AS score
    FROM (SELECT ${tsquery(query)} AS tsq) q, search_documents d
    WHERE ${inCollection(kind)} AND d.document @@ q.tsq`;
}

/** The uuids of the collection's documents holding any of the words (each stemmed, never as a prefix). */
export function anyWordUuidsQuery(kind: CollectionKind, words: readonly string[]): SQL {
  const any = sql.join(words.map((word) => sql`d.document @@ plainto_tsquery('english', ${word})`), sql` OR `);
  return sql`SELECT d.uuid FROM search_documents d WHERE ${inCollection(kind)} AND (${any})`;
}

/** The uuids a query matches (did-you-mean compares a corrected query's matches with the original's). */
export function matchUuidsQuery(kind: CollectionKind, query: string): SQL {
  return sql`SELECT d.uuid FROM search_documents d WHERE ${inCollection(kind)} AND d.document @@ ${tsquery(query)}`;
}

/** ts_headline options: plain text (no markers), about 30 words, one fragment. */
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=30, MinWords=15, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … "';
// Snippets are cut from the first part of the body only: ts_headline's cost grows with the text it reads.
const HEADLINE_BODY_CHARACTERS = 4_000;

/** What a page shows of its documents; `query` non-empty adds a query-biased snippet, else the stored summary. */
export function displayQuery(uuids: readonly string[], query: string): SQL {
  const list = sql.join(uuids.map((uuid) => sql`${uuid}::uuid`), sql`, `);
  const snippet = query === "" ? sql`d.summary` : sql`ts_headline('english',
      d.summary || ' ' || left(d.body, ${HEADLINE_BODY_CHARACTERS}), q.tsq, ${HEADLINE_OPTIONS})`;
  return sql`SELECT d.uuid, d.type, d.title, d.live_url, (extract(epoch FROM d.date) * 1000)::float8 AS date_ms, d.event_dates,
      d.file_type, d.file_size, d.meta, ${snippet} AS snippet
    FROM (SELECT ${query === "" ? sql`NULL::tsquery` : tsquery(query)} AS tsq) q, search_documents d
    WHERE d.uuid IN (${list})`;
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
