import type { WebformSchema } from "@/mapping/webform/field-schema";
import type { ContentPageView } from "@/mapping/content-page";
import type { InterestArea, StudyArea } from "@/config/study-areas/types";
import type { CourseGroupView } from "@/mapping/interest-area-page";
import type { LinkModel } from "@/mapping/link";
import type { CardView } from "@/mapping/cards/card-view";
import type { PaginationModel } from "@/mapping/pagination";
import type { ParagraphView } from "@/mapping/paragraphs/paragraph-views";
import type { PageHead } from "@/mapping/page-head";
import type { UnitView } from "@/mapping/types/unit";
import type { UnitSetView } from "@/mapping/types/unit-set";
import type { LoginReason } from "@/routing/login-path";
import type { Audience } from "@/config/audience";
import type { WellbeingView } from "@/mapping/wellbeing";

/** A filter link across the top; one without a uri has nothing to show (an A–Z letter with no course). */
export type ListingFilter = LinkModel & { current: boolean; empty?: boolean };

/** A listing page: news, events, the course A–Z, the index of units or of unit sets. */
export interface ListingView {
  title: string;
  intro?: string | null;
  /** Filter links across the top (categories, audiences, letters); the current one is marked. */
  filters?: ListingFilter[];
  filterLabel?: string;
  total: number;
  cards: CardView[];
  emptyText: string;
  /** Present when the listing has more than one page. */
  pagination?: PaginationModel;
  /** A feed to follow the listing with (news as RSS, events as a calendar). */
  feed?: { href: string; label: string };
}

/** A unit or unit set page: its own template rather than the generic content page. */
export type CatalogueView = { type: "unit"; unit: UnitView } | { type: "unit_set"; unitSet: UnitSetView };

/** The links between the browse pages' variants (each a public URL). */
export interface AudienceLinks {
  domestic: string;
  international: string;
}

/** The index of study areas for one audience. */
export interface StudyAreasIndexView {
  audience: Audience;
  areas: readonly StudyArea[];
  /** The content system's paragraphs of the same page (study levels explained …), shown after the areas. */
  components: ParagraphView[];
  links: AudienceLinks & { atoz: string; finder: string; quiz: string };
}

/** An interest area's courses for one audience, grouped by study level. */
export interface InterestAreaView {
  area: { slug: string; label: string };
  interest: { slug: string; label: string };
  audience: Audience;
  upcomingOnly: boolean;
  groups: CourseGroupView[];
  /** Courses shown, courses there are, and those of them with an upcoming intake. */
  total: number;
  totalAll: number;
  totalUpcoming: number;
  /** Every request of the course search failed: the page cannot say which courses there are. */
  unavailable: boolean;
  links: AudienceLinks & { allCourses: string; upcomingOnly: string; index: string };
  /** The area's other interest areas for this audience. */
  related: InterestArea[];
  /** The line saying these are the area's courses at the interest area's levels, not picked out by interest; null when they are. */
  broadened: string | null;
}


export interface LoginPageView {
  title: string;
  intro: string;
  /** A path of this site to go to after signing in (already checked), or null for the home page. */
  destination: string | null;
  reason: LoginReason | null;
}

/** What a route resolves to: a page of one of these kinds, a redirect, or nothing. */
export type LoadedPage =
  | { kind: "redirect"; url: string; statusCode: number }
  | { kind: "not-found"; /** Why, when the visitor should know (a listing's bad filter or page). */ message?: string }
  | { kind: "content"; head: PageHead; view: ContentPageView }
  | { kind: "listing"; head: PageHead; listing: ListingView }
  | { kind: "catalogue"; head: PageHead; view: CatalogueView }
  | { kind: "study-areas"; head: PageHead; view: StudyAreasIndexView }
  | { kind: "interest-area"; head: PageHead; view: InterestAreaView }
  /** The site's chrome around an empty region that the search service fills with its own results. */
  | { kind: "results-template"; head: PageHead; title: string }
  /** The student wellbeing assistant; `complete` is false when the content system could not give its needs. */
  | { kind: "wellbeing"; head: PageHead; title: string; intro: string; view: WellbeingView; complete: boolean }
  /** The living style guide: its content is the guide's own sample content (templates/style-guide). */
  | { kind: "style-guide"; head: PageHead; title: string; intro: string }
  /** The sign-in page: where to go afterwards, and why it is showing (routing/login-path.ts). */
  | { kind: "login"; head: PageHead; view: LoginPageView }
  | {
      kind: "simple";
      head: PageHead;
      title: string;
      intro: string;
      links: LinkModel[];
      /** The web form the page shows; null when the content system does not have it. */
      webform?: WebformSchema | null;
    };
