import { nameProblem, passwordProblem } from "../auth/account-rules.ts";
import { checkRoles, type EditorialRole } from "../auth/roles.ts";
import { readYamlFile } from "./yaml-file.ts";

/** Demo editor accounts, relative to CONTENT_DIR (a file the record loader leaves alone). */
export const EDITORS_FILE = "editors.yaml";
const FIELDS = new Set(["name", "password", "roles", "blocked"]);

/** A demo account as written: the password in clear, hashed only when it is seeded. */
export interface EditorSeed {
  name: string;
  password: string;
  roles: EditorialRole[];
  blocked: boolean;
}

/**
 * Reads `editors.yaml`: a list of `{ name, password, roles, blocked }`. A missing file means no demo accounts
 * (undefined, so that seeding leaves accounts alone). Every problem is collected with its record number.
 */
export async function loadEditors(contentDir: string, problems: string[]): Promise<EditorSeed[] | undefined> {
  const file = await readYamlFile(contentDir, EDITORS_FILE, problems);
  return file === undefined ? undefined : readEditors(file.parsed, problems);
}

/** Checks parsed YAML as a list of demo accounts (pure). */
export function readEditors(parsed: unknown, problems: string[]): EditorSeed[] {
  if (parsed === null || parsed === undefined) return [];
  if (!Array.isArray(parsed)) {
    problems.push(`${EDITORS_FILE}: must hold a YAML list of accounts`);
    return [];
  }
  const editors: EditorSeed[] = [];
  const names = new Set<string>();
  parsed.forEach((item: unknown, index) => {
    const where = `${EDITORS_FILE} account #${index + 1}`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      problems.push(`${where}: must be a mapping with name, password, roles and optionally blocked`);
      return;
    }
    const record = item as Record<string, unknown>;
    const before = problems.length;
    for (const field of Object.keys(record)) if (!FIELDS.has(field)) problems.push(`${where}: unknown field "${field}"`);
    const { name, password, roles = [], blocked = false } = record;
    const nameIssue = typeof name === "string" ? nameProblem(name) : "name must be text";
    if (nameIssue !== null) problems.push(`${where}: ${nameIssue}`);
    else if (names.has((name as string).toLowerCase())) problems.push(`${where}: the name "${String(name)}" is used twice (case aside)`);
    const passwordIssue = typeof password === "string" ? passwordProblem(password) : "password must be text";
    if (passwordIssue !== null) problems.push(`${where}: ${passwordIssue}`);
    let checked: EditorialRole[] = [];
    if (!Array.isArray(roles) || roles.some((role) => typeof role !== "string")) problems.push(`${where}: roles must be a list of role names`);
    else {
      const result = checkRoles(roles as string[]);
      if ("problem" in result) problems.push(`${where}: ${result.problem}`);
      else checked = result.roles;
    }
    if (typeof blocked !== "boolean") problems.push(`${where}: blocked must be true or false`);
    if (problems.length > before) return;
    names.add((name as string).toLowerCase());
    editors.push({ name: name as string, password: password as string, roles: checked, blocked: blocked as boolean });
  });
  return editors;
}
