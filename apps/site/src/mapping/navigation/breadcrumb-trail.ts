import { activeTrail } from "@/mapping/navigation/active-trail";
import type { NavItem } from "@/mapping/navigation/nav-item";

export interface Crumb {
  title: string;
  /** Null for the current page (the last crumb, not a link). */
  href: string | null;
}

const humanise = (segment: string) => {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Breadcrumbs of the current site (spec §3 Page body): Home, the main menu's trail to the page, then the
 * page itself. Off the menu, the path's ancestors stand in, named from their segments.
 */
export function breadcrumbTrail(menu: NavItem[], path: string, title: string, home: { title: string; href: string } = { title: "Home", href: "/" }): Crumb[] {
  const clean = path.replace(/\/+$/, "") || "/";
  const crumbs: Crumb[] = [{ title: home.title, href: home.href }];
  if (clean === "/" || clean === home.href) return [{ title: home.title, href: null }];
  const ids = activeTrail(menu, clean);
  const byId = new Map<string, NavItem>();
  const walk = (items: NavItem[]) => items.forEach((i) => (byId.set(i.id, i), walk(i.children)));
  walk(menu);
  const trail = ids.map((id) => byId.get(id)).filter((i): i is NavItem => i !== undefined);
  if (trail.length > 0) {
    for (const item of trail) {
      const itemPath = item.uri.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";
      if (itemPath !== clean && itemPath !== "/" && itemPath !== home.href) crumbs.push({ title: item.title, href: item.uri });
    }
  } else {
    const segments = clean.split("/").filter(Boolean);
    segments.slice(0, -1).forEach((s, i) => {
      const href = `/${segments.slice(0, i + 1).join("/")}`;
      // The home crumb already stands for the site's root and what lies above it.
      if (!`${home.href}/`.startsWith(`${href}/`)) crumbs.push({ title: humanise(s), href });
    });
  }
  crumbs.push({ title, href: null });
  return crumbs;
}
