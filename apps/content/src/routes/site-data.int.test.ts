import type { SiteData } from "@yu/site-data";
import { describe, expect, it } from "vitest";
import { bodyOf, PUBLIC_URL, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

describe.each(TEST_DRIVERS)("GET /site-api/v1/site/{tid} ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixture content", () => {
    const seeded = useSeededApp(driver, "site_data");
    const get = (url: string) => seeded.app.inject({ method: "GET", url });

    it("shapes the main site from its term, configuration, menus and alerts", async () => {
      const response = await get("/site-api/v1/site/7");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["x-sdp-app-type"]).toBe("tide");
      const site = bodyOf<SiteData>(response);
      expect(Object.keys(site).sort()).toEqual(["basePath", "domains", "drupal_internal__tid", "errorPages", "field_t_site_show_exit_site",
        "footer", "homeAlias", "legal", "loginConcierge", "logoUrl", "logos", "menu", "name", "ogImage", "quickExitUrl", "shortName",
        "site_alerts", "subsiteMenu", "twitterImage"]);
      expect(site).toMatchObject({
        drupal_internal__tid: "7", name: "Yarra University", shortName: "YU", basePath: null, homeAlias: "/home",
        domains: { 7: "www.yu.edu.au", 102: "www.yu.edu.au", 111: "sydney.yu.edu.au" },
        subsiteMenu: [], logoUrl: "/", quickExitUrl: "https://www.google.com.au/", field_t_site_show_exit_site: false,
        errorPages: { notFound: null, generic: null },
      });
      expect(site.menu.map((link) => link.title)).toEqual(["Study with us", "About YU", "Library"]);
      const study = site.menu[0];
      expect(study).toMatchObject({ uri: "/study-at-yu", description: "Courses, study areas and how to apply." });
      expect(study?.children.map((link) => link.title)).toEqual(["Courses", "Apply now"]);
      expect(study?.children[1]).toMatchObject({ ctaText: "Apply", icon: "arrow-right", options: { attributes: { class: ["primary-button"] } } });
      let depth = 0;
      for (let level = site.menu; level.length > 0; level = level[0]?.children ?? []) depth += 1;
      expect(depth).toBe(5);
      expect(site.footer.menu.map((link) => [link.title, link.uri])).toEqual([["Students", ""], ["Contact", "/about-yu/contact-us"]]);
      expect(site.footer.columns.map((column) => column.components.map((component) => component.type)))
        .toEqual([["acknowledgement"], ["logo", "links", "social"], ["app_badges", "text"]]);
      expect(site.footer.columns[1]).toMatchObject({ title: "Find us", subtitle: "Campuses", width: 3,
        linkHeading: { title: "All campuses", uri: "/about-yu/campuses" } });
      expect(site.legal).toEqual({ menu: [expect.objectContaining({ title: "Privacy", uri: "/privacy" }),
        expect.objectContaining({ title: "Accessibility", uri: "/about-yu/vision-mission/accessibility-of-our-website" })],
      disclaimer: "Fixture disclaimer.", content: "<p>© Yarra University</p>" });
      expect(site.logos.primaryLight).toEqual({ src: `${PUBLIC_URL}/sites/default/files/fixtures/logo.svg`, alt: "Yarra University logo",
        width: 240, height: 80 });
      expect(site.logos.landscapeDark).toBeNull();
      expect(site.ogImage).toMatchObject({ src: `${PUBLIC_URL}/sites/default/files/fixtures/campus.svg`, width: 1200 });
      expect(site.loginConcierge[0]).toEqual({ id: "concierge-0", title: "MyYU", subtext: "Student portal", ctaText: "Log in",
        uri: "https://my.yu.edu.au", icon: "user" });
      expect(site.loginConcierge[1]?.uri).toBe("/email");
      expect(site.site_alerts).toEqual([{ id: expect.any(String), title: "Exam timetable released", type: "info",
        message: "<p>Check your timetable.</p>", link: { title: "Timetable", uri: "/current-students" } }]);
      expect(String(response.headers["section-cache-tags"]).split(" ")).toEqual(expect.arrayContaining(["taxonomy_term:7",
        "config:site", "config:system.menu.main", "node_list:alert"]));
    });

    it("gives a subsite its own menu (first item flagged), inherited configuration and its overrides", async () => {
      const site = bodyOf<SiteData>(await get("/site-api/v1/site/102"));
      expect(site).toMatchObject({ drupal_internal__tid: "102", shortName: "CoPS", basePath: "/centre-of-policy-studies-cops",
        homeAlias: "/centre-of-policy-studies-cops", field_t_site_show_exit_site: true, quickExitUrl: "https://www.google.com.au/" });
      expect(site.subsiteMenu.map((link) => [link.title, link.isSubsite])).toEqual([["CoPS home", true], ["Models", undefined]]);
      expect(site.menu.map((link) => link.title)).toEqual(["Study with us", "About YU", "Library"]);
      expect(site.footer.columns).toHaveLength(3);
      expect(site.errorPages).toEqual({ notFound: { intro: "This CoPS page has moved.",
        links: [{ id: "not-found-0", title: "CoPS home", uri: "/centre-of-policy-studies-cops" }] }, generic: null });
      expect(site.site_alerts.map((alert) => [alert.title, alert.type])).toEqual([["CoPS seminar moved", "warning"]]);
      expect(site.ogImage?.src).toBe(`${PUBLIC_URL}/sites/default/files/fixtures/campus.svg`);
    });

    it("falls back to defaults for a site without configuration", async () => {
      const site = bodyOf<SiteData>(await get("/site-api/v1/site/111"));
      expect(site).toMatchObject({ shortName: "YU Sydney", logoUrl: "/", homeAlias: "/yu-sydney", site_alerts: [] });
      expect(site.menu).toHaveLength(3);
    });

    it("answers a JSON:API 404 for unknown sites", async () => {
      for (const url of ["/site-api/v1/site/999", "/site-api/v1/site/seven"]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers["content-type"]).toBe("application/vnd.api+json");
        expect(bodyOf(response)).toMatchObject({ errors: [{ status: "404" }] });
      }
    });
  });
});
