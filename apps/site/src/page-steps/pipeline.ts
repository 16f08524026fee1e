import { REQUEST_ID_HEADER, requestIdFor } from "@/routing/request-id";
import { isInternationalCoursePath } from "@/routing/course-paths";
import { loginPagePath } from "@/routing/login-path";
import { parsePreviewPath } from "@/routing/preview";
import { STYLE_GUIDE_PATH } from "@/routing/fixed-pages";
import { studyAreaVariantPath } from "@/routing/study-area";
/** Request headers the page steps set for the pages (never taken from the visitor: the steps overwrite them). */
// Pages take the audience from the path (so they stay cacheable); route handlers read this header.
export const AUDIENCE_HEADER = "x-yu-audience";

/** What one configured page step sees and may change. */
export interface ProxyState {
  url: URL;
  productSlug: string;
  /** The editor's authenticated-content token: usable, present but expired, or absent (or unreadable). */
  editorToken: "valid" | "expired" | "none";
  requestHeaders: Headers;
  responseHeaders: Headers;
  newRequestId: () => string;
}

export type ProxyOutcome =
  | { kind: "next" }
  | { kind: "redirect"; location: string; status: number }
  /** Serve another path of the site without changing the address bar. */
  | { kind: "rewrite"; path: string };

export type ProxyStep = (state: ProxyState) => ProxyOutcome;



/** Gives every request an id (a well-formed incoming one is kept) and echoes it on the response. */
const requestId: ProxyStep = (state) => {
  const id = requestIdFor(state.requestHeaders.get(REQUEST_ID_HEADER), state.newRequestId);
  state.requestHeaders.set(REQUEST_ID_HEADER, id);
  state.responseHeaders.set(REQUEST_ID_HEADER, id);
  return { kind: "next" };
};

/**
 * Marks international course URLs so content requests carry audience=international (spec §7), and
 * serves a study-area browse page's variant (`?audience=international`, `?intake=upcoming`) from its path
 * form, which the page cache keeps apart from the others.
 */
const courseUrl: ProxyStep = (state) => {
  if (isInternationalCoursePath(state.url.pathname)) state.requestHeaders.set(AUDIENCE_HEADER, "international");
  else state.requestHeaders.delete(AUDIENCE_HEADER);
  const studyArea = studyAreaVariantPath(state.url.pathname, state.url.searchParams, state.productSlug);
  return studyArea ? { kind: "rewrite", path: studyArea } : { kind: "next" };
};

/**
 * Preview pages need a valid editor token; anyone else signs in first, and is told when their token has expired
 * (spec §2.3). Preview and sign-in answers are the editor's own: never indexed, never kept by any cache.
 */
const previewUrl: ProxyStep = (state) => {
  const { pathname } = state.url;
  if (pathname.startsWith("/preview/") || pathname === "/login") {
    state.responseHeaders.set("x-robots-tag", "noindex");
    state.responseHeaders.set("cache-control", "private, no-store");
  }
  // The style guide's sample content is the same for everyone (cacheable) but never a search result.
  if (pathname === STYLE_GUIDE_PATH) state.responseHeaders.set("x-robots-tag", "noindex");
  // Only a real preview address asks for a sign-in (routing/preview.ts); any other /preview/… is simply not found.
  if (parsePreviewPath(pathname, state.url.searchParams) === null || state.editorToken === "valid") return { kind: "next" };
  const destination = `${pathname}${state.url.search}`;
  const reason = state.editorToken === "expired" ? "expired" : null;
  return { kind: "redirect", location: loginPagePath({ destination, reason }), status: 307 };
};

const STEPS: Record<string, ProxyStep> = {
  "course-url": courseUrl,
  "preview-url": previewUrl,
  "request-id": requestId,
};

export const DEFAULT_MIDDLEWARE = ["course-url", "preview-url", "request-id"];

/** The configured steps in order, or the spec's 'Unknown middleware {name}' error. */
export function resolveSteps(names: string[]): { ok: true; steps: ProxyStep[] } | { ok: false; message: string } {
  const steps: ProxyStep[] = [];
  for (const name of names) {
    const step = STEPS[name];
    if (!step) return { ok: false, message: `Unknown middleware ${name}` };
    steps.push(step);
  }
  return { ok: true, steps };
}

/** Runs the steps; the first redirect wins. */
export function runSteps(steps: ProxyStep[], state: ProxyState): ProxyOutcome {
  for (const step of steps) {
    const outcome = step(state);
    if (outcome.kind !== "next") return outcome;
  }
  return { kind: "next" };
}
