import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import type { Collection } from "./collections.ts";
import { matchPatterns } from "./match-patterns.ts";
import type { SuggestionRow } from "./suggest-items.ts";

const NODE_TYPE = /^node--[a-z_]+$/;

/**
 * The collection's type list as SQL literals. They must be literals (not parameters): only then can the
 * planner prove that the query stays inside the collection's partial trigram index. They come from code,
 * never from a request, and are checked all the same.
 */
function typeList(collection: Collection) {
  for (const type of collection.types) if (!NODE_TYPE.test(type)) throw new Error(`not a node type: ${type}`);
  return sql.raw(collection.types.map((type) => `'${type}'`).join(", "));
}

/** Title suggestions over published default revisions (the rows of `resources`); see migration 2. */
export class SuggestStore {
  constructor(private readonly db: Db) {}

  /**
   * Up to `show` titles matching `text`, best first: the title starts with it, then a word starts with it,
   * then it appears inside a word, then trigram word similarity alone; within each, the more similar, the
   * shorter, then alphabetical, then the internal id, so that equal titles always come in the same order.
   */
  async suggest(collection: Collection, text: string, show: number): Promise<SuggestionRow[]> {
    const p = matchPatterns(text);
    const result = await this.db.execute(sql`
      SELECT r.type, r.attributes ->> 'title' AS title, r.path_alias, r.attributes ->> 'field_course_level_label' AS level_label
      FROM (
        SELECT uuid, internal_id, search_title,
          CASE WHEN search_title LIKE lower(${p.prefix}) ESCAPE '\\' THEN 0
               WHEN search_title ~ lower(${p.wordStart}) THEN 1
               WHEN search_title LIKE lower(${p.contains}) ESCAPE '\\' THEN 2
               ELSE 3 END AS tier,
          word_similarity(lower(${p.text}), search_title) AS score
        FROM resources
        WHERE published AND path_alias IS NOT NULL AND type IN (${typeList(collection)})
          AND (search_title LIKE lower(${p.contains}) ESCAPE '\\' OR lower(${p.text}) <% search_title)
        ORDER BY tier, score DESC, length(search_title), search_title, internal_id
        LIMIT ${show}
      ) best
      JOIN resources r ON r.uuid = best.uuid
      ORDER BY best.tier, best.score DESC, length(best.search_title), best.search_title, best.internal_id`);
    return rawRows(result).map((row) => ({
      type: String(row.type),
      title: String(row.title),
      pathAlias: String(row.path_alias),
      levelLabel: typeof row.level_label === "string" ? row.level_label : null,
    }));
  }
}
