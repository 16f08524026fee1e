import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { resources } from "../db/schema.ts";
import { seedUuid } from "./ids.ts";
import { loadContent } from "./load-content.ts";
import type { PlaceholderContext } from "./placeholders.ts";
import { generateCatalogue, type TermRef } from "./synthetic/catalogue.ts";
import { LINKED_TERMS } from "./synthetic/word-lists.ts";
import { seedEditors } from "./seed-editors.ts";
import { writeSeed } from "./write-seed.ts";

export interface SeedLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface SeedOptions {
  db: Db;
  contentDir: string;
  placeholders: PlaceholderContext;
  reset: boolean;
  /** Synthetic courses to add after the content (0 = none). */
  scale: number;
  /** Put the demo editor accounts of `editors.yaml` in (CONTENT_DEMO_EDITORS); their passwords are public. */
  demoEditors: boolean;
  log: SeedLogger;
}

export interface SeedSummary {
  counts: Record<string, number>;
  redirects: number;
  synthetic: { courses: number; units: number; unitSets: number; scholarships: number } | null;
  milliseconds: number;
}

/** Loads the content folder into the database, then optionally the synthetic catalogue. */
export async function seedFromContent(options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const compiled = await loadContent(options.contentDir, options.placeholders);
  for (const warning of compiled.warnings) options.log.warn(`seed: ${warning}`);
  await writeSeed(options.db, compiled, { reset: options.reset, reindex: "all" });
  if (compiled.editors !== undefined && options.demoEditors) await seedEditors(options.db, compiled.editors);
  else if (compiled.editors !== undefined) options.log.info("seed: demo editor accounts left out (CONTENT_DEMO_EDITORS is off)");
  const counts: Record<string, number> = {};
  for (const row of compiled.resources) counts[row.type] = (counts[row.type] ?? 0) + 1;
  const byKind = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)).map(([type, count]) => `${type} ${count}`);
  options.log.info(`seed: ${compiled.resources.length} resources (${byKind.join(", ")}), ${compiled.revisions.length} revisions, `
    + `${compiled.redirects.length} redirects, ${compiled.siteConfigs.length} site configurations`
    + `${compiled.editors === undefined || !options.demoEditors ? "" : `, ${compiled.editors.length} demo editor accounts`}`
    + ` from ${options.contentDir}`);
  const synthetic = options.scale > 0
    ? await addSyntheticCatalogue(options.db, options.scale, options.placeholders.now, options.log) : null;
  const milliseconds = Date.now() - started;
  options.log.info(`seed: done in ${milliseconds} ms`);
  return { counts, redirects: compiled.redirects.length, synthetic, milliseconds };
}

async function knownTerms(db: Db, keys: { type: string; key: string }[]): Promise<Map<string, TermRef>> {
  const byUuid = new Map(keys.map(({ type, key }) => [seedUuid(type, key), `${type}:${key}`]));
  const rows = await db.select({ uuid: resources.uuid, tid: resources.internalId }).from(resources)
    .where(inArray(resources.uuid, [...byUuid.keys()]));
  const terms = new Map<string, TermRef>();
  for (const row of rows) {
    const name = byUuid.get(row.uuid);
    if (name !== undefined && row.tid !== null) terms.set(name, { uuid: row.uuid, tid: row.tid });
  }
  return terms;
}

/** Adds the generated catalogue to an already seeded database, continuing its id sequences. */
export async function addSyntheticCatalogue(db: Db, courses: number, now: Date, log: SeedLogger) {
  const started = Date.now();
  const existing = await db.select({ uuid: resources.uuid }).from(resources)
    .where(sql`${resources.attributes} @> '{"field_synthetic": true}'::jsonb`).limit(1);
  if (existing.length > 0) throw new Error("the database already holds a synthetic catalogue; reseed with --reset");
  const maxima = rawRows(await db.execute(sql`SELECT
    (SELECT coalesce(max(internal_id), 0) FROM resources WHERE entity_type = 'node') AS nid,
    (SELECT coalesce(max(id), 0) FROM revisions) AS vid`))[0] ?? {};
  const sites = await db.select({ uuid: resources.uuid, tid: resources.internalId }).from(resources)
    .where(eq(resources.type, "taxonomy_term--sites")).orderBy(resources.internalId);
  const site = sites.find((row) => row.tid === 7) ?? sites[0];
  // Every term and image the generator links to, as seeded from content/ (missing ones stay unlinked).
  const terms = await knownTerms(db, LINKED_TERMS);
  const paths = await db.select({ alias: resources.pathAlias }).from(resources).where(and(eq(resources.entityType, "node"),
    or(like(resources.pathAlias, "/courses/%"), like(resources.pathAlias, "/units/%"), like(resources.pathAlias, "/unitsets/%"),
      like(resources.pathAlias, "/scholarships/%"))));
  const catalogue = generateCatalogue({
    courses, now, terms, firstNodeId: Number(maxima.nid) + 1, firstRevisionId: Number(maxima.vid) + 1,
    mainSite: site === undefined || site.tid === null ? null : { uuid: site.uuid, tid: site.tid },
    takenPaths: new Set(paths.flatMap((row) => (row.alias === null ? [] : [row.alias]))),
  });
  await writeSeed(db, { resources: catalogue.resources, revisions: catalogue.revisions, redirects: [], siteConfigs: [] },
    { reset: false, reindex: "written" });
  const { counts } = catalogue;
  log.info(`seed: synthetic catalogue of ${counts.courses} courses, ${counts.units} units, ${counts.unitSets} unit sets and ${counts.scholarships} scholarships `
    + `in ${Date.now() - started} ms`);
  return counts;
}

