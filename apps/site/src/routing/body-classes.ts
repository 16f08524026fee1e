import { pathSegments } from "./normalise-path";
import type { Subsite } from "./types";

const MAX_DEPTH_CLASSES = 5;

/** A path segment as a CSS class fragment: lower-case [a-z0-9-], accents folded, "" when nothing is left. */
function classFragment(segment: string): string {
  return segment
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Body classes for a page: "home" for the root, else one class per depth ("page-a", "page-a-b", …),
 * plus "subsite" and "subsite-{id}" inside a subsite.
 */
export function bodyClassesFromPath(path: string, subsite: Subsite | null = null): string[] {
  const classes: string[] = [];
  const fragments = pathSegments(path).map(classFragment).filter((f) => f !== "");
  if (path === "/") classes.push("home");
  let prefix = "page";
  for (const fragment of fragments.slice(0, MAX_DEPTH_CLASSES)) {
    prefix = `${prefix}-${fragment}`;
    classes.push(prefix);
  }
  if (subsite) {
    classes.push("subsite");
    const id = classFragment(subsite.siteId);
    if (id !== "") classes.push(`subsite-${id}`);
  }
  return classes;
}
