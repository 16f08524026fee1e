import { describe, expect, it } from "vitest";
import { siteDataSchema, type NavLink, type SiteData } from "@/tide/types";
import { headerModel, navItems } from "./site-header";

const link = (title: string, uri: string, children: NavLink[] = [], extra: Partial<NavLink> = {}): NavLink => ({ id: title, title, uri, children, ...extra });

const site = (over: Record<string, unknown> = {}): SiteData =>
  siteDataSchema.parse({
    drupal_internal__tid: "7", name: "Yarra University", shortName: "YU",
    menu: [link("Study", "internal:/study-at-yu", [link("Apply", "/apply", [], { options: { attributes: { class: ["primary-button"] } } })])],
    subsiteMenu: [link("CoPS", "/centre-of-policy-studies-cops")],
    logos: { primaryLight: { src: "https://c/logo.svg", alt: "Yarra University", width: 160, height: 48 } },
    loginConcierge: [{ id: "c1", title: "MyYU", subtext: "Enrolment", ctaText: "", uri: "https://my.yu.edu.au/", icon: "user" }],
    ...over,
  });

describe("header mapping", () => {
  it("maps menu links with stable ids, clean URIs, the second level's descriptions and link classes", () => {
    const items = navItems([
      link("Study", "internal:/study", [
        link("Apply", "/apply", [], { options: { attributes: { class: ["primary-button"] }, }, description: "How to apply" }),
        link("Portal", "https://my.example/", [link("Deep", "/deep", [], { description: "Never shown" })], { options: { attributes: { class: ["mobile-only"] } } }),
      ], { description: "Shown nowhere: the first level has no intro" }),
    ]);
    expect(items).toEqual([
      {
        id: "nav-0", title: "Study", uri: "/study",
        children: [
          { id: "nav-0-0", title: "Apply", uri: "/apply", description: "How to apply", cta: true, children: [] },
          { id: "nav-0-1", title: "Portal", uri: "https://my.example/", hiddenOnDesktop: true, children: [
            { id: "nav-0-1-0", title: "Deep", uri: "/deep", children: [] },
          ] },
        ],
      },
    ]);
  });
  it("keeps five levels and drops anything deeper", () => {
    const deep = link("1", "/1", [link("2", "/2", [link("3", "/3", [link("4", "/4", [link("5", "/5", [link("6", "/6")])])])])]);
    const level5 = navItems([deep])[0]?.children[0]?.children[0]?.children[0]?.children[0];
    expect(level5?.title).toBe("5");
    expect(level5?.children).toEqual([]);
  });
  it("uses the main menu on the main site, with no home item or site title", () => {
    const model = headerModel({ site: site(), inSubsite: false, siteName: "Yarra University", productShortName: "YU" });
    expect(model.menu.map((i) => i.title)).toEqual(["Study"]);
    expect(model.homeItem).toBeNull();
    expect(model.siteTitle).toBeNull();
    expect(model.logo).toEqual({ src: "https://c/logo.svg", alt: "Yarra University", width: 160, height: 48 });
  });
  it("in subsite mode uses the subsite menu, its name and a '{short name} Home' item", () => {
    const model = headerModel({ site: site({ name: "Centre of Policy Studies" }), inSubsite: true, siteName: "Yarra University", productShortName: "YU" });
    expect(model.menu.map((i) => i.title)).toEqual(["CoPS"]);
    expect(model.homeItem).toMatchObject({ title: "YU Home", uri: "/" });
    expect(model.siteTitle).toBe("Centre of Policy Studies");
  });
  it("maps concierge links, with the title standing in for a missing call to action", () => {
    const model = headerModel({ site: site(), inSubsite: false, siteName: "Yarra University", productShortName: "YU" });
    expect(model.concierge).toEqual([{ title: "MyYU", subtext: "Enrolment", ctaText: "MyYU", uri: "https://my.yu.edu.au/", icon: "user" }]);
  });
  it("drops a malformed menu link or concierge link instead of the whole header", () => {
    const parsed = siteDataSchema.parse({
      drupal_internal__tid: "7", name: "Yarra University",
      menu: [{ id: "ok", title: "Study", uri: "/study", children: [] }, { id: "bad", uri: 42 }],
      loginConcierge: [{ id: "c1", title: "MyYU", uri: "https://my.yu.edu.au/" }, { id: "c2", title: null }],
    });
    const model = headerModel({ site: parsed, inSubsite: false, siteName: "Yarra University", productShortName: "YU" });
    expect(model.menu.map((i) => i.title)).toEqual(["Study"]);
    expect(model.concierge.map((c) => c.title)).toEqual(["MyYU"]);
  });
  it("still gives a header when site data is unavailable", () => {
    const model = headerModel({ site: null, inSubsite: false, siteName: "Yarra University", productShortName: "YU" });
    expect(model).toMatchObject({ siteName: "Yarra University", logo: null, logoHref: "/", menu: [], concierge: [] });
  });
});
