import { describe, expect, it } from "vitest";
import { DEFAULT_QUICK_EXIT_URL } from "./quick-exit.ts";
import { siteDataSchema } from "./site-data-schema.ts";

describe("site data", () => {
  it("fills every optional part with its default", () => {
    const site = siteDataSchema.parse({ drupal_internal__tid: 7, name: "Yarra University" });
    expect(site).toMatchObject({
      drupal_internal__tid: "7",
      basePath: null,
      homeAlias: "/home",
      domains: {},
      menu: [],
      subsiteMenu: [],
      footer: { menu: [], columns: [] },
      legal: { menu: [], disclaimer: "", content: "" },
      logos: { primaryLight: null, primaryDark: null, landscapeDark: null, iconDark: null },
      logoUrl: "/",
      loginConcierge: [],
      site_alerts: [],
      field_t_site_show_exit_site: false,
      ogImage: null,
      twitterImage: null,
      errorPages: { notFound: null, generic: null },
    });
  });

  it("parses nested menus, keeps unknown fields and drops unknown footer components", () => {
    const site = siteDataSchema.parse({
      drupal_internal__tid: "101",
      name: "VBCI",
      future_field: { x: 1 },
      menu: [
        { id: "a", title: "Study", uri: "/study", extra: true, children: [{ id: "b", title: "Courses", uri: "/courses", children: null }] },
      ],
      footer: {
        menu: [],
        columns: [
          {
            width: "6",
            components: [
              { type: "text", html: "<p>Hi</p>" },
              { type: "hologram", beam: 1 },
              { type: "social", links: [{ id: "s", title: "X", uri: "https://x.com/yu", icon: { symbol: "x" } }] },
            ],
          },
        ],
      },
      site_alerts: [{ id: "al", title: "Closure", type: "unknown-kind", message: null }],
    });
    expect(site.future_field).toEqual({ x: 1 });
    expect(site.menu[0]?.children[0]?.children).toEqual([]);
    expect(site.footer.columns[0]?.width).toBe(6);
    expect(site.footer.columns[0]?.components.map((c) => c.type)).toEqual(["text", "social"]);
    expect(site.site_alerts[0]).toMatchObject({ type: "info", message: "" });
  });

  it("falls back to the search engine page for the quick exit and to full width for a footer column", () => {
    const site = siteDataSchema.parse({ drupal_internal__tid: 7, name: "Yarra University", quickExitUrl: "",
      footer: { columns: [{ components: [] }, { width: 40, components: [] }, { width: null, components: [] }] } });
    expect(site.quickExitUrl).toBe(DEFAULT_QUICK_EXIT_URL);
    expect(site.footer.columns.map((column) => column.width)).toEqual([12, 12, 12]);
  });

  it("leaves absent and null optional fields out, and reads its own output back unchanged", () => {
    const site = siteDataSchema.parse({
      drupal_internal__tid: 7,
      name: "Yarra University",
      menu: [{ id: 1, title: "Study", uri: "/study", description: null, children: [] }],
      footer: { columns: [{ title: null, width: 4, components: [{ type: "logo", logo: { src: "/logo.svg", alt: null, width: "120" } }] }] },
      logos: { primaryLight: { src: "/light.svg", alt: "YU", height: "" } },
    });
    expect(site.menu[0]).toEqual({ id: "1", title: "Study", uri: "/study", children: [] });
    expect(site.footer.columns[0]?.components[0]).toEqual({ type: "logo", logo: { src: "/logo.svg", alt: "", width: 120 } });
    expect(site.logos.primaryLight).toEqual({ src: "/light.svg", alt: "YU" });
    expect(siteDataSchema.parse(site)).toEqual(site);
  });

  it("rejects data without a tid or name", () => {
    expect(siteDataSchema.safeParse({ name: "x" }).success).toBe(false);
    expect(siteDataSchema.safeParse({ drupal_internal__tid: "7" }).success).toBe(false);
  });
});
