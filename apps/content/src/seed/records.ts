import { EXPORTED_ATTRIBUTES } from "./drupal-config-webforms.ts";
import type { SeedFile } from "./load-files.ts";
import { PlaceholderError, replaceDeep, type PlaceholderContext } from "./placeholders.ts";
import { isResourceType } from "./references.ts";
import { describeSource, type SeedRecord } from "./types.ts";

export const SPECIAL_TYPES = ["menu", "site_config", "redirect"] as const;
const KEY = /^[A-Za-z0-9][A-Za-z0-9_.:@/-]*$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Turns parsed YAML into records: placeholders replaced (not in the attributes of a Drupal config export, merged
 * under the record's own afterwards), `type` and `key` checked, duplicate type+key pairs reported with both places
 * they occur.
 */
export function readRecords(files: SeedFile[], placeholders: PlaceholderContext, problems: string[]): SeedRecord[] {
  const records: SeedRecord[] = [];
  const seen = new Map<string, SeedRecord>();
  for (const { file, records: raw } of files) {
    raw.forEach((item, index) => {
      const source = { file, index };
      if (typeof item !== "object" || item === null || Array.isArray(item)) {
        problems.push(`${describeSource(source)}: a record must be a mapping with type and key`);
        return;
      }
      const candidate = item as Record<string, unknown>;
      const type = candidate.type;
      const key = typeof candidate.key === "number" ? String(candidate.key) : candidate.key;
      if (typeof type !== "string" || !(isResourceType(type) || (SPECIAL_TYPES as readonly string[]).includes(type))) {
        problems.push(`${describeSource(source)}: type must be "{entity_type}--{bundle}", menu, site_config or redirect (got ${JSON.stringify(type)})`);
        return;
      }
      if (typeof key !== "string" || !KEY.test(key)) {
        problems.push(`${describeSource(source, type)}: key must be a non-empty word without spaces (got ${JSON.stringify(candidate.key)})`);
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = replaceDeep(candidate, placeholders) as Record<string, unknown>;
      } catch (error) {
        if (!(error instanceof PlaceholderError)) throw error;
        problems.push(`${describeSource(source, `${type}:${key}`)}: ${error.message}`);
        return;
      }
      // A Drupal config export's attributes, unchanged (its Twig is not a placeholder); the record's own win.
      const exported = (candidate as { [EXPORTED_ATTRIBUTES]?: unknown })[EXPORTED_ATTRIBUTES];
      if (isObject(exported)) body = { ...body, attributes: { ...exported, ...(isObject(body.attributes) ? body.attributes : {}) } };
      const record: SeedRecord = { type, key, source, body };
      const id = `${type}:${key}`;
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        problems.push(`${describeSource(source, id)}: duplicate key, already defined in ${describeSource(earlier.source)}`);
        return;
      }
      seen.set(id, record);
      records.push(record);
    });
  }
  return records;
}
