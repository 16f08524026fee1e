import { drupalTimestamp } from "../drupal/timestamp.ts";

type Mapping = Record<string, unknown>;

function isMapping(value: unknown): value is Mapping {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A revision other than the published one, as written under `revisions:` or `working_copy:`. */
export interface RevisionSpec {
  attributes: Mapping;
  relationships: unknown;
  /** Drupal timestamp; null: the default (working copies only). */
  changed: string | null;
  /** The revision log message (`revision_log`); null when none. */
  log: string | null;
}

const FIELDS = new Set(["attributes", "relationships", "changed", "log"]);

function readSpec(raw: unknown, where: string, problems: string[], required: boolean): RevisionSpec | null {
  if (!isMapping(raw)) {
    problems.push(`${where} must be a mapping with attributes${required ? ", changed and log" : ""} (and relationships)`);
    return null;
  }
  for (const name of Object.keys(raw)) if (!FIELDS.has(name)) problems.push(`${where}: unknown field "${name}"`);
  if (raw.attributes !== undefined && !isMapping(raw.attributes)) problems.push(`${where}: attributes must be a mapping`);
  let changed: string | null = null;
  if (raw.changed !== undefined || required) {
    const time = typeof raw.changed === "string" ? Date.parse(raw.changed) : Number.NaN;
    if (Number.isNaN(time)) problems.push(`${where}: changed must be an ISO date and time`);
    else changed = drupalTimestamp(new Date(time));
  }
  let log: string | null = null;
  if (raw.log !== undefined || required) {
    if (typeof raw.log !== "string" || raw.log.trim() === "") problems.push(`${where}: log must be the revision log message`);
    else log = raw.log;
  }
  return { attributes: isMapping(raw.attributes) ? raw.attributes : {}, relationships: raw.relationships, changed, log };
}

/** `revisions:` — the older revisions, oldest first, each with attributes, changed and log (relationships optional). */
export function readOlderRevisions(raw: unknown, where: string, problems: string[]): RevisionSpec[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push(`${where}: revisions must be a list of older revisions, oldest first`);
    return [];
  }
  return raw.flatMap((item: unknown, index) => readSpec(item, `${where}: revisions[${index}]`, problems, true) ?? []);
}

/** `working_copy:` — attributes and/or relationships, and optionally changed and log. */
export function readWorkingCopy(raw: unknown, where: string, problems: string[]): RevisionSpec | null {
  if (raw === undefined || raw === null) return null;
  return readSpec(raw, `${where}: working_copy`, problems, false);
}

/** How much later than the published revision a working copy is `changed` when it does not say. */
export const WORKING_COPY_DELAY_MS = 60_000;

/** The working copy's `changed`: as written, else a minute after the published revision's. */
export function workingCopyChanged(spec: RevisionSpec, publishedChanged: string): string {
  return spec.changed ?? drupalTimestamp(new Date(Date.parse(publishedChanged) + WORKING_COPY_DELAY_MS));
}

/** Older revisions must be changed strictly in order and before the published one; a working copy after it. */
export function checkRevisionTimes(older: readonly RevisionSpec[], publishedChanged: string, workingChanged: string | null,
  where: string, problems: string[]): void {
  const times = older.map((spec) => Date.parse(spec.changed ?? ""));
  const published = Date.parse(publishedChanged);
  times.forEach((time, index) => {
    const next = index + 1 < times.length ? times[index + 1] ?? Number.NaN : published;
    if (!(time < next)) {
      problems.push(`${where}: revisions[${index}] must be changed before ${index + 1 < times.length ? `revisions[${index + 1}]` : "the published revision"}`);
    }
  });
  if (workingChanged !== null && !(Date.parse(workingChanged) > published)) {
    problems.push(`${where}: working_copy must be changed after the published revision`);
  }
}
