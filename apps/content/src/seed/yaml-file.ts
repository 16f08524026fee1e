import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";

/**
 * Reads one YAML file of the content folder that is not records (best bets, synonyms, editors): undefined when
 * there is no such file, or when its YAML cannot be read (a problem is then collected), else what it holds.
 */
export async function readYamlFile(contentDir: string, file: string, problems: string[]): Promise<{ parsed: unknown } | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(contentDir, file), "utf8");
  } catch {
    return undefined;
  }
  try {
    return { parsed: parse(text, { uniqueKeys: true }) as unknown };
  } catch (error) {
    problems.push(`${file}: YAML syntax error: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return undefined;
  }
}
