import { internalPath } from "../../paths/link-uri.ts";
import { isSiteServedPath } from "../site-served-paths.ts";
import type { RedirectRow, ResourceRow } from "../types.ts";

/** The path aliases in use; one used by two resources is a problem. */
export function aliasesInUse(resources: readonly ResourceRow[], problems: string[]): Set<string> {
  const aliases = new Map<string, string>();
  for (const row of resources) {
    if (row.pathAlias === null) continue;
    const other = aliases.get(row.pathAlias);
    if (other !== undefined) problems.push(`path ${row.pathAlias} is used by both ${other} and ${row.type} ${row.uuid}`);
    else aliases.set(row.pathAlias, `${row.type} ${row.uuid}`);
  }
  return new Set(aliases.keys());
}

/** Warnings: a menu link to a path no resource, redirect or page of the site itself answers. */
export function danglingMenuLinks(resources: readonly ResourceRow[], redirects: readonly RedirectRow[], aliases: ReadonlySet<string>,
  slug: string): string[] {
  const redirectSources = new Set(redirects.map((redirect) => redirect.source));
  const warnings: string[] = [];
  for (const row of resources) {
    if (row.type !== "menu_link_content--menu_link_content") continue;
    const link = row.attributes.link as { url?: unknown } | undefined;
    const url = typeof link?.url === "string" ? internalPath(link.url) : null;
    if (url !== null && url !== "/" && !aliases.has(url) && !redirectSources.has(url) && !isSiteServedPath(url, slug, aliases)) {
      warnings.push(`menu ${String(row.attributes.menu_name)}: "${String(row.attributes.title)}" links to ${url}, which no resource or redirect has`);
    }
  }
  return warnings;
}

/** Warnings: a site without a home page. */
export function sitesWithoutHomepage(resources: readonly ResourceRow[]): string[] {
  return resources.filter((row) => row.type === "taxonomy_term--sites" && row.relationships.field_site_homepage?.data == null)
    .map((row) => `site ${String(row.attributes.name)} (tid ${row.internalId}) has no field_site_homepage`);
}
