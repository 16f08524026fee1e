import { normalisedTerms, type Synonym } from "../search/thesaurus.ts";
import { readYamlFile } from "./yaml-file.ts";

/** The search thesaurus, relative to CONTENT_DIR (in `search/`, which the record loader leaves alone). */
export const SYNONYMS_FILE = "search/synonyms.yaml";
const MATCHES = new Set(["anywhere", "whole-query"]);
const MAX_WORDS = 6;

function termList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every((term) => typeof term === "string")) return null;
  const terms = normalisedTerms(value as string[]);
  return terms.length === value.length && terms.every((term) => term.split(" ").length <= MAX_WORDS) ? terms : null;
}

/**
 * Checks parsed YAML as a list of synonyms (pure). Each is either `terms` (equivalents: each finds the others) or
 * `when` and `expand_to` (one way), with an optional `match`; every problem is collected with its record number.
 */
export function readSynonyms(parsed: unknown, problems: string[]): Synonym[] {
  if (parsed === null || parsed === undefined) return [];
  if (!Array.isArray(parsed)) {
    problems.push(`${SYNONYMS_FILE}: must hold a YAML list of synonyms`);
    return [];
  }
  const synonyms: Synonym[] = [];
  parsed.forEach((item: unknown, index) => {
    const where = `${SYNONYMS_FILE} record #${index + 1}`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      problems.push(`${where}: a synonym must be a mapping with terms, or with when and expand_to`);
      return;
    }
    const record = item as Record<string, unknown>;
    const before = problems.length;
    for (const name of Object.keys(record)) if (!["terms", "when", "expand_to", "match"].includes(name)) problems.push(`${where}: unknown field "${name}"`);
    const wordy = `a list of different words or phrases (letters and digits, up to ${MAX_WORDS} words each)`;
    let triggers: string[] | null = null;
    let expandsTo: string[] | null = null;
    if (record.terms !== undefined) {
      if (record.when !== undefined || record.expand_to !== undefined) problems.push(`${where}: give terms, or when and expand_to, not both`);
      triggers = termList(record.terms);
      expandsTo = triggers;
      if (triggers === null || triggers.length < 2) problems.push(`${where}: terms must be ${wordy}, at least two`);
    } else {
      triggers = termList(record.when);
      expandsTo = termList(record.expand_to);
      if (triggers === null) problems.push(`${where}: when must be ${wordy}`);
      if (expandsTo === null) problems.push(`${where}: expand_to must be ${wordy}`);
    }
    const match = record.match ?? "anywhere";
    if (typeof match !== "string" || !MATCHES.has(match)) problems.push(`${where}: match must be anywhere or whole-query`);
    if (problems.length > before || triggers === null || expandsTo === null) return;
    synonyms.push({ position: synonyms.length + 1, triggers, expandsTo, match: match === "whole-query" ? "whole-query" : "anywhere" });
  });
  return synonyms;
}

/** Reads `search/synonyms.yaml`; a missing file means no synonyms. */
export async function loadSynonyms(contentDir: string, problems: string[]): Promise<Synonym[]> {
  return readSynonyms((await readYamlFile(contentDir, SYNONYMS_FILE, problems))?.parsed, problems);
}
