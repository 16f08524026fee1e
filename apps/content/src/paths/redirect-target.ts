import type { SiteTerm } from "../site/site-terms.ts";

export interface RedirectAnswer {
  redirectUrl: string;
  redirectType: "internal" | "external";
}

/** What the target path resolves to, when it is a node: the sites it belongs to and its primary site. */
export interface TargetNode {
  siteTids: number[];
  primarySite: number | null;
}

/**
 * A full URL is external; so is a path whose node lives only on other sites, which becomes a full URL on
 * the first domain of that node's primary site. Everything else is internal.
 */
export function classifyRedirect(target: string, requestedSite: number, targetNode: TargetNode | null,
  sites: Map<number, SiteTerm>): RedirectAnswer {
  if (/^https?:\/\//i.test(target)) return { redirectUrl: target, redirectType: "external" };
  if (targetNode !== null && !targetNode.siteTids.includes(requestedSite)) {
    const home = targetNode.primarySite ?? targetNode.siteTids[0] ?? null;
    const domain = home === null ? undefined : sites.get(home)?.domains[0];
    if (domain !== undefined) return { redirectUrl: `https://${domain}${target}`, redirectType: "external" };
  }
  return { redirectUrl: target, redirectType: "internal" };
}
