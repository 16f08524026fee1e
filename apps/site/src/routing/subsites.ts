import type { Subsite } from "./types";

type SubsiteRow = readonly [siteId: string, basePath: string, name: string, kind: Subsite["kind"]];

// {slug} and {SHORT} are the product's path slug and short name; the ids are fixed by the content system.
const SUBSITE_ROWS: readonly SubsiteRow[] = [
  ["101", "/victoria-business-confucius-institute-vbci", "Victoria Business Confucius Institute (VBCI)", "neutral"],
  ["102", "/centre-of-policy-studies-cops", "Centre of Policy Studies (CoPS)", "neutral"],
  ["103", "/institute-for-health-sport-ihes", "Institute for Health and Sport (IHES)", "neutral"],
  ["104", "/institute-for-sustainable-industries-liveable-cities-isilc",
    "Institute for Sustainable Industries & Liveable Cities (ISILC)", "neutral"],
  ["105", "/centre-for-international-research-on-education-systems-cires",
    "Centre for International Research on Education Systems (CIRES)", "neutral"],
  ["106", "/school-holiday-sport-programs", "School Holiday Sport Programs", "neutral"],
  ["107", "/story-writing-in-regional-locations-swirl", "Story Writing in Regional Locations (SWIRL)", "neutral"],
  ["108", "/{slug}-polytechnic", "{SHORT} Polytechnic", "institute"],
  ["109", "/{slug}-online", "{SHORT} Online", "online"],
  ["110", "/{slug}-city-tower", "{SHORT} City Tower", "campus"],
  ["111", "/{slug}-sydney", "{SHORT} Sydney", "campus"],
  ["112", "/{slug}-college", "{SHORT} College", "academy"],
  ["113", "/choose-{slug}", "Choose {SHORT}", "choose"],
  ["114", "/dame-alice-rowe-centre", "Dame Alice Rowe Centre", "person-centre"],
];

const cache = new Map<string, Subsite[]>();

/** The fourteen subsites, with the product's slug and short name filled in. */
export function subsites(productSlug: string, productShortName = productSlug.toUpperCase()): Subsite[] {
  const key = `${productSlug}\u0000${productShortName}`;
  let list = cache.get(key);
  if (!list) {
    list = SUBSITE_ROWS.map(([siteId, basePath, name, kind]) => ({
      siteId,
      basePath: basePath.replace("{slug}", productSlug),
      name: name.replace("{SHORT}", productShortName),
      kind,
    }));
    cache.set(key, list);
  }
  return list;
}

/** True when `path` is `basePath` itself or lies beneath it (a mere name prefix does not count). */
export function isAtOrBelow(path: string, basePath: string): boolean {
  return path === basePath || path.startsWith(`${basePath}/`);
}

/** The subsite whose base path is the path or an ancestor of it, else null (the main site). */
export function findSubsite(path: string, productSlug: string, productShortName?: string): Subsite | null {
  return subsites(productSlug, productShortName).find((s) => isAtOrBelow(path, s.basePath)) ?? null;
}

/** The /choose-{product} subsite does not get the older chat widget. */
export function isChooseSubsite(path: string, productSlug: string): boolean {
  return isAtOrBelow(path, `/choose-${productSlug}`);
}
