import { node, type JsonLdNode } from "./json-ld";

/** A BreadcrumbList from the trail the page shows (the last crumb, the page itself, may have no link); null without one. */
export function breadcrumbList(crumbs: readonly { title: string; href?: string | null }[], origin: string, pageUrl: string): JsonLdNode | null {
  // Like the trail on the page, which shows only from two crumbs on.
  if (crumbs.length < 2) return null;
  const base = origin.replace(/\/+$/, "");
  return node("BreadcrumbList", {
    itemListElement: crumbs.map((c, i) =>
      node("ListItem", { position: i + 1, name: c.title, item: c.href ? (c.href.startsWith("/") ? `${base}${c.href}` : c.href) : pageUrl }),
    ),
  });
}
