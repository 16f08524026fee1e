/** What the screen-reader live region says (spec §2.4). */
export function loadedAnnouncement(pageTitle: string): string {
  const title = pageTitle.split(" | ")[0]?.trim() ?? "";
  return title ? `${title} has loaded` : "Page has loaded";
}

export const LOADING_ANNOUNCEMENT = "Page loading";

/**
 * Whether a click on a link is an in-site navigation the router will perform: same origin, another
 * path or query, plain left click, no download or new-tab target.
 */
export function isRouterNavigation(
  link: { href: string; target: string; hasDownload: boolean },
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean },
  current: URL,
): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.hasDownload || (link.target && link.target !== "_self")) return false;
  let next: URL;
  try {
    next = new URL(link.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
