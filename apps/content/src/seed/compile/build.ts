import type { StoredIdentifier } from "../../db/schema.ts";
import type { IdAllocator } from "../id-allocator.ts";
import type { PlaceholderContext } from "../placeholders.ts";
import type { ResourceRow, RevisionRow } from "../types.ts";

export interface CompileOptions {
  placeholders: PlaceholderContext;
  /** Size in bytes of a file below the content `files/` folder (path relative to it); null when missing. */
  fileSize: (relativePath: string) => number | null;
}

export interface Target {
  uuid: string;
  type: string;
  internalId: number;
  /** Drupal's `drupal_internal__target_id`: the numeric id, or the machine name of a config entity. */
  targetId: number | string;
}

export interface Host {
  type: string;
  entityType: string;
  key: string;
  internalId: number;
}

export type Mapping = Record<string, unknown>;

/** What one compilation shares while it runs: ids handed out, reference targets, rows so far, problems found. */
export interface SeedBuild {
  options: CompileOptions;
  /** The seed time, in Drupal's format. */
  now: string;
  ids: IdAllocator;
  /** Every resource a reference may name, by "type:key". */
  targets: Map<string, Target>;
  /** Site term tids by the site record's key. */
  siteTids: Map<string, number>;
  resources: ResourceRow[];
  revisions: RevisionRow[];
  problems: string[];
}

export const MAIN_SITE_KEY = "main";

export function isMapping(value: unknown): value is Mapping {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function normaliseAlias(alias: string): string {
  return alias.length > 1 ? alias.replace(/\/+$/, "") : alias;
}

export function identifierFor(target: Target, meta?: Mapping): StoredIdentifier {
  return { type: target.type, id: target.uuid, meta: { drupal_internal__target_id: target.targetId, ...meta } };
}
