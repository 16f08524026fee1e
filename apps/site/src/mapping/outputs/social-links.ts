import type { Resource } from "@/tide/types";
import { isRecord, isString, str } from "../attributes";
import { linkOf } from "./link-list";

/** Social link output of spec §3. */
export interface SocialLink {
  icon: string;
  title: string;
  url: string;
}

const KNOWN = ["facebook", "instagram", "linkedin", "youtube", "x", "twitter", "tiktok"];

/** The network an address belongs to, for its icon; 'link' when unknown. */
export function socialIcon(url: string, hint?: string | null): string {
  const h = hint?.toLowerCase().trim();
  if (h && KNOWN.includes(h)) return h === "twitter" ? "x" : h;
  const host = /^https?:\/\/([^/]+)/i.exec(url)?.[1]?.toLowerCase() ?? "";
  const found = KNOWN.find((k) => host === `${k}.com` || host.endsWith(`.${k}.com`));
  if (found) return found === "twitter" ? "x" : found;
  return host === "x.com" || host.endsWith(".x.com") ? "x" : "link";
}

/** Social links of social-link paragraphs (field_paragraph_link {uri,title}, optional field_paragraph_social_network). */
export function socialLinks(items: Resource[]): SocialLink[] {
  return items.flatMap((p) => {
    const raw = p.attributes.field_paragraph_link;
    const link = linkOf(Array.isArray(raw) ? raw[0] : raw);
    if (!link) return [];
    const hint = str(p.attributes, "field_paragraph_social_network") ?? (isRecord(raw) && isString(raw.icon) ? raw.icon : null);
    return [{ icon: socialIcon(link.uri, hint), title: link.title, url: link.uri }];
  });
}
