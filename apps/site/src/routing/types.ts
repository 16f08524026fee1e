import type { LoginReason } from "./login-path";
import type { OpenSearchDocument } from "./opensearch-paths";
import type { Audience } from "@/config/audience";

export type { Subsite } from "@/config/subsites";
import type { Subsite } from "@/config/subsites";

export type FixedPage =
  | "course-discovery"
  | "fb-template"
  | "mockContent"
  | "student-wellbeing-assistant"
  | "course-discovery-quiz"
  | "chat-with-our-students"
  | "online-reporting-form";

export type PreviewRevision = "latest" | number;

export interface PreviewMatch {
  kind: "preview";
  bundle: string;
  uuid: string;
  revision: PreviewRevision;
  section: string | null;
}

export type ContentFallback = null | { kind: "news" | "events" | "course-atoz-audience"; slug: string };

export interface ContentMatch {
  kind: "content";
  /** The normalised path the visitor asked for. */
  path: string;
  /** The path to give the route lookup (international course paths lose their "/international"). */
  lookupPath: string;
  audience: Audience;
  subsite: Subsite | null;
  fallback: ContentFallback;
}

export type RouteMatch =
  | { kind: "fixed"; page: FixedPage }
  | { kind: "search" }
  /** The course shortlist and the course comparison: app routes of their own. */
  | { kind: "shortlist" }
  | { kind: "compare" }
  /** A course page's enquiry and fee estimate: app routes of their own. */
  | { kind: "course-enquiry" }
  | { kind: "fee-estimate" }
  | { kind: "opensearch"; document: OpenSearchDocument }
  | { kind: "login"; destination: string | null; reason: LoginReason | null }
  | { kind: "unit"; unitCode: string | null; /** Page of the index when there is no code. */ page: number }
  | { kind: "unitset"; unitSetCode: string | null; page: number }
  | { kind: "listing"; view: "course_atoz"; display: "atoz"; filters: string[] }
  | { kind: "listing"; view: "news" | "events"; display: "page_1"; filters: string[] }
  | { kind: "microsite"; page: string | null; path: string }
  | PreviewMatch
  | { kind: "study-areas"; audience: Audience }
  | { kind: "study-area"; studyArea: string; interestArea: string; audience: Audience; /** 'Only courses with an upcoming intake'. */ upcomingOnly: boolean }
  | ContentMatch
  | { kind: "not-found"; reason: string };

export interface RoutingContext {
  /** Lower-cased product short name as it appears in paths ("yu"). */
  productSlug: string;
  /** The subsites served under this host (SITE_SUBSITES). */
  subsites: readonly Subsite[];
}
