import { fixedPage } from "./fixed-pages";
import { normalisePath } from "./normalise-path";

/*
 * 'Chat with our students' reads its query string (the list's filters, and what became of a question asked), so,
 * like the course quiz (quiz-route.ts), it cannot be a page of the cached catch-all: the page steps serve its public
 * path from an app route of its own that renders per request, and the address bar keeps the public path.
 */

/** The app route that renders the page (app/chat-with-our-students). */
export const STUDENTS_APP_ROUTE = "/chat-with-our-students";

/** The page's public path for a product slug. */
export function studentsPath(productSlug: string): string {
  return `/study-at-${productSlug}/international-students/chat-with-our-students`;
}

export type StudentsRouting =
  | { kind: "rewrite"; path: string }
  | { kind: "redirect"; location: string };

/**
 * What the page steps do with a request for the page: a read of its public path is served from the app route (query
 * kept); the app route asked for directly sends the visitor to the public path. Null for every other request.
 */
export function studentsRouting(pathname: string, search: string, method: string, productSlug: string): StudentsRouting | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const normalised = normalisePath(pathname);
  if (!normalised.ok) return null;
  if (normalised.path === STUDENTS_APP_ROUTE) return { kind: "redirect", location: `${studentsPath(productSlug)}${search}` };
  if (fixedPage(normalised.path, productSlug) !== "chat-with-our-students") return null;
  return { kind: "rewrite", path: `${STUDENTS_APP_ROUTE}${search}` };
}
