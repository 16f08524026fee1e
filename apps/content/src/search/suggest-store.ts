import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import type { Collection } from "./collections.ts";
import { escapeLike, escapeRegex, matchPatterns } from "./match-patterns.ts";
import { normaliseWords, queryWords } from "./normalise-words.ts";
import { SynonymStore } from "./synonym-store.ts";
import { expandWords } from "./thesaurus.ts";
import { computedAnswers } from "./result-cache.ts";
import type { SuggestionRow } from "./suggest-items.ts";

const NODE_TYPE = /^node--[a-z_]+$/;

/**
 * The collection's type list as SQL literals. They must be literals (not parameters): only then can the
 * planner prove that the query stays inside the collection's partial trigram index. They come from code,
 * never from a request, and are checked all the same.
 */
function typeList(collection: Collection): SQL {
  for (const type of collection.types) if (!NODE_TYPE.test(type)) throw new Error(`not a node type: ${type}`);
  return sql.raw(collection.types.map((type) => `'${type}'`).join(", "));
}

/** Displays the best `show` candidates: only those rows ever have their (wide, toasted) attributes read. */
function display(candidates: SQL, order: SQL): SQL {
  return sql`SELECT r.type, r.attributes ->> 'title' AS title, r.path_alias,
      r.attributes ->> 'field_course_level_label' AS level_label
    FROM (${candidates}) best JOIN resources r ON r.uuid = best.uuid
    ORDER BY ${order}`;
}

function toRows(result: unknown): SuggestionRow[] {
  return rawRows(result).map((row) => ({
    type: String(row.type),
    title: String(row.title),
    pathAlias: String(row.path_alias),
    levelLabel: typeof row.level_label === "string" ? row.level_label : null,
  }));
}

/** As long as the suggest.json responses may be cached by HTTP caches (PUBLIC_CACHE). */
export const SUGGEST_CACHE_TTL_MS = 60_000;
export const SUGGEST_CACHE_ENTRIES = 5_000;

/** Title suggestions over published default revisions (the rows of `resources`); see migration 2. */
export class SuggestStore {
  // People type the same few letters again and again: answers are kept as long as HTTP caches may keep
  // them, which is what lets one embedded (single-threaded) database serve as-you-type traffic.
  private readonly cache = computedAnswers<SuggestionRow[]>("suggestions", SUGGEST_CACHE_ENTRIES, SUGGEST_CACHE_TTL_MS);

  constructor(private readonly db: Db, private readonly synonyms: SynonymStore = new SynonymStore(db)) {}

  /** Forgets the answers kept in process (a node was published: they may show its old title). */
  forget(): void {
    this.cache.clear();
  }

  /** Up to `show` suggestions for `text`, from the cache when asked within the last minute. */
  async suggest(collection: Collection, text: string, show: number): Promise<SuggestionRow[]> {
    return this.cache.get(`${collection.name}\n${show}\n${text}`, () => this.query(collection, text, show));
  }

  /**
   * Up to `show` titles matching `text`, best first: the title starts with it, then a word starts with it (or
   * with a synonym of the whole text, from the search thesaurus: `IT` suggests "Bachelor of Information
   * Technology"), then it appears inside a word; within each, courses before the rest (as a search ranks them),
   * then shorter titles first, then alphabetical, then the internal id, so that equal titles always come in the
   * same order. Only when that leaves room do titles that merely resemble the text (trigram word similarity, for
   * typos) follow, the most similar first.
   */
  async query(collection: Collection, text: string, show: number): Promise<SuggestionRow[]> {
    const p = matchPatterns(text);
    const types = typeList(collection);
    const inCollection = sql`published AND path_alias IS NOT NULL AND type IN (${types})`;
    const synonyms = await this.synonymsOf(text);
    const synonymContains = synonyms.map((phrase) => sql` OR search_title LIKE ${`%${escapeLike(phrase)}%`}`);
    const synonymStart = synonyms.map((phrase) => sql` OR search_title ~ ${`(^|[^[:alnum:]])${escapeRegex(phrase)}`}`);
    // Ranking by position alone keeps the cost per candidate tiny: a three-letter prefix can match
    // thousands of catalogue titles, and word_similarity on each of them was most of the query's time.
    const literal = toRows(await this.db.execute(display(sql`
      SELECT uuid, internal_id, search_title, type = 'node--course' AS course,
        CASE WHEN search_title LIKE lower(${p.prefix}) ESCAPE '\\' THEN 0
             WHEN search_title ~ lower(${p.wordStart})${sql.join(synonymStart, sql``)} THEN 1
             ELSE 2 END AS tier
      FROM resources
      WHERE ${inCollection} AND (search_title LIKE lower(${p.contains}) ESCAPE '\\'${sql.join(synonymContains, sql``)})
      ORDER BY tier, course DESC, length(search_title), search_title, internal_id
      LIMIT ${show}`,
    sql`best.tier, best.course DESC, length(best.search_title), best.search_title, best.internal_id`)));
    if (literal.length === show) return literal;

    const similar = toRows(await this.db.execute(display(sql`
      SELECT uuid, internal_id, search_title, word_similarity(lower(${p.text}), search_title) AS score
      FROM resources
      WHERE ${inCollection} AND lower(${p.text}) <% search_title AND search_title NOT LIKE lower(${p.contains}) ESCAPE '\\'
      ORDER BY score DESC, length(search_title), search_title, internal_id
      LIMIT ${show - literal.length}`,
    sql`best.score DESC, length(best.search_title), best.search_title, best.internal_id`)));
    return [...literal, ...similar];
  }

  /** What the whole typed text also means, by the thesaurus: its synonyms' phrases (lower-case words), never itself. */
  private async synonymsOf(text: string): Promise<string[]> {
    const words = queryWords(text);
    const whole = expandWords(words, await this.synonyms.all()).find((expansion) => expansion.length === words.length);
    return whole === undefined ? [] : whole.phrases.filter((phrase) => phrase !== normaliseWords(text));
  }
}
