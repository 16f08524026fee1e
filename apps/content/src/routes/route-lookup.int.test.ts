import { describe, expect, it } from "vitest";
import { seedUuid } from "../seed/ids.ts";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

interface RouteBody {
  data: { type: string; id: string; attributes: Record<string, unknown> };
}

describe.each(TEST_DRIVERS)("GET /api/v1/route ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixture content", () => {
    const seeded = useSeededApp(driver, "route");
    const lookup = (query: string) => seeded.app.inject({ method: "GET", url: `/api/v1/route?${query}` });

    it("answers / with the site's home page, with Tide's headers", async () => {
      const response = await lookup("path=/&site=7");
      expect(response.statusCode).toBe(200);
      const home = seedUuid("node--landing_page", "home");
      const { data } = bodyOf<RouteBody>(response);
      expect(data).toEqual({ type: "route", id: home, attributes: {
        entity_type: "node", entity_id: expect.stringMatching(/^\d+$/), bundle: "landing_page", uuid: home,
        endpoint: `api/v1/node/landing_page/${home}`, section: "7" } });
      expect(response.headers["content-type"]).toBe("application/vnd.api+json");
      expect(response.headers["x-sdp-app-type"]).toBe("tide");
      expect(response.headers["section-cache-tags"]).toBe(`node:${data.attributes.entity_id} taxonomy_term:7 config:site`);
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    });

    it("finds an alias with or without a trailing slash and ignores audience", async () => {
      for (const path of ["/home", "/home/", "/about-yu", "/about-yu/?x=1"]) {
        const response = await lookup(`path=${encodeURIComponent(path)}&site=7&audience=international`);
        expect(response.statusCode, path).toBe(200);
      }
      const about = bodyOf<RouteBody>(await lookup("path=/about-yu/&site=7"));
      expect(about.data.attributes.uuid).toBe(seedUuid("node--landing_page", "about"));
    });

    it("answers a subsite page on the main site with the subsite as section", async () => {
      const { data } = bodyOf<RouteBody>(await lookup("path=/centre-of-policy-studies-cops/models&site=7"));
      expect(data.attributes).toMatchObject({ bundle: "page", section: "102", uuid: seedUuid("node--page", "cops-models") });
      const onSubsite = bodyOf<RouteBody>(await lookup("path=/centre-of-policy-studies-cops&site=102"));
      expect(onSubsite.data.attributes.section).toBe("102");
      expect(bodyOf<RouteBody>(await lookup("path=/&site=102")).data.attributes.uuid).toBe(seedUuid("node--landing_page", "cops-home"));
    });

    it("routes taxonomy term aliases", async () => {
      const { data } = bodyOf<RouteBody>(await lookup("path=/study-at-yu/courses/browse-study-areas/health-biomedicine&site=7"));
      expect(data.attributes).toMatchObject({ entity_type: "taxonomy_term", bundle: "study_area", section: "7" });
    });

    it("answers 404 Path not found. for unknown paths and nodes of other sites", async () => {
      for (const query of ["path=/nope&site=7", "path=/yu-sydney&site=7", "path=/yu-sydney/news/harbour&site=102"]) {
        const response = await lookup(query);
        expect(response.statusCode, query).toBe(404);
        expect(bodyOf(response)).toEqual({ errors: [{ status: "404", title: "Path not found." }] });
        expect(response.headers["section-cache-tags"]).toBe("node_list redirect_list config:site");
      }
      expect(bodyOf<RouteBody>(await lookup("path=/yu-sydney&site=111")).data.attributes.section).toBe("111");
    });

    it("answers 403 Permission denied. for unpublished content", async () => {
      const response = await lookup("path=/about-yu/secret&site=7");
      expect(response.statusCode).toBe(403);
      expect(bodyOf(response)).toEqual({ errors: [{ status: "403", title: "Permission denied." }] });
      expect(response.headers["cache-control"]).toBe("private, no-store");
    });

    it("answers 400 when path or site is missing or unusable", async () => {
      for (const [query, parameter] of [["site=7", "path"], ["path=/home", "site"], ["path=/home&site=", "site"],
        ["path=/home&site=seven", "site"], ["path=/home&site=999", "site"], ["path[]=/a&site=7", "path"]] as const) {
        const response = await lookup(query);
        expect(response.statusCode, query).toBe(400);
        expect(bodyOf<{ errors: { status: string; source: unknown }[] }>(response).errors[0]).toMatchObject({ status: "400", source: { parameter } });
      }
    });

    it("answers redirects: internal, full URL and another site's page", async () => {
      const cases: [string, number, string, string][] = [
        ["/about-us", 301, "/about-yu", "internal"],
        ["/welcome/", 302, "/home", "internal"],
        ["/library", 301, "https://library.yu.edu.au/search", "external"],
        ["/sydney", 301, "https://sydney.yu.edu.au/yu-sydney", "external"],
        ["/cops", 301, "/centre-of-policy-studies-cops", "internal"],
      ];
      for (const [path, status, url, kind] of cases) {
        const response = await lookup(`path=${encodeURIComponent(path)}&site=7`);
        expect(response.statusCode, path).toBe(200);
        expect(bodyOf<RouteBody>(response).data, path).toMatchObject({ type: "redirect",
          attributes: { status_code: status, redirect_url: url, redirect_type: kind } });
        expect(response.headers["section-cache-tags"]).toMatch(/^redirect:\d+ redirect_list config:site$/);
      }
    });

    it("does not apply a subsite's redirect to an unrelated site", async () => {
      expect((await lookup("path=/cops&site=111")).statusCode).toBe(404);
    });
  });
});
