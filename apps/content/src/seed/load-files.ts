import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";

export interface SeedFile {
  /** Path relative to the content directory, with forward slashes. */
  file: string;
  records: unknown[];
}

// Top-level folders and files whose YAML is not records: `search/` holds best bets, read by seed/best-bets-file.ts;
// `editors.yaml` the demo editor accounts, read by seed/editors-file.ts; `drupal-config/` Drupal Webform exports,
// read by seed/drupal-config-webforms.ts for the records that name them.
const SEPARATE_FOLDERS = new Set(["search", "drupal-config"]);
const SEPARATE_FILES = new Set(["editors.yaml"]);

async function listYamlFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    if (dir === root && entry.isDirectory() && SEPARATE_FOLDERS.has(entry.name)) continue;
    if (dir === root && entry.isFile() && SEPARATE_FILES.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...await listYamlFiles(root, full));
    else if (entry.isFile() && /\.ya?ml$/i.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * Reads every YAML file below `dir` (sorted, so ids come out the same on every machine). A file holds a
 * list of records; an empty file is allowed. Syntax errors are collected, not thrown one at a time.
 */
export async function loadSeedFiles(dir: string): Promise<{ files: SeedFile[]; problems: string[] }> {
  const paths = (await listYamlFiles(dir, dir)).map((full) => path.relative(dir, full).split(path.sep).join("/"));
  paths.sort();
  const files: SeedFile[] = [];
  const problems: string[] = [];
  for (const file of paths) {
    const text = await readFile(path.join(dir, file), "utf8");
    let parsed: unknown;
    try {
      parsed = parse(text, { uniqueKeys: true, prettyErrors: true });
    } catch (error) {
      problems.push(`${file}: YAML syntax error: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      continue;
    }
    if (parsed === null || parsed === undefined) {
      files.push({ file, records: [] });
    } else if (Array.isArray(parsed)) {
      files.push({ file, records: parsed });
    } else {
      problems.push(`${file}: must hold a YAML list of records`);
    }
  }
  return { files, problems };
}
