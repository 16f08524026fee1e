import type { LinkModel } from "@/mapping/link";

/** Plain data the client side needs about the site it is on (passed from the server layout). */
export interface SiteContextValue {
  productSlug: string;
  productName: string;
  siteName: string;
  homeHref: string;
  /** False when no route of the table matches the path (the 404 then says 'This page could not be found'). */
  routeMatched?: boolean;
  errorOverrides: {
    notFound: { intro: string; links: LinkModel[] } | null;
    generic: { intro: string; links: LinkModel[] } | null;
  };
}
