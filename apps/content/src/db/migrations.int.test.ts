import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conditionSql } from "../jsonapi/filter-sql.ts";
import { seedFromContent } from "../seed/seed-database.ts";
import { isDatabaseEmpty } from "../seed/write-seed.ts";
import { prepareDatabase } from "../startup.ts";
import { FIXTURES_DIR, openTestDatabase, TEST_DRIVERS, TEST_NOW, testConfig } from "../testing/test-app.ts";
import type { Database } from "./connection.ts";
import { runMigrations } from "./migrations.ts";
import { rawRows } from "./raw-rows.ts";
import { STOP_WORDS } from "../search/stop-words.ts";

const placeholders = { productName: "Yarra University", shortName: "YU", slug: "yu", now: TEST_NOW };
const quiet = { info: () => undefined, warn: () => undefined };

describe.each(TEST_DRIVERS)("migrations and seeding ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "empty database", () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await openTestDatabase(driver, "migrations"));
    });
    afterAll(async () => drop?.());

    it("applies migrations once and is idempotent", async () => {
      expect(await runMigrations(database.db)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(await runMigrations(database.db)).toEqual([]);
      const indexes = rawRows(await database.db.execute(sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'resources' ORDER BY indexname`))
        .map((row) => row.indexname);
      expect(indexes).toEqual(["resources_attributes_path_idx", "resources_entity_internal_idx", "resources_path_alias_idx", "resources_pkey", "resources_relationship_names_idx",
        "resources_search_text_trgm_idx", "resources_site_tids_idx", "resources_title_trgm_content_idx", "resources_title_trgm_courses_idx",
        "resources_title_trgm_scholarships_idx", "resources_type_idx"]);
      await database.db.execute(sql`INSERT INTO editor_accounts (name, pass_hash) VALUES ('Jane', 'x')`);
      await expect(database.db.execute(sql`INSERT INTO editor_accounts (name, pass_hash) VALUES ('jANE', 'y')`)).rejects.toThrow();
      await database.db.execute(sql`DELETE FROM editor_accounts`);
      const trigram = rawRows(await database.db.execute(sql`SELECT similarity('nursing', 'nurse') > 0 AS ok`));
      expect(trigram[0]?.ok).toBe(true);
    });

    it("indexes every word, stop words included, and the queries' stop words are PostgreSQL's English ones", async () => {
      const vector = rawRows(await database.db.execute(sql`SELECT to_tsvector('yu_english', 'Master of IT')::text AS v`))[0]?.v;
      expect(vector).toBe("'it':3 'master':1 'of':2");
      const words = [...STOP_WORDS];
      const kept = rawRows(await database.db.execute(sql`SELECT w FROM unnest(ARRAY[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]) AS w WHERE ts_lexize('english_stem', w) <> '{}'`));
      expect(kept).toEqual([]);
      expect(words.length).toBe(127);
    });

    it("answers an equality filter from the indexes rather than by reading every resource of the type", async () => {
      const plan = await database.db.transaction(async (tx) => {
        // The test database is nearly empty, where reading it all is cheapest: ask whether the index can be used.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const where = conditionSql(["field_unit_code"], "=", ["BCO1101"], { includeUnpublished: false });
        return rawRows(await tx.execute(sql`EXPLAIN SELECT uuid FROM resources WHERE ${where}`))
          .map((row) => String(row["QUERY PLAN"])).join("\n");
      });
      expect(plan).toContain("resources_attributes_path_idx");
      expect(plan).toContain("resources_relationship_names_idx");
    });

    it("keeps no GIN index with a pending list, which nothing here would ever merge", async () => {
      const gin = rawRows(await database.db.execute(sql`SELECT c.relname AS name, c.reloptions::text AS options FROM pg_class c
        JOIN pg_am am ON am.oid = c.relam WHERE am.amname = 'gin' AND c.relkind = 'i' ORDER BY c.relname`));
      expect(gin.length).toBeGreaterThanOrEqual(8);
      for (const index of gin) expect(index, String(index.name)).toMatchObject({ options: "{fastupdate=off}" });
    });

    it("seeds an empty database and reseeds with reset, restoring the demo editor accounts", async () => {
      const seed = (reset: boolean, demoEditors: boolean) =>
        seedFromContent({ db: database.db, contentDir: FIXTURES_DIR, placeholders, reset, scale: 0, demoEditors, log: quiet });
      const accounts = async () => rawRows(await database.db.execute(sql`SELECT uid, name, roles, blocked FROM editor_accounts ORDER BY uid`));
      expect(await isDatabaseEmpty(database.db)).toBe(true);
      const first = await seed(false, false);
      expect(await isDatabaseEmpty(database.db)).toBe(false);
      expect(await accounts()).toEqual([]);
      await expect(seed(false, true)).rejects.toThrow();
      const second = await seed(true, true);
      expect(second.counts).toEqual(first.counts);
      const count = rawRows(await database.db.execute(sql`SELECT count(*)::int AS n FROM resources`))[0]?.n;
      expect(count).toBe(Object.values(first.counts).reduce((sum, n) => sum + n, 0));
      const seeded = await accounts();
      expect(seeded.map((row) => [row.name, row.roles, row.blocked])).toEqual([["editor", ["editor"], false],
        ["Approver", ["approver", "previewer"], false], ["member", [], false], ["blocked", ["editor"], true]]);

      // --reset puts the demo accounts back as written (same uid, sessions ended) and leaves other accounts alone.
      const editorUid = Number(seeded[0]?.uid);
      await database.db.execute(sql`UPDATE editor_accounts SET blocked = true, roles = '{}', pass_hash = 'x' WHERE uid = ${editorUid}`);
      await database.db.execute(sql`INSERT INTO editor_sessions (sid, uid, created_at, expires_at, logout_token)
        VALUES ('0b6f4c1e-5b8a-4a4e-9a43-3c2f7d1e9b10', ${editorUid}, now(), now() + interval '1 hour', 't')`);
      await database.db.execute(sql`INSERT INTO editor_accounts (name, pass_hash, roles) VALUES ('real-editor', 'h', '{editor}')`);
      await seed(true, true);
      const after = await accounts();
      expect(after.slice(0, 4)).toEqual(seeded);
      expect(after[4]).toMatchObject({ name: "real-editor" });
      const hash = rawRows(await database.db.execute(sql`SELECT pass_hash FROM editor_accounts WHERE uid = ${editorUid}`))[0]?.pass_hash;
      expect(String(hash)).toMatch(/^\$argon2id\$/);
      const ended = rawRows(await database.db.execute(sql`SELECT ended_at IS NOT NULL AS ended FROM editor_sessions`))[0]?.ended;
      expect(ended).toBe(true);
    });

    it("gives the planner statistics of what it seeded, and again at start-up (PGlite never analyses on its own)", async () => {
      const statistics = async () => Number(rawRows(await database.db.execute(sql`SELECT count(*)::int AS n FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = 'resources'`))[0]?.n);
      expect(await statistics()).toBeGreaterThan(0);
      await database.db.execute(sql`DELETE FROM pg_statistic WHERE starelid = 'resources'::regclass`);
      expect(await statistics()).toBe(0);
      await prepareDatabase(database.db, testConfig(), quiet);
      expect(await statistics()).toBeGreaterThan(0);
    });

    it("indexes a database seeded before the search index existed, once, at start-up", async () => {
      const documents = async () => Number(rawRows(await database.db.execute(sql`SELECT count(*)::int AS n FROM search_documents`))[0]?.n);
      const indexed = await documents();
      expect(indexed).toBeGreaterThan(0);
      await database.db.execute(sql`DELETE FROM search_documents`);
      const messages: string[] = [];
      await prepareDatabase(database.db, testConfig(), { info: (message: string) => messages.push(message), warn: () => undefined });
      expect(await documents()).toBe(indexed);
      expect(messages.join("\n")).toMatch(/search: indexed \d+ documents/);
      await prepareDatabase(database.db, testConfig(), { info: (message: string) => messages.push(message), warn: () => undefined });
      expect(messages.filter((message) => message.startsWith("search:"))).toHaveLength(1);
    });

    it("adds the demo editor accounts to a database seeded before they existed, once, at start-up", async () => {
      const names = async () => rawRows(await database.db.execute(sql`SELECT name FROM editor_accounts ORDER BY uid`)).map((row) => row.name);
      await database.db.execute(sql`DELETE FROM editor_accounts`);
      const messages: string[] = [];
      const log = { info: (message: string) => messages.push(message), warn: (message: string) => messages.push(message) };
      await prepareDatabase(database.db, testConfig({ CONTENT_DEMO_EDITORS: "false" }), log);
      expect(await names()).toEqual([]);
      await prepareDatabase(database.db, testConfig(), log);
      expect(await names()).toEqual(["editor", "Approver", "member", "blocked"]);
      await database.db.execute(sql`DELETE FROM editor_accounts WHERE name <> 'member'`);
      await prepareDatabase(database.db, testConfig(), log);
      expect(await names()).toEqual(["member"]);
      expect(messages.filter((message) => message.includes("demo editor accounts"))).toEqual(["database: added the 4 demo editor accounts of editors.yaml"]);
    });
  });
});
