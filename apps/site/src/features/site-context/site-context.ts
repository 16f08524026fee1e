import type { LinkModel } from "@/mapping/link";

/** Plain data the client side needs about the site it is on (passed from the server layout). */
export interface SiteContextValue {
  productSlug: string;
  productName: string;
  siteName: string;
  homeHref: string;
  errorOverrides: {
    notFound: { intro: string; links: LinkModel[] } | null;
    generic: { intro: string; links: LinkModel[] } | null;
  };
}
