// The demo's subsites for the site's default configuration (SITE_SUBSITES), generated from the one place that
// defines them: the content service's sites (content/site/sites.yaml). Run `node scripts/demo-subsites.mjs` after
// changing a subsite there; apps/site/src/config/demo-subsites.test.ts fails while the two disagree.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SITES_FILE = path.join(repoRoot, "content/site/sites.yaml");
export const DEMO_SUBSITES_FILE = path.join(repoRoot, "apps/site/src/config/demo-subsites.json");

/**
 * Every site term with a base path, as the site's configuration lists it: `{{slug}}` and `{{short_name}}` stay,
 * for the site to fill with its product's.
 * @param {string} yamlText
 * @returns {{ siteId: string; basePath: string; name: string }[]}
 */
export function subsitesOf(yamlText) {
  /** @type {{ type?: string; tid?: number; attributes?: { name?: string; field_site_base_path?: string } }[]} */
  const terms = parse(yamlText);
  return terms
    .filter((term) => term.type === "taxonomy_term--sites" && term.attributes?.field_site_base_path)
    .map((term) => ({ siteId: String(term.tid), basePath: term.attributes?.field_site_base_path ?? "", name: term.attributes?.name ?? "" }));
}

/** The generated file's text. */
export function demoSubsitesJson() {
  return `${JSON.stringify(subsitesOf(readFileSync(SITES_FILE, "utf8")), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DEMO_SUBSITES_FILE, demoSubsitesJson());
  console.log(`Wrote ${path.relative(repoRoot, DEMO_SUBSITES_FILE)}`);
}
