import type { ConciergeLinkModel } from "@/mapping/concierge-link";
import type { NavItem } from "@/mapping/navigation/nav-item";
import { NAV_DEPTH } from "@/config/constants";
import type { NavLink, SiteData } from "@/tide/types";
import type { ImageModel } from "./image";
import { cleanUri } from "./link";
import { logoHref } from "./site-chrome";

export interface SiteHeaderModel {
  siteName: string;
  /** The subsite's name beside the logo; null on the main site. */
  siteTitle: string | null;
  logo: ImageModel | null;
  logoHref: string;
  menu: NavItem[];
  /** '{short name} Home' in subsite mode (first on large screens, last otherwise). */
  homeItem: NavItem | null;
  concierge: ConciergeLinkModel[];
}

interface HeaderInput {
  site: SiteData | null;
  inSubsite: boolean;
  siteName: string;
  productShortName: string;
}

/**
 * Menu links to `depth` levels: 'internal:' prefixes removed, link classes turned into flags. Only the second
 * level's descriptions are kept: the navigation shows them (as the intro of that level's panel) and no other.
 */
export function navItems(links: NavLink[], depth = NAV_DEPTH, prefix = "nav"): NavItem[] {
  const level = NAV_DEPTH - depth;
  return links.map((link, index) => {
    const id = `${prefix}-${index}`;
    const classes = link.options?.attributes?.class ?? [];
    const cta = classes.includes("primary-button");
    return {
      id,
      title: link.title,
      uri: cleanUri(link.uri),
      ...(link.description && level === 1 ? { description: link.description } : {}),
      ...(cta ? { cta: true } : {}),
      ...(!cta && classes.length > 0 ? { hiddenOnDesktop: true } : {}),
      children: depth > 1 ? navItems(link.children, depth - 1, id) : [],
    };
  });
}

export function headerModel(input: HeaderInput): SiteHeaderModel {
  const site = input.site;
  const logo = site?.logos.primaryLight ?? site?.logos.primaryDark ?? null;
  const subsite = input.inSubsite && site !== null;
  const links = subsite && site.subsiteMenu.length > 0 ? site.subsiteMenu : (site?.menu ?? []);
  return {
    siteName: input.siteName,
    siteTitle: subsite ? site.name : null,
    logo: logo ? { src: logo.src, alt: logo.alt, width: logo.width, height: logo.height } : null,
    logoHref: logoHref(site),
    menu: navItems(links),
    homeItem: subsite ? { id: "nav-home", title: `${input.productShortName} Home`, uri: "/", children: [] } : null,
    concierge: (site?.loginConcierge ?? []).map((link) => ({
      title: link.title,
      subtext: link.subtext,
      ctaText: link.ctaText || link.title,
      uri: cleanUri(link.uri),
      icon: link.icon,
    })),
  };
}
