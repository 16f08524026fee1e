import { fixedPage } from "./fixed-pages";
import { normalisePath } from "./normalise-path";

/*
 * The course discovery quiz reads its query string (its answers), so it cannot be a page of the cached
 * catch-all: the page steps serve its public path, `/study-at-{product}/course-discovery-quiz`, from an app route
 * of its own that renders per request, and the address bar keeps the public path.
 */

/** The app route that renders the quiz (app/course-discovery-quiz). */
export const QUIZ_APP_ROUTE = "/course-discovery-quiz";

/** The quiz's public path for a product slug. */
export function quizPath(productSlug: string): string {
  return `/study-at-${productSlug}/course-discovery-quiz`;
}

export type QuizRouting =
  | { kind: "rewrite"; path: string }
  | { kind: "redirect"; location: string };

/**
 * What the page steps do with a request for the quiz: a page read of its public path is served from the app
 * route (query kept); the app route asked for directly sends the visitor to the public path, so the quiz
 * has one address. Null for every other request.
 */
export function quizRouting(pathname: string, search: string, method: string, productSlug: string): QuizRouting | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const normalised = normalisePath(pathname);
  if (!normalised.ok) return null;
  if (normalised.path === QUIZ_APP_ROUTE) return { kind: "redirect", location: `${quizPath(productSlug)}${search}` };
  if (fixedPage(normalised.path, productSlug) !== "course-discovery-quiz") return null;
  return { kind: "rewrite", path: `${QUIZ_APP_ROUTE}${search}` };
}
