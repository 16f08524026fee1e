import { and, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { resources, searchDocuments } from "../db/schema.ts";
import { buildFileDocument, buildNodeDocument, type IndexedResource, type RelatedLookup, type RelatedResource, type SearchDocument } from "./search-document.ts";

// 500 documents are 9,000 bind parameters: far below PostgreSQL's limit and quick on both drivers.
const BATCH_SIZE = 500;
const UUID_CHUNK = 1_000;

export interface IndexSummary {
  documents: number;
  milliseconds: number;
}

/** Published terms, paragraphs and files: everything a search document reads besides its own row. */
async function loadLookup(db: Db): Promise<RelatedLookup> {
  const rows = await db.select({ uuid: resources.uuid, type: resources.type, internalId: resources.internalId,
    attributes: resources.attributes, relationships: resources.relationships })
    .from(resources)
    .where(and(eq(resources.published, true), inArray(resources.entityType, ["taxonomy_term", "paragraph", "file"])));
  const byUuid = new Map<string, RelatedResource>();
  const domains = new Map<number, string>();
  for (const row of rows) {
    byUuid.set(row.uuid, row);
    if (row.type === "taxonomy_term--sites" && row.internalId !== null && typeof row.attributes.field_site_domains === "string") {
      const first = row.attributes.field_site_domains.split(/\r?\n/)[0]?.trim();
      if (first !== undefined && first !== "") domains.set(row.internalId, first);
    }
  }
  return { get: (uuid) => byUuid.get(uuid), siteDomain: (tid) => domains.get(tid) ?? null };
}

const indexable = and(eq(resources.published, true),
  or(and(eq(resources.entityType, "node"), isNotNull(resources.pathAlias)), eq(resources.type, "media--document")));

async function loadResources(db: Db, where: SQL | undefined): Promise<IndexedResource[]> {
  const rows = await db.select({ uuid: resources.uuid, type: resources.type, entityType: resources.entityType,
    internalId: resources.internalId, attributes: resources.attributes, relationships: resources.relationships,
    pathAlias: resources.pathAlias, primarySite: resources.primarySite, siteTids: resources.siteTids })
    .from(resources).where(and(indexable, where));
  return rows.map((row) => ({ ...row, internalId: row.internalId ?? 0 }));
}

function build(rows: IndexedResource[], lookup: RelatedLookup): SearchDocument[] {
  return rows.flatMap((row) => {
    const document = row.type === "media--document" ? buildFileDocument(row, lookup) : buildNodeDocument(row, lookup);
    return document === null ? [] : [document];
  });
}

async function insertDocuments(db: Db, documents: SearchDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += BATCH_SIZE) {
    await db.insert(searchDocuments).values(documents.slice(start, start + BATCH_SIZE));
  }
}

/**
 * The did-you-mean lexicon: lower-cased words of three letters or more from titles and summaries, with the
 * number of documents using each. Rebuilt whole: it is one statement over narrow columns. Last step of every
 * reindex, so it also moves the index version.
 */
async function rebuildLexicon(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM search_words`);
  await db.execute(sql`INSERT INTO search_words (word, frequency)
    SELECT word, count(DISTINCT d.uuid)::integer
    FROM search_documents d, regexp_split_to_table(lower(d.title || ' ' || d.summary), '[^[:alpha:]]+') AS word
    WHERE length(word) >= 3
    GROUP BY word`);
  await db.execute(sql`UPDATE search_index_state SET version = version + 1 WHERE id = 1`);
}

/** Rebuilds every search document and the lexicon, in one transaction (readers never see a half-built index). */
export async function reindexAll(db: Db): Promise<IndexSummary> {
  const started = performance.now();
  const count = await db.transaction(async (tx) => {
    const lookup = await loadLookup(tx);
    const documents = build(await loadResources(tx, undefined), lookup);
    // TRUNCATE (not DELETE) leaves no dead rows behind: PGlite has no autovacuum to clear them.
    await tx.execute(sql`TRUNCATE search_documents`);
    await insertDocuments(tx, documents);
    await rebuildLexicon(tx);
    return documents.length;
  });
  return { documents: count, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Brings the documents of these resources up to date: each is rebuilt from its published default revision,
 * or removed when it is no longer published, has no path alias, or no longer exists. Publishing, unpublishing
 * and new revisions call this with the nodes they changed (and terms' renames with the nodes that use them).
 */
export async function reindexNodes(db: Db, uuids: readonly string[]): Promise<IndexSummary> {
  const started = performance.now();
  const unique = [...new Set(uuids)];
  const count = await db.transaction(async (tx) => {
    const lookup = await loadLookup(tx);
    let written = 0;
    for (let start = 0; start < unique.length; start += UUID_CHUNK) {
      const chunk = unique.slice(start, start + UUID_CHUNK);
      const documents = build(await loadResources(tx, inArray(resources.uuid, chunk)), lookup);
      await tx.delete(searchDocuments).where(inArray(searchDocuments.uuid, chunk));
      await insertDocuments(tx, documents);
      written += documents.length;
    }
    await rebuildLexicon(tx);
    return written;
  });
  return { documents: count, milliseconds: Math.round(performance.now() - started) };
}

/** Databases seeded before the search index existed get it built once, at start-up. */
export async function ensureSearchIndex(db: Db, log: { info(message: string): void }): Promise<void> {
  const row = rawRows(await db.execute(sql`SELECT
    EXISTS (SELECT 1 FROM search_documents) AS indexed,
    EXISTS (SELECT 1 FROM resources WHERE entity_type = 'node' AND published AND path_alias IS NOT NULL) AS has_nodes`))[0];
  if (row === undefined || row.indexed === true || row.has_nodes !== true) return;
  const summary = await reindexAll(db);
  log.info(`search: indexed ${summary.documents} documents in ${summary.milliseconds} ms`);
}
