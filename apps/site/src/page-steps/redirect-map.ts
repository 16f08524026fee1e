import type { Resource } from "@/tide/types";

/** A content-system redirect the page steps answer before any page renders, with its exact status code. */
export interface RedirectRule {
  target: string;
  status: number;
}

const REDIRECT_STATUSES = new Set([300, 301, 302, 303, 304, 305, 307, 308]);

/** The map key of a path: leading slash, no trailing slash, lower case (Drupal matches sources case-insensitively). */
export function redirectKey(path: string): string {
  const trimmed = path.trim().replace(/^\/*/, "/").replace(/\/+$/, "");
  return (trimmed || "/").toLowerCase();
}

function targetOf(uri: string): string | null {
  if (/^https?:\/\//i.test(uri)) return uri;
  const path = uri.replace(/^internal:/, "").replace(/^base:/, "/");
  return path.startsWith("/") && !path.startsWith("//") ? path : null;
}

/**
 * Drupal redirect entities (`redirect--redirect`: redirect_source.path, redirect_redirect.uri, status_code)
 * as a lookup table. Malformed entries are skipped; a redirect to its own source is dropped.
 */
export function buildRedirectMap(resources: Resource[]): Map<string, RedirectRule> {
  const map = new Map<string, RedirectRule>();
  for (const r of resources) {
    const source = r.attributes.redirect_source;
    const redirect = r.attributes.redirect_redirect;
    const sourcePath = source && typeof source === "object" ? (source as { path?: unknown }).path : null;
    const uri = redirect && typeof redirect === "object" ? (redirect as { uri?: unknown }).uri : null;
    const status = Number(r.attributes.status_code ?? 301);
    if (typeof sourcePath !== "string" || typeof uri !== "string" || !REDIRECT_STATUSES.has(status)) continue;
    const target = targetOf(uri);
    const key = redirectKey(sourcePath);
    if (!target || key === "/" || redirectKey(target) === key) continue;
    map.set(key, { target, status });
  }
  return map;
}
