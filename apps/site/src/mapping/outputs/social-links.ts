import { siteDataLink } from "../link";

export const SOCIAL_ICONS = ["facebook", "instagram", "linkedin", "youtube", "x", "tiktok"] as const;
/** `link` is the generic icon for a network the site has no logo for. */
export type SocialIcon = (typeof SOCIAL_ICONS)[number] | "link";

/** Social link output of spec §3. */
export interface SocialLinkModel {
  title: string;
  uri: string;
  icon: SocialIcon;
}

/** Tide calls the X network "twitter" on older sites; anything unknown gets the generic link icon. */
export function socialIcon(symbol: string | undefined): SocialIcon {
  const s = (symbol ?? "").trim().toLowerCase();
  if (s === "twitter" || s === "x-twitter") return "x";
  return (SOCIAL_ICONS as readonly string[]).includes(s) ? (s as SocialIcon) : "link";
}

/** Social links of the site data's links, each with the icon of its symbol; a link without a title or address is left out. */
export function socialLinks(links: { title: string; uri: string; icon?: { symbol: string } }[]): SocialLinkModel[] {
  return links.flatMap((l): SocialLinkModel[] => {
    const link = siteDataLink(l);
    return link ? [{ title: link.title, uri: link.uri, icon: socialIcon(l.icon?.symbol) }] : [];
  });
}
