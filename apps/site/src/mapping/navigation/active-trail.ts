import type { NavItem } from "@/mapping/navigation/nav-item";

function pathOf(uri: string): string | null {
  if (!uri.startsWith("/") || uri.startsWith("//")) return null;
  const path = uri.split(/[?#]/)[0] ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** How well a link matches the path: exact beats any ancestor, a longer ancestor beats a shorter one. */
function score(uri: string, path: string): number {
  const linkPath = pathOf(uri);
  if (linkPath === null) return 0;
  if (linkPath === path) return Number.MAX_SAFE_INTEGER;
  if (linkPath !== "/" && path.startsWith(`${linkPath}/`)) return linkPath.length;
  return 0;
}

/**
 * The active link of each level (index 0 = level 1) for the current path (spec §4): the link matching
 * the path exactly, else the one whose path is the longest ancestor of it; ties go to the shallowest.
 */
export function activeTrail(items: NavItem[], path: string): string[] {
  const current = pathOf(path) ?? "/";
  let best: { trail: string[]; score: number } = { trail: [], score: 0 };
  const walk = (list: NavItem[], trail: string[]) => {
    for (const item of list) {
      const here = [...trail, item.id];
      const s = score(item.uri, current);
      if (s > best.score) best = { trail: here, score: s };
      walk(item.children, here);
    }
  };
  walk(items, []);
  return best.trail;
}

/** Whether a link is the current page (aria-current="page"). */
export function isCurrentPage(uri: string, path: string): boolean {
  return score(uri, pathOf(path) ?? "/") === Number.MAX_SAFE_INTEGER;
}
