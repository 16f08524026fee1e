import type { Document } from "domhandler";
import { elements, placeOf } from "../html/body.ts";
import { finding, type Check, type Where } from "../check.ts";

/** The first link in the body to `href`, to take the editor there; the address alone when the body has none. */
function linkPlace(body: Document, href: string): Where {
  const a = elements(body, "a").find((el) => el.attribs.href === href);
  return a ? placeOf(a) : { excerpt: href };
}

/** Links to pages a visitor cannot open: unpublished (a visitor gets "not found") or gone altogether. */
export const brokenInternalLink: Check = {
  id: "broken-internal-link",
  severity: "error",
  title: "Link to an unpublished or missing page",
  run({ page, body }) {
    return (page.links ?? []).flatMap((link) => {
      if (link.status === "unpublished") {
        return [finding(this, `This link goes to an unpublished page (${link.href}): visitors get "page not found". Link to a published page, or remove the link.`, linkPlace(body, link.href))];
      }
      if (link.status === "missing") {
        return [finding(this, `This link goes to a page that does not exist (${link.href}): correct the address or remove the link.`, linkPlace(body, link.href))];
      }
      return [];
    });
  },
};

/** A link that passes through two or more redirects: each costs a visitor a round trip, and chains break. */
export const redirectChain: Check = {
  id: "redirect-chain",
  severity: "warning",
  title: "Link through a chain of redirects",
  run({ page, body }) {
    return (page.links ?? [])
      .filter((link) => link.status === "redirect" && (link.hops ?? 1) >= 2)
      .map((link) => finding(this, `This link passes through ${link.hops} redirects (${link.href}): link straight to the page it ends at.`, linkPlace(body, link.href)));
  },
};

/** A link through one redirect works, but is slower and depends on the redirect being kept. */
export const redirectedLink: Check = {
  id: "redirected-link",
  severity: "tip",
  title: "Link through a redirect",
  run({ page, body }) {
    return (page.links ?? [])
      .filter((link) => link.status === "redirect" && (link.hops ?? 1) < 2)
      .map((link) => finding(this, `This link is redirected (${link.href}): link to the page's current address.`, linkPlace(body, link.href)));
  },
};
