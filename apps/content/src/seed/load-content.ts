import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { loadBestBets } from "./best-bets-file.ts";
import { compileSeed } from "./compile.ts";
import { withDrupalConfigWebforms } from "./drupal-config-webforms.ts";
import { loadEditors } from "./editors-file.ts";
import { loadSeedFiles } from "./load-files.ts";
import { loadSynonyms } from "./synonyms-file.ts";
import type { PlaceholderContext } from "./placeholders.ts";
import { SeedValidationError, type CompiledSeed } from "./types.ts";

/** Sizes of every file below `dir`, keyed by forward-slash path relative to it. */
async function scanFileSizes(dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const walk = async (current: string) => {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) sizes.set(path.relative(dir, full).split(path.sep).join("/"), (await stat(full)).size);
    }
  };
  await walk(dir);
  return sizes;
}

/** Reads, validates and compiles the content folder; throws SeedValidationError listing every problem. */
export async function loadContent(contentDir: string, placeholders: PlaceholderContext): Promise<CompiledSeed> {
  const loaded = await loadSeedFiles(contentDir);
  const problems = loaded.problems;
  const files = await withDrupalConfigWebforms(loaded.files, contentDir, problems);
  const sizes = await scanFileSizes(path.join(contentDir, "files"));
  let compiled: CompiledSeed;
  try {
    compiled = compileSeed(files, { placeholders, fileSize: (relative) => sizes.get(relative) ?? null });
  } catch (error) {
    if (error instanceof SeedValidationError) throw new SeedValidationError([...problems, ...error.problems]);
    throw error;
  }
  const served = new Set([
    ...compiled.resources.flatMap((row) => (row.published && row.pathAlias !== null ? [row.pathAlias] : [])),
    ...compiled.redirects.map((redirect) => redirect.source),
  ]);
  const bestBets = await loadBestBets(contentDir, placeholders, served, problems);
  const synonyms = await loadSynonyms(contentDir, problems);
  const editors = await loadEditors(contentDir, problems);
  if (problems.length > 0) throw new SeedValidationError(problems);
  return editors === undefined ? { ...compiled, bestBets, synonyms } : { ...compiled, bestBets, synonyms, editors };
}
