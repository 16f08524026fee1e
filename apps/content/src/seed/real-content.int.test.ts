import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import type { SiteData } from "../site/site-data-types.ts";
import { bodyOf, TEST_DRIVERS, TEST_NOW, useSeededApp } from "../testing/test-app.ts";
import { loadContent } from "./load-content.ts";
import { SeedValidationError } from "./types.ts";

// The demo university other workers write in content/: it must always load. On failure the message lists
// every broken record by file and record number.
const CONTENT_DIR = `${REPO_ROOT}/content`;
const placeholders = { productName: "Yarra University", shortName: "YU", slug: "yu", now: TEST_NOW };

describe("the real content/ folder", () => {
  it("validates: parses, no duplicate keys, every reference and file resolves", async () => {
    try {
      const compiled = await loadContent(CONTENT_DIR, placeholders);
      if (compiled.warnings.length > 0) console.warn(`content/ warnings:\n- ${compiled.warnings.join("\n- ")}`);
      expect(compiled.resources.length).toBeGreaterThan(0);
    } catch (error) {
      if (error instanceof SeedValidationError) expect.fail(error.message);
      throw error;
    }
  });
});

describe.each(TEST_DRIVERS)("the real content/ folder seeded ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "content/", () => {
    const seeded = useSeededApp(driver, "real_content", {}, { contentDir: CONTENT_DIR });

    it("answers the home page and site data of every site", async () => {
      const home = await seeded.app.inject({ method: "GET", url: "/api/v1/route?path=/&site=7" });
      expect(home.statusCode).toBe(200);
      const sites = bodyOf<{ data: { attributes: { drupal_internal__tid: number } }[] }>(
        await seeded.app.inject({ method: "GET", url: "/api/v1/taxonomy_term/sites" }));
      expect(sites.data.length).toBeGreaterThan(0);
      for (const site of sites.data) {
        const tid = site.attributes.drupal_internal__tid;
        const response = await seeded.app.inject({ method: "GET", url: `/site-api/v1/site/${tid}` });
        expect(response.statusCode, `site ${tid}`).toBe(200);
        expect(bodyOf<SiteData>(response).menu.length, `site ${tid} menu`).toBeGreaterThan(0);
        const route = await seeded.app.inject({ method: "GET", url: `/api/v1/route?path=/&site=${tid}` });
        expect(route.statusCode, `home of site ${tid}`).toBe(200);
      }
    });
  });
});
