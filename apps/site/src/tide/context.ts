import { config } from "@/config/env";

/** Who a content request is made for; every Tide call takes one. */
export interface TideContext {
  siteId: string;
  requestId?: string;
  /** The editor's authenticated-content JWT, when the visitor carries one. */
  authToken?: string | null;
  audience?: "domestic" | "international";
  /** Set while serving a /preview/ page: node requests then ask for that revision. */
  preview?: { revision: "latest" | number } | null;
}

/** A context for the configured site, with any overrides. */
export function defaultContext(overrides: Partial<TideContext> = {}): TideContext {
  return { siteId: config().siteId, ...overrides };
}

/**
 * The same request without anything personal (token, preview): for shared data such as site data and
 * terms, which must be cacheable and identical for every visitor.
 */
export function publicContext(ctx?: Partial<TideContext>): TideContext {
  return {
    siteId: ctx?.siteId ?? config().siteId,
    ...(ctx?.requestId ? { requestId: ctx.requestId } : {}),
    ...(ctx?.audience ? { audience: ctx.audience } : {}),
  };
}
