import { isInternationalCoursePath, stripInternational } from "./course-paths";
import { findSubsite } from "./subsites";
import type { ContentFallback, ContentMatch, RoutingContext } from "./types";

/** A path resolved through the content route lookup (the catch-all). */
export function contentMatch(path: string, ctx: RoutingContext, fallback: ContentFallback = null): ContentMatch {
  const international = isInternationalCoursePath(path);
  return {
    kind: "content",
    path,
    lookupPath: international ? stripInternational(path) : path,
    audience: international ? "international" : "domestic",
    subsite: findSubsite(path, ctx.subsites),
    fallback,
  };
}
