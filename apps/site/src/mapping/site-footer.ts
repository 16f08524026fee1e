import type { FooterColumn, FooterComponent, Image, Link, NavLink, SiteData } from "@/tide/types";
import { htmlToText, sanitiseHtml } from "./html";
import type { ImageModel } from "./image";
import { cleanUri, siteDataLink, type LinkModel } from "./link";
import { socialLinks, type SocialLinkModel } from "./outputs/social-links";

/** A level-1 footer menu link and its children: a column on large screens, an accordion item below. */
export interface FooterMenuGroup {
  id: string;
  title: string;
  uri: string;
  links: LinkModel[];
}

export interface AppBadgeModel {
  store: "apple" | "google";
  uri: string;
  image: ImageModel;
}

export type FooterComponentModel =
  | { type: "acknowledgement"; title: string | null; headingLevel: 2 | 3; flags: ImageModel[]; html: string }
  | { type: "logo"; image: ImageModel; href: string | null }
  | { type: "links"; links: LinkModel[] }
  | { type: "social"; links: SocialLinkModel[] }
  | { type: "app_badges"; badges: AppBadgeModel[] }
  | { type: "text"; html: string };

export interface FooterColumnModel {
  title: string | null;
  subtitle: string | null;
  linkHeading: LinkModel | null;
  /** Columns of 12 on large screens. */
  width: number;
  /** Columns of 6 from 576 to 991 px: the same share of the row, rounded up. */
  mediumWidth: number;
  components: FooterComponentModel[];
}

export interface SiteFooterProps {
  menu: FooterMenuGroup[];
  columns: FooterColumnModel[];
  legal: { links: LinkModel[]; disclaimer: string; copyright: string };
}

interface FooterInput {
  /** The site whose chrome frames the page (a subsite in subsite mode). */
  site: SiteData | null;
  main: SiteData | null;
  siteName: string;
}

const BADGE_ALT: Record<AppBadgeModel["store"], string> = {
  apple: "Download on the App Store",
  google: "Get it on Google Play",
};

const present = (s: string | undefined | null): s is string => typeof s === "string" && s.trim() !== "";

const links = (items: (Pick<Link, "title" | "uri"> & { id?: string })[]): LinkModel[] =>
  items.map(siteDataLink).filter((l): l is LinkModel => l !== null);

function toImage(image: Image, scale = 1): ImageModel | null {
  if (!present(image.src)) return null;
  const size = (n: number | undefined) => (n && n > 0 ? Math.round(n * scale) : undefined);
  return { src: image.src, alt: image.alt, width: size(image.width), height: size(image.height) };
}

function component(c: FooterComponent, columnTitle: string | null): FooterComponentModel | null {
  switch (c.type) {
    case "acknowledgement": {
      const html = sanitiseHtml(c.text);
      if (!html.trim()) return null;
      // The column often carries the same title: say it once.
      const title = present(c.title) && c.title.trim() !== columnTitle ? c.title.trim() : null;
      const flags = c.flags.map((f) => toImage(f)).filter((f): f is ImageModel => f !== null);
      return { type: "acknowledgement", title, headingLevel: columnTitle ? 3 : 2, flags, html };
    }
    case "logo": {
      // Spec §2.4: the footer logo is shown at half its width.
      const image = toImage(c.logo, 0.5);
      return image ? { type: "logo", image, href: present(c.uri) ? cleanUri(c.uri.trim()) : null } : null;
    }
    case "links": {
      const list = links(c.links);
      return list.length ? { type: "links", links: list } : null;
    }
    case "social": {
      const list = socialLinks(c.links);
      return list.length ? { type: "social", links: list } : null;
    }
    case "app_badges": {
      const badges = c.badges.flatMap((b): AppBadgeModel[] => {
        const image = toImage(b.image);
        if (!image || !present(b.uri)) return [];
        return [{ store: b.store, uri: b.uri.trim(), image: { ...image, alt: image.alt.trim() || BADGE_ALT[b.store] } }];
      });
      return badges.length ? { type: "app_badges", badges } : null;
    }
    case "text": {
      const html = sanitiseHtml(c.html);
      return html.trim() ? { type: "text", html } : null;
    }
  }
}

function column(c: FooterColumn): FooterColumnModel | null {
  const title = present(c.title) ? c.title.trim() : null;
  const components = c.components.map((x) => component(x, title)).filter((x): x is FooterComponentModel => x !== null);
  const linkHeading = c.linkHeading ? siteDataLink(c.linkHeading) : null;
  if (!components.length && !title && !linkHeading) return null;
  return {
    title,
    subtitle: present(c.subtitle) ? c.subtitle.trim() : null,
    linkHeading,
    width: c.width,
    mediumWidth: Math.ceil(c.width / 2),
    components,
  };
}

function menuGroup(link: NavLink): FooterMenuGroup | null {
  const heading = siteDataLink(link);
  if (!heading) return null;
  return { id: link.id, title: heading.title, uri: heading.uri, links: links(link.children) };
}

const hasFooter = (s: SiteData | null): s is SiteData => Boolean(s && (s.footer.menu.length || s.footer.columns.length));
const hasLegal = (s: SiteData | null): s is SiteData => Boolean(s && (s.legal.menu.length || present(s.legal.disclaimer)));

/**
 * The footer of spec §2.4 for the page's site. A subsite without a footer (or legal area) of its own
 * borrows the main site's.
 */
export function siteFooterProps(input: FooterInput): SiteFooterProps {
  const footerSite = hasFooter(input.site) ? input.site : hasFooter(input.main) ? input.main : null;
  const legalSite = hasLegal(input.site) ? input.site : hasLegal(input.main) ? input.main : null;
  const copyright = htmlToText(legalSite?.legal.content);
  return {
    menu: (footerSite?.footer.menu ?? []).map(menuGroup).filter((g): g is FooterMenuGroup => g !== null),
    columns: (footerSite?.footer.columns ?? []).map(column).filter((c): c is FooterColumnModel => c !== null),
    legal: {
      links: links(legalSite?.legal.menu ?? []),
      disclaimer: htmlToText(legalSite?.legal.disclaimer),
      copyright: copyright || `© ${input.siteName}`,
    },
  };
}
