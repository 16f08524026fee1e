import type { StoredIdentifier, StoredRelationships } from "../db/schema.ts";
import type { IncludeTree } from "./include-tree.ts";

export interface Includable {
  uuid: string;
  relationships: StoredRelationships;
}

export function identifiersOf(relationships: StoredRelationships, field: string): StoredIdentifier[] {
  const data = relationships[field]?.data;
  if (data === undefined || data === null) return [];
  return Array.isArray(data) ? data : [data];
}

/**
 * Follows an include tree breadth first: one fetch per level for every resource that level needs, never
 * one per resource. Fields a resource does not have are skipped rather than refused, as the site asks
 * the same includes of every page type. Returns the included resources without the primary ones.
 */
export async function resolveIncludes<T extends Includable>(primary: T[], tree: IncludeTree,
  fetch: (uuids: string[]) => Promise<T[]>): Promise<T[]> {
  const primaryIds = new Set(primary.map((row) => row.uuid));
  const known = new Map<string, T>(primary.map((row) => [row.uuid, row]));
  const missing = new Set<string>();
  const included = new Map<string, T>();
  let frontier: { row: T; tree: IncludeTree }[] = tree.size === 0 ? [] : primary.map((row) => ({ row, tree }));

  while (frontier.length > 0) {
    const wanted = new Map<string, IncludeTree[]>();
    for (const { row, tree: branch } of frontier) {
      for (const [field, subtree] of branch) {
        for (const identifier of identifiersOf(row.relationships, field)) {
          const subtrees = wanted.get(identifier.id) ?? [];
          subtrees.push(subtree);
          wanted.set(identifier.id, subtrees);
        }
      }
    }
    const toFetch = [...wanted.keys()].filter((uuid) => !known.has(uuid) && !missing.has(uuid));
    if (toFetch.length > 0) {
      const fetched = await fetch(toFetch);
      for (const row of fetched) known.set(row.uuid, row);
      for (const uuid of toFetch) if (!known.has(uuid)) missing.add(uuid);
    }
    const next: { row: T; tree: IncludeTree }[] = [];
    for (const [uuid, subtrees] of wanted) {
      const row = known.get(uuid);
      if (row === undefined) continue;
      if (!primaryIds.has(uuid)) included.set(uuid, row);
      for (const subtree of subtrees) if (subtree.size > 0) next.push({ row, tree: subtree });
    }
    frontier = next;
  }
  return [...included.values()];
}
