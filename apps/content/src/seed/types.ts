import type { Synonym } from "../search/thesaurus.ts";
import type { BestBet } from "../search/best-bets.ts";
import type { EditorSeed } from "./editors-file.ts";
import type { RedirectRow, ResourceRow, RevisionRow, SiteConfigRow } from "../db/resource-store.ts";

export type { RedirectRow, ResourceRow, RevisionRow, SiteConfigRow };

/** Where a record came from, for error messages that name the file and the record. */
export interface RecordSource {
  file: string;
  index: number;
}

export interface SeedRecord {
  type: string;
  key: string;
  source: RecordSource;
  body: Record<string, unknown>;
}

export interface CompiledSeed {
  resources: ResourceRow[];
  revisions: RevisionRow[];
  redirects: RedirectRow[];
  siteConfigs: SiteConfigRow[];
  /** Curated search answers from `search/best-bets.yaml` (absent: leave the stored ones alone). */
  bestBets?: BestBet[];
  /** The search thesaurus from `search/synonyms.yaml` (absent: leave the stored one alone). */
  synonyms?: Synonym[];
  /** Demo editor accounts from `editors.yaml` (absent: leave the stored accounts alone). */
  editors?: EditorSeed[];
  /** Suspicious but loadable content (e.g. a menu link to a path no resource has). */
  warnings: string[];
}

export class SeedValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length} problem(s) in the seed content:\n- ${problems.slice(0, 50).join("\n- ")}`
      + (problems.length > 50 ? `\n… and ${problems.length - 50} more` : ""));
    this.name = "SeedValidationError";
  }
}

export function describeSource(source: RecordSource, label?: string): string {
  return `${source.file} record #${source.index + 1}${label === undefined ? "" : ` (${label})`}`;
}
