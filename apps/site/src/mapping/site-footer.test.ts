import { describe, expect, it } from "vitest";
import { siteDataSchema, type SiteData } from "@/tide/types";
import { siteFooterProps } from "./site-footer";

const FILES = "http://content.test/sites/default/files/site/brand";

/** Footer data in the shape the site-data call returns for the demo university (apps/content/README.md). */
const footer = {
  menu: [
    {
      id: "f1", title: "Study with us", uri: "/study-at-yu",
      children: [
        { id: "f1a", title: "Find a course", uri: "internal:/study-at-yu/courses", children: [] },
        { id: "f1b", title: "How to apply", uri: "/study-at-yu/how-to-apply", children: [] },
      ],
    },
    { id: "f2", title: "Visit & contact", uri: "/about-yu/contact-us", children: [] },
  ],
  columns: [
    {
      title: "Acknowledgement of Country", width: 6,
      components: [{
        type: "acknowledgement", title: "Acknowledgement of Country", text: "Yarra University acknowledges the Wurundjeri…",
        flags: [
          { src: `${FILES}/flag-aboriginal.svg`, alt: "Australian Aboriginal flag", width: 90, height: 60 },
          { src: `${FILES}/flag-torres-strait-islander.svg`, alt: "Torres Strait Islander flag", width: 90, height: 60 },
        ],
      }],
    },
    { width: 2, components: [{ type: "logo", logo: { src: `${FILES}/logo-primary-light.svg`, alt: "Yarra University", width: 244, height: 80 }, uri: "/" }] },
    {
      title: "Connect with us", subtitle: "Follow YU for news, events and student stories.", width: 4,
      components: [
        {
          type: "social",
          links: [
            { id: "s1", title: "Facebook", uri: "https://www.facebook.com/yuuniversity", icon: { symbol: "facebook" } },
            { id: "s2", title: "X", uri: "https://x.com/yuuniversity", icon: { symbol: "x" } },
            { id: "s3", title: "Old Twitter", uri: "https://twitter.com/yu", icon: { symbol: "Twitter" } },
            { id: "s4", title: "Mastodon", uri: "https://mastodon.social/@yu", icon: { symbol: "mastodon" } },
            { id: "s5", title: "TikTok", uri: "https://www.tiktok.com/@yuuniversity" },
          ],
        },
        {
          type: "app_badges",
          badges: [
            { store: "apple", uri: "https://apps.apple.com/au/app/yu-student/id6450000000", image: { src: `${FILES}/badge-app-store.svg`, alt: "Download the YU app on the App Store", width: 135, height: 40 } },
            { store: "google", uri: "https://play.google.com/store/apps/details?id=au.edu.yu.student", image: { src: `${FILES}/badge-google-play.svg`, alt: "", width: 135, height: 40 } },
          ],
        },
      ],
    },
    {
      title: "Quick links", linkHeading: { title: "All contacts", uri: "internal:/about-yu/contact-us" }, width: 4,
      components: [{
        type: "links",
        links: [
          { id: "q1", title: "Contact us", uri: "internal:/about-yu/contact-us" },
          { id: "q2", title: "Careers at YU", uri: "https://careers.yu.edu.au/", target: "_blank" },
        ],
      }],
    },
    {
      title: "Yarra University", subtitle: "Dual-sector university", width: 4,
      components: [{ type: "text", html: '<p>CRICOS Provider No. 09999Z<br>Phone <a href="tel:+61355501000">03 5550 1000</a></p>' }],
    },
  ],
};

const base = {
  drupal_internal__tid: "7", name: "Yarra University", shortName: "YU", basePath: null, homeAlias: "/home", domains: {},
  menu: [], subsiteMenu: [], footer,
  legal: {
    menu: [{ id: "l1", title: "Privacy", uri: "internal:/about-yu/governance/privacy" }, { id: "l2", title: "Sitemap", uri: "/sitemap" }],
    disclaimer: "<p>Yarra University has made every effort to ensure the information on this website is accurate.</p>",
    content: "© Yarra University. ABN 00 000 000 000.",
  },
  logos: {}, logoUrl: "/", loginConcierge: [], site_alerts: [], field_t_site_show_exit_site: false, quickExitUrl: "https://www.google.com.au/",
};

