import type { Subsite } from "./types";

/* The subsites themselves are configuration (SITE_SUBSITES, config/subsites.ts): the demo's come from
 * content/site/sites.yaml, a real deployment lists its own. */

/** True when `path` is `basePath` itself or lies beneath it (a mere name prefix does not count). */
export function isAtOrBelow(path: string, basePath: string): boolean {
  return path === basePath || path.startsWith(`${basePath}/`);
}

/** The subsite whose base path is the path or an ancestor of it, else null (the main site). */
export function findSubsite(path: string, subsites: readonly Subsite[]): Subsite | null {
  return subsites.find((s) => isAtOrBelow(path, s.basePath)) ?? null;
}

/** The /choose-{product} subsite does not get the older chat widget. */
export function isChooseSubsite(path: string, productSlug: string): boolean {
  return isAtOrBelow(path, `/choose-${productSlug}`);
}
