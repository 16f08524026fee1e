import { badRequest } from "./errors.ts";
import { parseFieldPath } from "./field-path.ts";

/** include=a,b.c as a tree: { a: {}, b: { c: {} } }. */
export type IncludeTree = Map<string, IncludeTree>;

const MAX_INCLUDE_PATHS = 40;

export function parseInclude(raw: unknown): IncludeTree {
  const tree: IncludeTree = new Map();
  if (raw === undefined || raw === "") return tree;
  if (typeof raw !== "string") throw badRequest("include must be a comma-separated list of relationship paths.", "include");
  const paths = raw.split(",").map((path) => path.trim()).filter((path) => path !== "");
  if (paths.length > MAX_INCLUDE_PATHS) throw badRequest(`include accepts at most ${MAX_INCLUDE_PATHS} paths.`, "include");
  for (const path of paths) {
    let node = tree;
    for (const segment of parseFieldPath(path, "include")) {
      let child = node.get(segment);
      if (child === undefined) {
        child = new Map();
        node.set(segment, child);
      }
      node = child;
    }
  }
  return tree;
}

/** The tree's levels, breadth first: level 0 holds the fields to follow from the primary data. */
export function includeDepth(tree: IncludeTree): number {
  let depth = 0;
  for (const child of tree.values()) depth = Math.max(depth, 1 + includeDepth(child));
  return depth;
}
