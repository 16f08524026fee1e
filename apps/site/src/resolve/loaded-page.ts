import type { ListingPageProps } from "@/components/page/ListingPage";
import type { WebformSchema } from "@/features/webform/field-schema";
import type { ContentPageView } from "@/mapping/content-page";
import type { LinkModel } from "@/mapping/link";
import type { PageHead } from "@/mapping/page-head";
import type { UnitView } from "@/mapping/types/unit";
import type { UnitSetView } from "@/mapping/types/unit-set";

/** A unit or unit set page: its own template rather than the generic content page. */
export type CatalogueView = { type: "unit"; unit: UnitView } | { type: "unit_set"; unitSet: UnitSetView };

/** What a route resolves to: a page of one of these kinds, a redirect, or nothing. */
export type LoadedPage =
  | { kind: "redirect"; url: string; statusCode: number }
  | { kind: "not-found"; /** Why, when the visitor should know (a listing's bad filter or page). */ message?: string }
  | { kind: "content"; head: PageHead; view: ContentPageView }
  | { kind: "listing"; head: PageHead; listing: ListingPageProps }
  | { kind: "catalogue"; head: PageHead; view: CatalogueView }
  /** The site's chrome around an empty region that the search service fills with its own results. */
  | { kind: "results-template"; head: PageHead; title: string }
  | {
      kind: "simple";
      head: PageHead;
      title: string;
      intro: string;
      links: LinkModel[];
      form?: "login";
      destination?: string | null;
      /** The web form the page shows; null when the content system does not have it. */
      webform?: WebformSchema | null;
    };
