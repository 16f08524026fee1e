import type { Resource } from "@/tide/types";

/** The path alias of a node (Drupal's `path.alias`), or "#" when it has none. */
export function nodePath(r: Resource): string {
  const p = r.attributes.path;
  return p && typeof p === "object" && typeof (p as { alias?: unknown }).alias === "string" ? (p as { alias: string }).alias : "#";
}
