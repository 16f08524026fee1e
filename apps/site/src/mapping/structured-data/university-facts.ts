import type { SiteData } from "@/tide/types";
import type { UniversityFacts } from "./organization";

const absolute = (uri: string, base: string) => (/^https?:\/\//.test(uri) ? uri : uri.startsWith("/") ? `${base}${uri}` : null);

/** The university's name, address on the web, logo and social profiles from the main site's data. */
export function universityFacts(site: SiteData | null, o: { name: string; origin: string; contentOrigin: string }): UniversityFacts {
  const origin = o.origin.replace(/\/+$/, "");
  const logo = site?.logos.primaryDark?.src ?? site?.logos.primaryLight?.src ?? null;
  const social = (site?.footer.columns ?? []).flatMap((column) => column.components.flatMap((c) => (c.type === "social" ? c.links.map((l) => l.uri) : [])));
  return {
    name: o.name,
    url: `${origin}/`,
    logo: logo ? absolute(logo, o.contentOrigin) : null,
    sameAs: [...new Set(social.filter((u) => /^https:\/\//.test(u)))],
  };
}
