/**
 * The attribute that marks an in-site link the router follows without a full page load (SiteLink renders it;
 * features/link-navigation follows it). Links without it (rich text, the skip-to-content anchor) load in full.
 */
export const ROUTER_LINK_ATTRIBUTE = "data-router-link";
