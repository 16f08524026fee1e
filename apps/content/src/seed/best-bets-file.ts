import type { BestBet } from "../search/best-bets.ts";
import { PlaceholderError, replaceDeep, type PlaceholderContext } from "./placeholders.ts";
import { readYamlFile } from "./yaml-file.ts";

/** Where the curated search answers live, relative to CONTENT_DIR (a folder the record loader leaves alone). */
export const BEST_BETS_FILE = "search/best-bets.yaml";
const FIELDS = new Set(["triggers", "title", "description", "path"]);

function isText(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * Reads `search/best-bets.yaml`: a list of `{ triggers, title, description, path }`. A missing file means no
 * best bets. Every problem is collected with its record number; `servedPaths` are the paths a bet may point at.
 */
export async function loadBestBets(contentDir: string, placeholders: PlaceholderContext, servedPaths: ReadonlySet<string>,
  problems: string[]): Promise<BestBet[]> {
  const parsed = (await readYamlFile(contentDir, BEST_BETS_FILE, problems))?.parsed;
  if (parsed === null || parsed === undefined) return [];
  if (!Array.isArray(parsed)) {
    problems.push(`${BEST_BETS_FILE}: must hold a YAML list of best bets`);
    return [];
  }
  const bets: BestBet[] = [];
  parsed.forEach((item: unknown, index) => {
    const where = `${BEST_BETS_FILE} record #${index + 1}`;
    let record: unknown;
    try {
      record = replaceDeep(item, placeholders);
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
      problems.push(`${where}: ${error.message}`);
      return;
    }
    if (typeof record !== "object" || record === null || Array.isArray(record)) {
      problems.push(`${where}: a best bet must be a mapping with triggers, title, description and path`);
      return;
    }
    const bet = record as Record<string, unknown>;
    const before = problems.length;
    for (const name of Object.keys(bet)) if (!FIELDS.has(name)) problems.push(`${where}: unknown field "${name}"`);
    const triggers = Array.isArray(bet.triggers) ? bet.triggers : [];
    if (triggers.length === 0 || !triggers.every(isText)) problems.push(`${where}: triggers must be a list of words or phrases`);
    if (!isText(bet.title)) problems.push(`${where}: title is required`);
    if (bet.description !== undefined && typeof bet.description !== "string") problems.push(`${where}: description must be text`);
    if (typeof bet.path !== "string" || !/^\/[^\s?#]*$/.test(bet.path)) problems.push(`${where}: path must be a site path starting with "/"`);
    else if (!servedPaths.has(bet.path)) problems.push(`${where}: path ${bet.path} is not a published page or redirect`);
    if (problems.length > before) return;
    bets.push({ position: bets.length + 1, triggers: triggers as string[], title: bet.title as string,
      description: typeof bet.description === "string" ? bet.description : "", path: bet.path as string });
  });
  return bets;
}
