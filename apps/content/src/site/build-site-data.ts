import {
  DEFAULT_QUICK_EXIT_URL, type ConciergeLink, type ErrorPageOverride, type FooterColumn, type FooterComponent, type Image,
  type Link, type SiteAlert, type SiteData,
} from "@yu/site-data";
import type { ResourceRow } from "../db/resource-store.ts";
import { identifiersOf } from "../jsonapi/includes.ts";
import { publicUri } from "./public-uri.ts";
import { menuTree } from "./menu-tree.ts";
import type { SiteTerm } from "./site-terms.ts";

type Mapping = Record<string, unknown>;

export interface SiteDataInput {
  site: SiteTerm;
  sites: Map<number, SiteTerm>;
  /** site_config of the site merged over its parent's (see mergeSiteConfig). */
  config: Mapping;
  menuLinks: ResourceRow[];
  alerts: ResourceRow[];
  homeAlias: string | null;
  /** Media resolved to images, by media uuid. */
  images: Map<string, Image>;
  productShortName: string;
}

// Per-site by nature: a subsite never inherits these from its parent.
const OWN_ONLY = new Set(["subsite_menu", "error_pages"]);

function isMapping(value: unknown): value is Mapping {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A subsite's configuration: its own values, then its parent's for whatever it leaves out. */
export function mergeSiteConfig(own: Mapping | undefined, parent: Mapping | undefined): Mapping {
  const merged: Mapping = {};
  for (const [key, value] of Object.entries(parent ?? {})) if (!OWN_ONLY.has(key)) merged[key] = value;
  for (const [key, value] of Object.entries(own ?? {})) if (value !== null && value !== undefined) merged[key] = value;
  return merged;
}

/** Media uuids referenced by the configuration ({ type, id } objects left by the seed loader). */
export function referencedMedia(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedMedia(item, found));
  else if (isMapping(value)) {
    if (typeof value.type === "string" && value.type.startsWith("media--") && typeof value.id === "string") found.add(value.id);
    else Object.values(value).forEach((item) => referencedMedia(item, found));
  }
  return found;
}

function imageOf(reference: unknown, images: Map<string, Image>): Image | null {
  if (isMapping(reference) && typeof reference.id === "string") return images.get(reference.id) ?? null;
  if (typeof reference === "string") return images.get(reference) ?? null;
  return null;
}

function linkOf(raw: unknown, id: string): Link | null {
  if (!isMapping(raw) || typeof raw.title !== "string") return null;
  const link: Link = { id, title: raw.title, uri: publicUri(raw.uri ?? raw.url) };
  if (typeof raw.icon === "string") link.icon = { symbol: raw.icon };
  else if (isMapping(raw.icon) && typeof raw.icon.symbol === "string") {
    link.icon = typeof raw.icon.color === "string" ? { symbol: raw.icon.symbol, color: raw.icon.color } : { symbol: raw.icon.symbol };
  }
  if (typeof raw.target === "string") link.target = raw.target;
  return link;
}

function linksOf(raw: unknown, prefix: string): Link[] {
  return list(raw).flatMap((item, index) => {
    const link = linkOf(item, `${prefix}-${index}`);
    return link === null ? [] : [link];
  });
}

function footerComponent(raw: unknown, id: string, images: Map<string, Image>): FooterComponent | null {
  if (!isMapping(raw)) return null;
  switch (raw.type) {
    case "acknowledgement":
      return { type: "acknowledgement", title: text(raw.title), text: text(raw.text),
        flags: list(raw.flags).flatMap((flag) => imageOf(flag, images) ?? []) };
    case "logo": {
      const logo = imageOf(raw.logo ?? raw.image, images);
      if (logo === null) return null;
      return typeof raw.uri === "string" ? { type: "logo", logo, uri: publicUri(raw.uri) } : { type: "logo", logo };
    }
    case "links":
    case "social":
      return { type: raw.type, links: linksOf(raw.links, id) };
    case "app_badges":
      return { type: "app_badges", badges: list(raw.badges).flatMap((badge) => {
        if (!isMapping(badge) || (badge.store !== "apple" && badge.store !== "google")) return [];
        const image = imageOf(badge.image, images);
        return image === null ? [] : [{ store: badge.store, uri: publicUri(badge.uri), image }];
      }) };
    case "text":
      return { type: "text", html: text(raw.html ?? raw.text ?? raw.content) };
    default:
      return null;
  }
}

function footerColumns(raw: unknown, images: Map<string, Image>): FooterColumn[] {
  return list(raw).flatMap((item, columnIndex) => {
    if (!isMapping(item)) return [];
    const width = typeof item.width === "number" && item.width >= 1 && item.width <= 12 ? Math.round(item.width) : 3;
    const column: FooterColumn = { width, components: list(item.components).flatMap((component, index) =>
      footerComponent(component, `footer-${columnIndex}-${index}`, images) ?? []) };
    if (typeof item.title === "string") column.title = item.title;
    if (typeof item.subtitle === "string") column.subtitle = item.subtitle;
    const heading = item.link_heading ?? item.linkHeading;
    if (isMapping(heading) && typeof heading.title === "string") column.linkHeading = { title: heading.title, uri: publicUri(heading.uri) };
    return [column];
  });
}

