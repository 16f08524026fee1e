import type { LinkModel } from "@/mapping/link";

/** Plain data the client side needs about the site it is on (passed from the server layout). */
export interface SiteContextValue {
  productSlug: string;
  productName: string;
  siteName: string;
  homeHref: string;
  /** False when no route of the table matches the path (the 404 then says 'This page could not be found'). */
  routeMatched?: boolean;
  /** What a listing's 404 says about its bad filter or page number, when it has something to say. */
  notFoundMessage?: string | null;
  errorOverrides: {
    notFound: { intro: string; links: LinkModel[] } | null;
    generic: { intro: string; links: LinkModel[] } | null;
  };
}
