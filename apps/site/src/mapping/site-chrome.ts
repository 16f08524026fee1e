import type { SiteContextValue } from "@/mapping/site-context";
import type { SiteData } from "@/tide/types";
import { cleanUri, type LinkModel } from "./link";

interface ChromeInput {
  site: SiteData | null;
  main: SiteData | null;
  inSubsite: boolean;
  siteName: string;
  productSlug: string;
  productName: string;
  productShortName: string;
}

const toLink = (l: { id?: string; title: string; uri: string; target?: string }): LinkModel => ({
  id: l.id,
  title: l.title,
  uri: cleanUri(l.uri),
  ...(l.target ? { target: l.target } : {}),
});

/**
 * The logo links to the home page alias unless that alias is the home alias, in which case to "/"
 * (spec §2.4); the site's configured header logo URL wins when set.
 */
export function logoHref(site: Pick<SiteData, "logoUrl" | "homeAlias"> | null): string {
  if (!site) return "/";
  if (site.logoUrl && site.logoUrl !== "/") return cleanUri(site.logoUrl);
  return !site.homeAlias || site.homeAlias === "/home" ? "/" : site.homeAlias;
}

export function siteContextValue(input: ChromeInput): SiteContextValue {
  const pages = input.site?.errorPages;
  const override = (o: { intro: string; links: { title: string; uri: string }[] } | null | undefined) =>
    o ? { intro: o.intro, links: o.links.map(toLink) } : null;
  return {
    productSlug: input.productSlug,
    productName: input.productName,
    siteName: input.site?.name ?? input.siteName,
    homeHref: logoHref(input.site),
    errorOverrides: { notFound: override(pages?.notFound), generic: override(pages?.generic) },
  };
}
