/* A `webform--webform` record may take its definition from a Drupal Webform configuration export kept unchanged in
 * `drupal-config/` (`drupal_config: webform.webform.contact.yml`): the export's title, description, status,
 * categories, elements and settings become the record's attributes, and attributes the record gives itself win
 * (its key stays the machine name the site posts to). Real definitions thus reach the site as Tide sends them,
 * Drupal tokens and all. The export's attributes ride beside the record under EXPORTED_ATTRIBUTES, not inside it,
 * so that the seed's `{{placeholders}}` are replaced in the record's own attributes only: an export's Twig
 * (`{{ value }}`) is Drupal's and is served unchanged (records.ts merges the two after the replacement). */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { webformFromDrupalConfig } from "@yu/webform-rules";
import type { SeedFile } from "./load-files.ts";

export const DRUPAL_CONFIG_FOLDER = "drupal-config";

/** Where a record keeps the attributes read from its export until records.ts merges them under its own. */
export const EXPORTED_ATTRIBUTES: unique symbol = Symbol("attributes of a Drupal config export, served unchanged");
const EXPORT_FILE = /^webform\.webform\.[a-z0-9_]+\.yml$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function readExport(contentDir: string, file: string): Promise<{ attributes: Record<string, unknown> } | { error: string }> {
  if (!EXPORT_FILE.test(file)) return { error: `drupal_config must name a webform.webform.<id>.yml file in ${DRUPAL_CONFIG_FOLDER}/ (got ${JSON.stringify(file)})` };
  let text: string;
  try {
    text = await readFile(path.join(contentDir, DRUPAL_CONFIG_FOLDER, file), "utf8");
  } catch {
    return { error: `drupal_config: ${DRUPAL_CONFIG_FOLDER}/${file} not found` };
  }
  try {
    const read = webformFromDrupalConfig(parse(text), (source) => parse(source));
    return "error" in read ? { error: `drupal_config ${file}: ${read.error}` } : { attributes: read.attributes };
  } catch (error) {
    return { error: `drupal_config ${file}: YAML syntax error: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
  }
}

/** The files with every `drupal_config` record filled from its export; problems are collected, not thrown. */
export async function withDrupalConfigWebforms(files: SeedFile[], contentDir: string, problems: string[]): Promise<SeedFile[]> {
  const out: SeedFile[] = [];
  for (const file of files) {
    const records: unknown[] = [];
    for (const [index, record] of file.records.entries()) {
      if (!isRecord(record) || record.type !== "webform--webform" || record.drupal_config === undefined) {
        records.push(record);
        continue;
      }
      const { drupal_config: source, ...rest } = record;
      const read = await readExport(contentDir, typeof source === "string" ? source : "");
      if ("error" in read) {
        problems.push(`${file.file} record #${index + 1} (webform--webform:${String(record.key)}): ${read.error}`);
        records.push(rest);
        continue;
      }
      records.push({ ...rest, attributes: isRecord(rest.attributes) ? rest.attributes : {}, [EXPORTED_ATTRIBUTES]: read.attributes });
    }
    out.push({ file: file.file, records });
  }
  return out;
}
