import { PAGE_LAYOUT_NAV_DEPTH } from "@/config/constants";
import { activeTrail, isCurrentPage } from "@/mapping/navigation/active-trail";
import type { NavItem } from "@/mapping/navigation/nav-item";

export interface SectionLink {
  id: string;
  title: string;
  uri: string;
  /** The link is the page being shown (aria-current="page"). */
  current: boolean;
  /** The link is on the way to the page being shown. */
  active: boolean;
  children: SectionLink[];
}

/**
 * The page-layout view of the main navigation (spec §2.4: four levels): the level-1 section the page is
 * in, with its links opened along the way to the page. Null when the page is in no section with links.
 */
export function sectionNav(menu: NavItem[], path: string, depth: number = PAGE_LAYOUT_NAV_DEPTH): SectionLink | null {
  const trail = activeTrail(menu, path);
  const root = menu.find((item) => item.id === trail[0]);
  if (!root || root.children.length === 0) return null;
  const build = (item: NavItem, level: number): SectionLink => {
    const active = trail[level - 1] === item.id;
    const open = level < depth && (level === 1 || active);
    return {
      id: item.id,
      title: item.title,
      uri: item.uri,
      current: isCurrentPage(item.uri, path),
      active,
      children: open ? item.children.map((child) => build(child, level + 1)) : [],
    };
  };
  return build(root, 1);
}
