import type { LinkModel } from "@/mapping/link";
import { ERROR_TEXTS } from "./error-strings";

export type ErrorVariant = "not-found" | "no-route" | "generic";

/** The helpful links of spec §2.4: course search, site search, home, FAQ help site, contact us, sitemap. */
export function helpfulLinks(productSlug: string): LinkModel[] {
  return [
    { title: "Search for a course", uri: `/study-at-${productSlug}/courses/browse-study-areas/all-courses-a-to-z` },
    { title: "Search the website", uri: "/search" },
    { title: "Go to the home page", uri: "/" },
    { title: "Frequently asked questions", uri: "/help" },
    { title: "Contact us", uri: `/about-${productSlug}/contact-us` },
    { title: "Sitemap", uri: "/sitemap" },
  ];
}

export function errorTitle(variant: ErrorVariant): string {
  if (variant === "not-found") return ERROR_TEXTS.notFoundTitle;
  if (variant === "no-route") return ERROR_TEXTS.noRouteTitle;
  return ERROR_TEXTS.genericTitle;
}

/** Intro and links for a variant, with the site's own override for that error type when it has one. */
export function errorContent(
  variant: ErrorVariant,
  productSlug: string,
  overrides: { notFound: { intro: string; links: LinkModel[] } | null; generic: { intro: string; links: LinkModel[] } | null } | null,
): { title: string; intro: string; links: LinkModel[] } {
  const override = variant === "generic" ? overrides?.generic : overrides?.notFound;
  const intro = override?.intro || (variant === "generic" ? ERROR_TEXTS.genericIntro : ERROR_TEXTS.notFoundIntro);
  const links = override?.links.length ? override.links : helpfulLinks(productSlug);
  return { title: errorTitle(variant), intro, links };
}
