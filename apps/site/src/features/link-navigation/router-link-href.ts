import { ROUTER_LINK_ATTRIBUTE } from "@/components/link/router-link";

/** The parts of a click that decide whether the router follows it. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of the clicked link that decide it. */
export interface ClickedLink {
  /** The href attribute as written, which the router is given. */
  href: string | null;
  /** The href resolved against the page's address. */
  resolvedHref: string;
  target: string;
  hasDownload: boolean;
  isRouterLink: boolean;
}

/** The link a click landed in, if any (a click on its text or icon lands on a child). */
export function clickedLink(target: EventTarget | null): ClickedLink | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  return {
    href: anchor.getAttribute("href"),
    resolvedHref: anchor.href,
    target: anchor.getAttribute("target") ?? "",
    hasDownload: anchor.hasAttribute("download"),
    isRouterLink: anchor.hasAttribute(ROUTER_LINK_ATTRIBUTE),
  };
}

/**
 * Where the router should go for a click on a link, or null to leave the click to the browser: the same rules
 * as Next's own Link. Only a site link (SiteLink) on this origin qualifies, on a plain left click that nothing
 * has already handled, without a download or another window as its target.
 */
export function routerLinkHref(link: ClickedLink, click: LinkClick, origin: string): string | null {
  if (!link.isRouterLink || link.href === null) return null;
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (link.hasDownload || (link.target !== "" && link.target !== "_self")) return null;
  let url: URL;
  try {
    url = new URL(link.resolvedHref);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return link.href;
}