function conciergeLinks(raw: unknown): ConciergeLink[] {
  return list(raw).flatMap((item, index) => {
    if (!isMapping(item) || typeof item.title !== "string") return [];
    return [{ id: `concierge-${index}`, title: item.title, subtext: text(item.subtext), ctaText: text(item.cta_text ?? item.ctaText),
      uri: publicUri(item.uri), icon: text(item.icon) }];
  });
}

function errorPage(raw: unknown, prefix: string): ErrorPageOverride | null {
  if (!isMapping(raw)) return null;
  return { intro: text(raw.intro), links: linksOf(raw.links, prefix) };
}

const ALERT_TYPES = new Set(["emergency", "warning", "info"]);

function siteAlert(row: ResourceRow): SiteAlert {
  const attributes = row.attributes;
  const type = typeof attributes.field_alert_type === "string" && ALERT_TYPES.has(attributes.field_alert_type)
    ? attributes.field_alert_type as SiteAlert["type"] : "info";
  const body = attributes.body ?? attributes.field_alert_message;
  const message = isMapping(body) ? text(body.processed ?? body.value) : text(body);
  const alert: SiteAlert = { id: row.uuid, title: text(attributes.title), type, message };
  const rawLink = attributes.field_alert_link ?? attributes.field_link;
  if (isMapping(rawLink) && (typeof rawLink.uri === "string" || typeof rawLink.url === "string")) {
    alert.link = { title: text(rawLink.title, text(attributes.title)), uri: publicUri(rawLink.uri ?? rawLink.url) };
  }
  return alert;
}

/** Shapes the site term, its configuration, menus and alerts into the README's SiteData, in the form the site's
 * parser (@yu/site-data's siteDataSchema) reads back unchanged. */
export function buildSiteData(input: SiteDataInput): SiteData {
  const { site, sites, config, menuLinks, images } = input;
  const isSubsite = site.parentTid !== null;
  const domains: Record<string, string> = {};
  for (const term of [...sites.values()].sort((a, b) => a.tid - b.tid)) {
    const [first] = term.domains;
    if (first !== undefined) domains[String(term.tid)] = first;
  }
  const menuOf = (key: string) => (typeof config[key] === "string" ? menuTree(menuLinks, config[key]) : []);
  const subsiteMenu = isSubsite ? menuOf("subsite_menu") : [];
  if (subsiteMenu[0] !== undefined) subsiteMenu[0] = { ...subsiteMenu[0], isSubsite: true };
  const legal = isMapping(config.legal) ? config.legal : {};
  const logos = isMapping(config.logos) ? config.logos : {};
  const parentRow = site.parentTid === null ? undefined : sites.get(site.parentTid)?.row;
  // A subsite without its own sharing image uses its parent's.
  const termImage = (field: string) => imageOf(identifiersOf(site.row.relationships, field)[0]?.id ?? null, images)
    ?? (parentRow === undefined ? null : imageOf(identifiersOf(parentRow.relationships, field)[0]?.id ?? null, images));
  const errorPages = isMapping(config.error_pages) ? config.error_pages : {};

  return {
    drupal_internal__tid: String(site.tid),
    name: site.name,
    shortName: site.shortName ?? (isSubsite ? site.name : input.productShortName),
    basePath: site.basePath,
    homeAlias: input.homeAlias ?? "/",
    domains,
    menu: menuOf("main_menu"),
    subsiteMenu,
    footer: { menu: menuOf("footer_menu"), columns: footerColumns(config.footer_columns, images) },
    legal: {
      menu: menuOf("legal_menu").map((item) => ({ id: item.id, title: item.title, uri: item.uri })),
      disclaimer: text(legal.disclaimer), content: text(legal.content),
    },
    logos: {
      primaryLight: imageOf(logos.primary_light, images) ?? termImage("field_site_logo"),
      primaryDark: imageOf(logos.primary_dark, images),
      landscapeDark: imageOf(logos.landscape_dark, images),
      iconDark: imageOf(logos.icon_dark, images),
    },
    logoUrl: publicUri(config.logo_url) || "/",
    loginConcierge: conciergeLinks(config.login_concierge),
    site_alerts: input.alerts.map(siteAlert),
    field_t_site_show_exit_site: site.showExitSite,
    quickExitUrl: text(config.quick_exit_url) || DEFAULT_QUICK_EXIT_URL,
    ogImage: termImage("field_site_og_image"),
    twitterImage: termImage("field_site_twitter_image"),
    errorPages: { notFound: errorPage(errorPages.not_found, "not-found"), generic: errorPage(errorPages.generic, "generic") },
  };
}
