/* Which relationships an entity fetch includes (TIDE-API.md "Entity"): each content type's row in
 * @yu/content-types says it; to support a new content type, add its row there. */
import { includesOf, pageBaseBundles } from "@yu/content-types";

/** Content types that share the page base includes (spec §3 "Page types"). */
export const PAGE_TYPES: readonly string[] = pageBaseBundles();

/** The include list for one entity fetch; empty for types that need none (taxonomy tags and topic, most media). */
export function includesFor(entityType: string, bundle: string): string[] {
  return includesOf(`${entityType}--${bundle}`);
}
