import { describe, expect, it } from "vitest";
import { siteDataSchema, type SiteData } from "@/tide/types";
import { logoHref, siteContextValue } from "./site-chrome";

const site = (over: Record<string, unknown> = {}): SiteData =>
  siteDataSchema.parse({
    drupal_internal__tid: "7", name: "Yarra University", shortName: "YU", basePath: null, homeAlias: "/home", domains: {},
    menu: [{ id: "m1", title: "Study", uri: "internal:/study-at-yu", children: [] }],
    subsiteMenu: [], footer: { menu: [], columns: [{ width: 6, components: [{ type: "acknowledgement", flags: [], title: "Acknowledgement of Country", text: "<p>We acknowledge…</p>" }] }] },
    legal: { menu: [{ id: "l1", title: "Privacy", uri: "internal:/privacy" }], disclaimer: "<p>CRICOS 00000A</p>", content: "" },
    logos: { primaryLight: { src: "https://c/logo.svg", alt: "Yarra University" }, primaryDark: null, landscapeDark: null, iconDark: null },
    logoUrl: "/", loginConcierge: [], site_alerts: [], field_t_site_show_exit_site: false, quickExitUrl: "https://www.google.com/",
    ogImage: null, twitterImage: null, errorPages: { notFound: null, generic: null },
    ...over,
  });

const input = (s: SiteData | null, inSubsite = false) => ({
  site: s, main: s, inSubsite, siteName: "Yarra University", productSlug: "yu", productName: "Yarra University", productShortName: "YU",
});

describe("site chrome mapping", () => {
  it("links the logo to / when the home page alias is the home alias, else to the alias, and honours a configured URL", () => {
    expect(logoHref(site())).toBe("/");
    expect(logoHref(site({ homeAlias: "/cops" }))).toBe("/cops");
    expect(logoHref(site({ logoUrl: "internal:/welcome" }))).toBe("/welcome");
    expect(logoHref(null)).toBe("/");
  });
  it("passes error-page overrides to the client", () => {
    const s = site({ errorPages: { notFound: { intro: "Lost?", links: [{ id: "x", title: "Home", uri: "internal:/cops" }] }, generic: null } });
    expect(siteContextValue(input(s)).errorOverrides.notFound).toEqual({ intro: "Lost?", links: [{ id: "x", title: "Home", uri: "/cops" }] });
  });
});
