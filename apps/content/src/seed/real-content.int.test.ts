import type { SiteData } from "@yu/site-data";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import { bearer, LOGIN_URL, signIn } from "../testing/editors.ts";
import { bodyOf, TEST_DRIVERS, TEST_NOW, useSeededApp } from "../testing/test-app.ts";
import { seedUuid } from "./ids.ts";
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

    it("signs in the demo accounts of content/editors.yaml, each kind as documented", async () => {
      const app = seeded.app;
      const editor = await signIn(app, "editor", "demo-editor-password");
      expect(editor.current_user.roles).toEqual(["authenticated", "editor"]);
      const approver = await signIn(app, "approver", "demo-approver-password");
      expect(approver.current_user.roles).toEqual(["authenticated", "approver", "previewer"]);
      const member = await signIn(app, "member", "demo-member-password");
      expect(member.current_user.roles).toEqual(["authenticated"]);
      const blocked = await app.inject({ method: "POST", url: LOGIN_URL, payload: { name: "blocked", pass: "demo-blocked-password" } });
      expect(blocked.body).toBe('{"message":"The user has not been activated or is blocked."}');
      const about = `/api/v1/node/landing_page/${seedUuid("node--landing_page", "about")}?site=7&resourceVersion=rel:working-copy`;
      expect((await app.inject({ method: "GET", url: about, headers: bearer(approver.auth_token) })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: about, headers: bearer(member.auth_token) })).statusCode).toBe(403);
    });

    it("has a Draft working copy of a node of every previewed bundle, and numbers older revisions before the published one", async () => {
      const { auth_token: token } = await signIn(seeded.app, "editor", "demo-editor-password");
      const read = async (bundle: string, key: string, version = "") => {
        const response = await seeded.app.inject({ method: "GET", headers: bearer(token),
          url: `/api/v1/node/${bundle}/${seedUuid(`node--${bundle}`, key)}?site=7${version === "" ? "" : `&resourceVersion=${version}`}` });
        expect(response.statusCode, `${bundle} ${key} ${version}`).toBe(200);
        return bodyOf<{ data: { attributes: Record<string, unknown> } }>(response).data.attributes;
      };
      for (const [bundle, key] of [["landing_page", "about"], ["page", "accessibility"], ["news", "student-portal-upgrade"],
        ["event", "open-day-footscray-park"], ["course", "bachelor-of-nursing"]] as const) {
        const published = await read(bundle, key);
        const draft = await read(bundle, key, "rel:working-copy");
        expect(published.title, key).not.toMatch(/Draft/);
        expect(draft.title, key).toMatch(/\(Draft\)$/);
        expect(String(draft.field_landing_page_summary), key).toMatch(/^Draft: /);
        expect(draft).toMatchObject({ drupal_internal__vid: Number(published.drupal_internal__vid) + 1, moderation_state: "draft", status: false });
        expect(Date.parse(String(draft.changed))).toBeGreaterThan(Date.parse(String(published.changed)));
      }
      for (const [bundle, key] of [["landing_page", "vision-mission"], ["page", "accessibility"], ["news", "student-portal-upgrade"]] as const) {
        const vid = Number((await read(bundle, key)).drupal_internal__vid);
        const first = await read(bundle, key, `id:${vid - 2}`);
        const second = await read(bundle, key, `id:${vid - 1}`);
        expect(first).toMatchObject({ drupal_internal__vid: vid - 2, revision_log: "First published version", moderation_state: "published" });
        expect(String(first.title)).not.toBe(String(second.title));
        expect(second.drupal_internal__vid).toBe(vid - 1);
        expect(Date.parse(String(first.changed))).toBeLessThan(Date.parse(String(second.changed)));
      }
      // Never published: preview shows its only revision.
      const scholarships = await read("landing_page", "scholarships-draft", "rel:working-copy");
      expect(scholarships).toMatchObject({ title: "Scholarships", status: false, moderation_state: "draft" });
    });
  });
});
