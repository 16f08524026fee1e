import { CONTENT_TYPES } from "./content-types.ts";
import { contentTypeRow } from "./rows.ts";
import { PAGE_BASE } from "./include-sets.ts";

/**
 * The include list of one entity fetch of this resource type (`node--news`): the page base where it applies, then
 * its own, each once, without what the type lacks; empty for types that need none (taxonomy terms, most media).
 */
export function includesOf(resourceType: string): string[] {
  const includes = contentTypeRow(resourceType)?.includes;
  if (includes === null || includes === undefined) return [];
  const excluded = new Set(includes.without ?? []);
  const all = [...(includes.pageBase ? PAGE_BASE : []), ...includes.extra];
  return [...new Set(all)].filter((path) => !excluded.has(path));
}

/** The node bundles that take the page base (spec §3 "Page types"). */
export function pageBaseBundles(): string[] {
  return CONTENT_TYPES.filter((row) => row.type.startsWith("node--") && row.includes?.pageBase === true).map((row) => row.type.slice("node--".length));
}