const site = (over: Record<string, unknown> = {}): SiteData => siteDataSchema.parse({ ...base, ...over });
const props = (s: SiteData | null, main: SiteData | null = s) => siteFooterProps({ site: s, main, siteName: "Yarra University" });

describe("site footer mapping", () => {
  it("builds the top menu from level-1 links and their children, without 'internal:'", () => {
    expect(props(site()).menu).toEqual([
      {
        id: "f1", title: "Study with us", uri: "/study-at-yu",
        links: [
          { id: "f1a", title: "Find a course", uri: "/study-at-yu/courses" },
          { id: "f1b", title: "How to apply", uri: "/study-at-yu/how-to-apply" },
        ],
      },
      { id: "f2", title: "Visit & contact", uri: "/about-yu/contact-us", links: [] },
    ]);
  });

  it("keeps each column's width on the 12-column grid and its share of the 6-column grid", () => {
    const columns = props(site()).columns;
    expect(columns.map((c) => [c.width, c.mediumWidth])).toEqual([[6, 3], [2, 1], [4, 2], [4, 2], [4, 2]]);
    expect(columns[2]).toMatchObject({ title: "Connect with us", subtitle: "Follow YU for news, events and student stories." });
    expect(columns[3]?.linkHeading).toEqual({ title: "All contacts", uri: "/about-yu/contact-us" });
  });

  it("says the acknowledgement's title once when the column already carries it, with both flags", () => {
    const [ack] = props(site()).columns[0]?.components ?? [];
    expect(ack).toEqual({
      type: "acknowledgement", title: null, headingLevel: 3, html: "Yarra University acknowledges the Wurundjeri…",
      flags: [
        { src: `${FILES}/flag-aboriginal.svg`, alt: "Australian Aboriginal flag", width: 90, height: 60 },
        { src: `${FILES}/flag-torres-strait-islander.svg`, alt: "Torres Strait Islander flag", width: 90, height: 60 },
      ],
    });
    const untitled = site({ footer: { menu: [], columns: [{ width: 12, components: [{ ...footer.columns[0]!.components[0], text: "<p>We acknowledge…</p>" }] }] } });
    expect(props(untitled).columns[0]?.components[0]).toMatchObject({ title: "Acknowledgement of Country", headingLevel: 2, html: "<p>We acknowledge…</p>" });
  });

  it("halves the logo's width and height and links it", () => {
    expect(props(site()).columns[1]?.components).toEqual([
      { type: "logo", image: { src: `${FILES}/logo-primary-light.svg`, alt: "Yarra University", width: 122, height: 40 }, href: "/" },
    ]);
  });

  it("names each social link by its title and picks its icon, X for the old Twitter symbol, a plain link icon for others", () => {
    const [social] = props(site()).columns[2]?.components ?? [];
    expect(social).toEqual({
      type: "social",
      links: [
        { title: "Facebook", uri: "https://www.facebook.com/yuuniversity", icon: "facebook" },
        { title: "X", uri: "https://x.com/yuuniversity", icon: "x" },
        { title: "Old Twitter", uri: "https://twitter.com/yu", icon: "x" },
        { title: "Mastodon", uri: "https://mastodon.social/@yu", icon: "link" },
        { title: "TikTok", uri: "https://www.tiktok.com/@yuuniversity", icon: "link" },
      ],
    });
  });

  it("gives an app badge without alt text its store's wording", () => {
    const badges = props(site()).columns[2]?.components[1];
    expect(badges).toMatchObject({
      type: "app_badges",
      badges: [
        { store: "apple", uri: "https://apps.apple.com/au/app/yu-student/id6450000000", image: { alt: "Download the YU app on the App Store", width: 135, height: 40 } },
        { store: "google", image: { alt: "Get it on Google Play" } },
      ],
    });
  });

  it("maps link lists and sanitised basic text", () => {
    const columns = props(site()).columns;
    expect(columns[3]?.components).toEqual([
      { type: "links", links: [{ id: "q1", title: "Contact us", uri: "/about-yu/contact-us" }, { id: "q2", title: "Careers at YU", uri: "https://careers.yu.edu.au/" }] },
    ]);
    const evil = site({ footer: { menu: [], columns: [{ width: 4, components: [{ type: "text", html: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p>' }] }] } });
    expect(props(evil).columns[0]?.components).toEqual([{ type: "text", html: "<p>Hi <a>there</a></p>" }]);
  });

  it("drops malformed and empty pieces one by one instead of failing the footer", () => {
    const messy = site({
      footer: {
        menu: [{ id: "m", title: "", uri: "/x", children: [] }, { id: "n", title: "Ok", uri: "/ok", children: [{ id: "c", title: "No address", uri: " ", children: [] }] }],
        columns: [
          "oops",
          { width: 20, components: [{ type: "carousel", items: [] }, { type: "links", links: [{ id: "a", title: "A", uri: "" }] }] },
          { title: "Only a title", width: "3", components: [{ type: "text", html: "<script>x</script>" }, { type: "logo", logo: { src: "", alt: "" } }] },
          { width: 0, components: [{ type: "social" }, { type: "app_badges", badges: [{ store: "amazon", uri: "https://a", image: { src: "x" } }] }] },
          { linkHeading: { title: "Contacts", uri: "internal:/contact" }, components: null },
          { width: 4, components: [{ type: "links", links: [{ id: "b", title: "B", uri: "/b" }] }] },
        ],
      },
    });
    const p = props({ ...messy, legal: siteDataSchema.parse({ ...base, legal: { menu: [{ title: "No id or uri" }, { id: "l9", title: "Privacy", uri: "/privacy" }] } }).legal });
    expect(p.menu).toEqual([{ id: "n", title: "Ok", uri: "/ok", links: [] }]);
    expect(p.legal.links).toEqual([{ id: "l9", title: "Privacy", uri: "/privacy" }]);
    expect(p.columns).toEqual([
      { title: "Only a title", subtitle: null, linkHeading: null, width: 3, mediumWidth: 2, components: [] },
      { title: null, subtitle: null, linkHeading: { title: "Contacts", uri: "/contact" }, width: 12, mediumWidth: 6, components: [] },
      { title: null, subtitle: null, linkHeading: null, width: 4, mediumWidth: 2, components: [{ type: "links", links: [{ id: "b", title: "B", uri: "/b" }] }] },
    ]);
  });

  it("builds the legal area: links, the disclaimer as text and the copyright line", () => {
    expect(props(site()).legal).toEqual({
      links: [{ id: "l1", title: "Privacy", uri: "/about-yu/governance/privacy" }, { id: "l2", title: "Sitemap", uri: "/sitemap" }],
      disclaimer: "Yarra University has made every effort to ensure the information on this website is accurate.",
      copyright: "© Yarra University. ABN 00 000 000 000.",
    });
  });

  it("in a subsite uses the subsite's own footer, or the main site's when it has none", () => {
    const main = site();
    const own = site({ drupal_internal__tid: "102", name: "CoPS", footer: { menu: [], columns: [{ title: "CoPS", width: 12, components: [{ type: "text", html: "<p>Policy</p>" }] }] }, legal: {} });
    const bare = site({ drupal_internal__tid: "114", name: "Dame Alice Rowe Centre", footer: {}, legal: {} });
    expect(props(own, main).columns.map((c) => c.title)).toEqual(["CoPS"]);
    expect(props(own, main).menu).toEqual([]);
    expect(props(own, main).legal.links).toHaveLength(2);
    expect(props(bare, main)).toEqual(props(main));
  });

  it("without any site data still renders a legal line", () => {
    expect(props(null, null)).toEqual({ menu: [], columns: [], legal: { links: [], disclaimer: "", copyright: "© Yarra University" } });
  });
});
