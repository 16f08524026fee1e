import "server-only";
import { cache } from "react";
import { config } from "@/config/env";
import { normalisePath } from "@/routing/normalise-path";
import { matchNormalisedRoute } from "@/routing/route-table";
import type { RouteMatch } from "@/routing/types";

export interface RequestRoute {
  /** The normalised path, or null when the request path cannot be a page (the match then says not-found). */
  path: string | null;
  match: RouteMatch;
}

/**
 * A request's route, worked out once: the layout, the page, its head and the document shell all ask for the
 * same path within one request and get this one answer (React's cache; plain strings as keys).
 */
export const requestRoute = cache((rawPath: string, search: string): RequestRoute => {
  const normalised = normalisePath(rawPath);
  if (!normalised.ok) return { path: null, match: { kind: "not-found", reason: normalised.reason } };
  const cfg = config();
  const match = matchNormalisedRoute(normalised.path, new URLSearchParams(search), { productSlug: cfg.productSlug, subsites: cfg.subsites });
  return { path: normalised.path, match };
});
