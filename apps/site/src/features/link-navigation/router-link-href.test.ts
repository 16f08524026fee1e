import { describe, expect, it } from "vitest";
import { routerLinkHref, type ClickedLink, type LinkClick } from "./router-link-href";

const ORIGIN = "https://www.yu.example";
const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const siteLink = (href: string, extra: Partial<ClickedLink> = {}): ClickedLink => ({
  href,
  resolvedHref: new URL(href, `${ORIGIN}/about-yu`).href,
  target: "",
  hasDownload: false,
  isRouterLink: true,
  ...extra,
});

describe("routerLinkHref", () => {
  it("gives the router a site link's href as written on a plain left click", () => {
    expect(routerLinkHref(siteLink("/study-at-yu"), plain, ORIGIN)).toBe("/study-at-yu");
    expect(routerLinkHref(siteLink("/courses?page=2#list"), plain, ORIGIN)).toBe("/courses?page=2#list");
    expect(routerLinkHref(siteLink("/about-yu", { target: "_self" }), plain, ORIGIN)).toBe("/about-yu");
  });

  it("leaves links that are not the site's own (rich text, skip to content) to the browser", () => {
    expect(routerLinkHref(siteLink("/study-at-yu", { isRouterLink: false }), plain, ORIGIN)).toBeNull();
  });

  it("leaves modified, non-primary and already handled clicks to the browser", () => {
    for (const click of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(routerLinkHref(siteLink("/study-at-yu"), { ...plain, ...click }, ORIGIN), JSON.stringify(click)).toBeNull();
    }
  });

  it("leaves downloads, other windows and other origins to the browser", () => {
    expect(routerLinkHref(siteLink("/files/guide", { hasDownload: true }), plain, ORIGIN)).toBeNull();
    expect(routerLinkHref(siteLink("/study-at-yu", { target: "_blank" }), plain, ORIGIN)).toBeNull();
    expect(routerLinkHref(siteLink("https://elsewhere.example/x"), plain, ORIGIN)).toBeNull();
    expect(routerLinkHref(siteLink("/x", { href: null }), plain, ORIGIN)).toBeNull();
  });
});
