import { describe, expect, it } from "vitest";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

interface RedirectList {
  data: { type: string; attributes: { redirect_source: { path: string }; redirect_redirect: { uri: string }; status_code: number } }[];
  meta: { count: number };
  links: { next?: { href: string } };
}

describe.each(TEST_DRIVERS)("GET /api/v1/redirect/redirect ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixture content", () => {
    const seeded = useSeededApp(driver, "redirects");
    const list = (query: string) => seeded.app.inject({ method: "GET", url: `/api/v1/redirect/redirect?${query}` });

    it("lists a site's redirects as Drupal redirect entities, its subsites' included", async () => {
      const response = await list("site=7");
      expect(response.statusCode).toBe(200);
      const body = bodyOf<RedirectList>(response);
      const byPath = new Map(body.data.map((r) => [r.attributes.redirect_source.path, r]));
      expect(byPath.get("about-us")?.attributes).toMatchObject({ redirect_redirect: { uri: "internal:/about-yu" }, status_code: 301 });
      expect(byPath.get("welcome")?.attributes.status_code).toBe(302);
      expect(byPath.get("library")?.attributes.redirect_redirect.uri).toBe("https://library.yu.edu.au/search");
      expect(byPath.has("cops")).toBe(true);
      expect(body.meta.count).toBe(body.data.length);
      expect(body.data[0]?.type).toBe("redirect--redirect");
    });

    it("pages with meta.count and links.next", async () => {
      const body = bodyOf<RedirectList>(await list("site=7&page[limit]=2"));
      expect(body.data).toHaveLength(2);
      expect(body.meta.count).toBeGreaterThan(2);
      expect(body.links.next?.href).toMatch(/page\[offset\]=2/);
    });

    it("answers 400 without a known site", async () => {
      expect((await list("")).statusCode).toBe(400);
      expect((await list("site=99999")).statusCode).toBe(400);
    });
  });
});
