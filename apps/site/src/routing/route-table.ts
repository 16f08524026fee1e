import { ENQUIRE_PATH, FEE_ESTIMATE_PATH } from "./course-action-paths";
import { contentMatch } from "./content-match";
import { safeDestination } from "./destination";
import { loginReason } from "./login-path";
import { fixedPage } from "./fixed-pages";
import { courseAtozGuard, newsEventsGuard } from "./listing-guards";
import type { ListingGuardResult } from "./listing-guards";
import { pathSegments } from "./normalise-path";
import { openSearchDocument } from "./opensearch-paths";
import { parsePreviewPath } from "./preview";
import { matchStudyArea } from "./study-area";
import { COMPARE_PATH, SHORTLIST_PATH } from "./shortlist-paths";
import { parseUnitCode, parseUnitSetCode } from "./unit-codes";
import type { ContentFallback, RouteMatch, RoutingContext } from "./types";

const notFound = (reason: string): RouteMatch => ({ kind: "not-found", reason });

/** The segments after `prefix` when the path starts with all of its segments, else null. */
function below(segments: readonly string[], prefix: readonly string[]): string[] | null {
  return prefix.every((p, i) => segments[i] === p) ? segments.slice(prefix.length) : null;
}

const INDEX_PAGE = /^[1-9][0-9]{0,5}$/;

/** A code, or the index (`/units`, `/units/page/{n}`: a code never reads "page"). */
function codeSegment(rest: readonly string[], what: "unit" | "unit set"): { code: string | null; page: number } | RouteMatch {
  const [segment, pageSegment] = rest;
  if (segment === undefined) return { code: null, page: 1 };
  if (segment === "page" && rest.length === 2 && pageSegment !== undefined) {
    return INDEX_PAGE.test(pageSegment) ? { code: null, page: Number(pageSegment) } : notFound(`not a ${what} index page`);
  }
  if (rest.length > 1) return notFound(`too many ${what} segments`);
  const code = what === "unit" ? parseUnitCode(segment) : parseUnitSetCode(segment);
  return code === null ? notFound(`not a ${what} code`) : { code, page: 1 };
}

function fromGuard(
  result: ListingGuardResult,
  listing: (filters: string[]) => RouteMatch,
  fallbackKind: NonNullable<ContentFallback>["kind"],
  path: string,
  ctx: RoutingContext,
): RouteMatch {
  if (result.to === "listing") return listing(result.filters);
  if (result.to === "fallback") return contentMatch(path, ctx, { kind: fallbackKind, slug: result.slug });
  return notFound(result.reason);
}

/** What an already normalised path is (`normalisePath` has accepted it): the route table without normalising again. */
export function matchNormalisedRoute(path: string, search: URLSearchParams, ctx: RoutingContext): RouteMatch {
  const product = ctx.productSlug;

  const page = fixedPage(path, product);
  if (page) return { kind: "fixed", page };
  const openSearch = openSearchDocument(path);
  if (openSearch) return { kind: "opensearch", document: openSearch };
  if (path === "/search") return { kind: "search" };
  if (path === SHORTLIST_PATH) return { kind: "shortlist" };
  if (path === COMPARE_PATH) return { kind: "compare" };
  if (path === ENQUIRE_PATH) return { kind: "course-enquiry" };
  if (path === FEE_ESTIMATE_PATH) return { kind: "fee-estimate" };
  if (path === "/login") return { kind: "login", destination: safeDestination(search.get("destination")), reason: loginReason(search.get("reason")) };

  const segments = pathSegments(path);

  const unit = below(segments, ["units"]);
  if (unit) {
    const result = codeSegment(unit, "unit");
    return "code" in result ? { kind: "unit", unitCode: result.code, page: result.page } : result;
  }
  const unitSet = below(segments, ["unitsets"]);
  if (unitSet) {
    const result = codeSegment(unitSet, "unit set");
    return "code" in result ? { kind: "unitset", unitSetCode: result.code, page: result.page } : result;
  }

  if (segments[0] === "preview") return parsePreviewPath(path, search) ?? notFound("not a preview path");

  const browse = below(segments, [`study-at-${product}`, "courses", "browse-study-areas"]);
  const atoz = browse && below(browse, ["all-courses-a-to-z"]);
  if (atoz) {
    return fromGuard(courseAtozGuard(atoz), (filters) => (
      { kind: "listing", view: "course_atoz", display: "atoz", filters }
    ), "course-atoz-audience", path, ctx);
  }
  const studyArea = browse && matchStudyArea(browse, search);
  if (studyArea) return studyArea;

  const microsite = below(segments, [`study-at-${product}`, `uniquely-${product}`]);
  if (microsite) {
    if (microsite.length > 1) return notFound("too many microsite segments");
    return { kind: "microsite", page: microsite[0] ?? null, path };
  }

  for (const view of ["news", "events"] as const) {
    const rest = below(segments, [`about-${product}`, "news-events", view]);
    if (rest) {
      return fromGuard(newsEventsGuard(view, rest), (filters) => (
        { kind: "listing", view, display: "page_1", filters }
      ), view, path, ctx);
    }
  }

  return contentMatch(path, ctx);
}
