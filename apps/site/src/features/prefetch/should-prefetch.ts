import { ENQUIRE_PATH, FEE_ESTIMATE_PATH } from "@/routing/course-action-paths";
import { normalisePath } from "@/routing/normalise-path";
import { QUIZ_APP_ROUTE } from "@/routing/quiz-route";
import { servesPath } from "@/routing/served-paths";
import { COMPARE_PATH, SHORTLIST_PATH } from "@/routing/shortlist-paths";
import { STUDENTS_APP_ROUTE } from "@/routing/students-route";

/** The part of the Network Information API the rule reads (not in every browser, so all optional). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §2.4/§9: links are prefetched when idle, never on a 2g connection or with data saving on. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/**
 * The search scopes' pages (routing/search-scopes.ts `SCOPES`, which reads the server's configuration and cannot be
 * in a browser's bundle; the test holds the two together): the site search, the course finder, the scholarship
 * finder, each with its results under `{path}/results/`.
 */
export const SEARCH_PAGE_PATHS: readonly string[] = ["/search", "/course-discovery", "/scholarships"];

/**
 * The pages rendered for each request rather than kept by the page cache (docs/architecture.md "What is
 * prefetched"): everything under the site search's and the course finder's paths (their results, and the
 * finder's shortlist, comparison, enquiry and fee estimate, which read the query string or the visitor's own
 * state), the quiz's and 'chat with our students' app routes and public paths (any product slug,
 * `/study-at-{slug}/…`: routing/fixed-pages.ts), which the page steps serve from those routes, and the sign-in page.
 */
const PER_REQUEST_UNDER: readonly string[] = ["/search", "/course-discovery"];
const PER_REQUEST_PATHS: readonly string[] = [SHORTLIST_PATH, COMPARE_PATH, ENQUIRE_PATH, FEE_ESTIMATE_PATH, QUIZ_APP_ROUTE, STUDENTS_APP_ROUTE,
  "/login"];
const PER_REQUEST_PATTERNS: readonly RegExp[] = [
  /^\/study-at-[^/]+\/course-discovery-quiz$/,
  /^\/study-at-[^/]+\/international-students\/chat-with-our-students$/,
];

/** Whether a page renders per request or is a search (a render that may ask the search service). */
function rendersPerRequest(path: string): boolean {
  // Every scope's page and results (the site search, the course finder, the scholarship finder).
  if (SEARCH_PAGE_PATHS.some((page) => path === page || path === `${page}/results` || path.startsWith(`${page}/results/`))) return true;
  if (PER_REQUEST_UNDER.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  return PER_REQUEST_PATHS.includes(path) || PER_REQUEST_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * The same-site page a link may be prefetched as, or null. Only a page the page cache holds by its path is
 * prefetched: cheap to answer, the same for everybody, and a bounded set (the content pages, courses, units, news,
 * events, the study-area browse pages). Never a search, a finder or a results page (each a render that may ask the
 * search service, charged to the visitor's search budget), nor a page rendered per request, nor an address with a
 * query string (the pages that read theirs render per request; the cached ones are addressed by their path), nor a
 * file, an API route, an editor's page, the current page or a page another site serves (SERVED_PATHS).
 */
export function prefetchablePath(href: string | null, currentPath: string, served: readonly string[] = []): string | null {
  if (!href || !href.startsWith("/") || href.startsWith("//")) return null;
  const address = href.split("#")[0] ?? "";
  if (address === "" || address.includes("?")) return null;
  const normalised = normalisePath(address);
  if (!normalised.ok) return null;
  const path = normalised.path;
  const current = normalisePath(currentPath.split(/[?#]/)[0] ?? "");
  if (current.ok && path === current.path) return null;
  if (/\.[a-z0-9]{2,5}$/i.test(path) || path.startsWith("/api/") || path.startsWith("/preview/") || path === "/preview") return null;
  if (rendersPerRequest(path)) return null;
  // Another site's page is loaded there in full: a prefetch here could only fail (and spoil the click).
  if (!servesPath(path, served)) return null;
  return address;
}
