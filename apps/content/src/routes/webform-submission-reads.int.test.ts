import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import { SubmissionStore } from "../db/submission-store.ts";
import { bearer, signIn } from "../testing/editors.ts";
import { bodyOf, PUBLIC_URL, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";
import { MAY_NOT_VIEW_SUBMISSIONS } from "./webform-submission-reads.ts";

// The demo forms and demo editor accounts of content/ (the course enquiry form has the hidden course_code and utm_* fields).
const CONTENT_DIR = `${REPO_ROOT}/content`;
const DEMO = { editor: "demo-editor-password", approver: "demo-approver-password", member: "demo-member-password" };

interface Resource { type: string; id: string; links: { self: { href: string } }; attributes: Record<string, unknown>;
  relationships: Record<string, { data: unknown }> }
interface One { data: Resource; links: { self: { href: string } } }
interface Many { data: Resource[]; links: { self: { href: string }; next?: { href: string } }; meta: { count: number } }
interface ErrorDoc { errors: { status: string; title: string; detail?: string }[] }

describe.each(TEST_DRIVERS)("GET /api/v1/webform_submission ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "stored submissions read back", () => {
    const seeded = useSeededApp(driver, "webform_submission_reads", {}, { contentDir: CONTENT_DIR });
    const tokens = { editor: "", approver: "", member: "" };
    let address = 0;
    const submit = (form: string, model: Record<string, unknown>) => seeded.app.inject({
      method: "POST", url: `/api/v1/webform_submission/${form}?site=7`, remoteAddress: `10.4.${Math.floor(address / 200)}.${(address++ % 200) + 1}`,
      payload: { data: { type: `webform_submission--${form}`, attributes: { data: JSON.stringify({ ...model, form_started_at: Date.now() - 30_000 }) } } },
    });
    const get = (url: string, token: string | null = tokens.editor) =>
      seeded.app.inject({ method: "GET", url, headers: token === null ? {} : bearer(token) });

    beforeAll(async () => {
      if (driver.skipReason !== null) return;
      tokens.editor = (await signIn(seeded.app, "editor", DEMO.editor)).auth_token;
      tokens.approver = (await signIn(seeded.app, "approver", DEMO.approver)).auth_token;
      tokens.member = (await signIn(seeded.app, "member", DEMO.member)).auth_token;
    });

    it("gives an editor back exactly what was stored, hidden fields included, in the POST answer's shape", async () => {
      const levels = bodyOf<{ data: Resource[] }>(await seeded.app.inject("/api/v1/taxonomy_term/study_level"));
      const answers = { first_name: "Sam", last_name: "Lee", email: "sam@example.com", study_level: String(levels.data[0]?.attributes.drupal_internal__tid),
        residency: "international", country: "VN", study_mode: ["online", "part_time"], question: "Can I start in July?",
        contact_consent: true, contact_preference: "email", course_code: "HBNS", utm_source: "google", utm_campaign: "winter-intake" };
      const posted = await submit("course_enquiry", answers);
      expect(posted.statusCode).toBe(201);
      const created = bodyOf<One>(posted).data;

      const self = created.links.self.href.replace(PUBLIC_URL, "");
      expect(self).toBe(`/api/v1/webform_submission/course_enquiry/${created.id}`);
      const read = await get(`${self}?site=7`);
      expect(read.statusCode).toBe(200);
      expect(read.headers["content-type"]).toContain("application/vnd.api+json");
      expect(read.headers["cache-control"]).toBe("private, no-store");
      const document = bodyOf<One>(read);
      expect(document.data.attributes.data).toEqual(answers);
      expect(document.data.attributes.data).toEqual((await new SubmissionStore(seeded.database.db).byUuid("course_enquiry", created.id))?.data);
      // Everything else as the POST answered it (which carries no answers).
      expect({ ...document.data, attributes: { ...document.data.attributes, data: null } }).toEqual(created);
      expect(document.links.self.href).toBe(`${PUBLIC_URL}${self}?site=7`);

      // An approver (approver, previewer) may read too; the uuid is matched whatever its case.
      expect((await get(`${self.toUpperCase().replace("/API/V1/WEBFORM_SUBMISSION/COURSE_ENQUIRY", "/api/v1/webform_submission/course_enquiry")}?site=7`,
        tokens.approver)).statusCode).toBe(200);
    });

    it("refuses anyone but a signed-in editor with an editorial role, before looking anything up", async () => {
      const posted = bodyOf<One>(await submit("content_rating", { was_this_page_helpful: "Yes", url: "https://www.yu.edu.au/fees" }));
      const urls = [`/api/v1/webform_submission/content_rating/${posted.data.id}?site=7`, "/api/v1/webform_submission/content_rating?site=7",
        "/api/v1/webform_submission/no_such_form?site=7", "/api/v1/webform_submission/content_rating/not-a-uuid"];
      for (const url of urls) {
        for (const token of [null, tokens.member, "not.a.token"]) {
          const response = await get(url, token);
          expect([url, token, response.statusCode]).toEqual([url, token, 403]);
          expect(response.headers["cache-control"]).toBe("private, no-store");
          expect(bodyOf<ErrorDoc>(response).errors).toEqual([{ status: "403", title: "Permission denied.", detail: MAY_NOT_VIEW_SUBMISSIONS }]);
          expect(response.body).not.toContain("yu.edu.au/fees");
        }
      }
    });

    it("answers 404 for an unknown form and an unknown, malformed or other form's uuid; 400 for unsupported parameters", async () => {
      const posted = bodyOf<One>(await submit("content_rating", { was_this_page_helpful: "No", comments: "Too long." }));
      const notFound = ["/api/v1/webform_submission/no_such_form?site=7", `/api/v1/webform_submission/no_such_form/${posted.data.id}`,
        "/api/v1/webform_submission/Bad-Name", "/api/v1/webform_submission/content_rating/not-a-uuid",
        "/api/v1/webform_submission/content_rating/00000000-0000-4000-8000-000000000000",
        `/api/v1/webform_submission/contact/${posted.data.id}`, "/api/v1/webform_submission/content_rating/upload"];
      for (const url of notFound) {
        const response = await get(url);
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.headers["cache-control"]).toBe("private, no-store");
        expect(bodyOf<ErrorDoc>(response).errors[0]?.status).toBe("404");
      }
      for (const query of ["sort=-created", "filter[serial]=1", "include=webform_id", "page[limit]=0", "page[offset]=x", "site=abc"]) {
        expect([query, (await get(`/api/v1/webform_submission/content_rating?${query}`)).statusCode]).toEqual([query, 400]);
      }
    });

    it("lists a form's submissions newest first, 50 a page at most, with links.next while there are more", async () => {
      const before = bodyOf<Many>(await get("/api/v1/webform_submission/event_registration?site=7")).meta.count;
      expect(before).toBe(0);
      const registration = { tour: "footscray-park", tour_date: "2026-06-17", email: "ana@example.com", guests: 2, ticket_type: "standard", privacy: true };
      for (let i = 1; i <= 53; i += 1) expect((await submit("event_registration", { ...registration, full_name: `Visitor ${i}` })).statusCode).toBe(201);

      const first = await get("/api/v1/webform_submission/event_registration?site=7");
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe("private, no-store");
      const page1 = bodyOf<Many>(first);
      expect(page1.meta.count).toBe(53);
      expect(page1.data).toHaveLength(50);
      expect(page1.data.map((resource) => resource.attributes.serial)).toEqual(Array.from({ length: 50 }, (_, i) => 53 - i));
      expect(page1.data[0]?.attributes.data).toEqual({ ...registration, full_name: "Visitor 53" });
      expect(page1.data[0]?.type).toBe("webform_submission--event_registration");
      expect(page1.links.self.href).toBe(`${PUBLIC_URL}/api/v1/webform_submission/event_registration?site=7`);
      expect(page1.links.next?.href).toBe(`${PUBLIC_URL}/api/v1/webform_submission/event_registration?site=7&page[offset]=50&page[limit]=50`);

      const page2 = bodyOf<Many>(await get(page1.links.next?.href.replace(PUBLIC_URL, "") ?? ""));
      expect(page2.data.map((resource) => resource.attributes.data)).toEqual([3, 2, 1].map((n) => ({ ...registration, full_name: `Visitor ${n}` })));
      expect(page2.links.next).toBeUndefined();

      // A larger page[limit] is capped at 50, as Drupal does; a smaller one pages by its own size.
      expect(bodyOf<Many>(await get("/api/v1/webform_submission/event_registration?page[limit]=500")).data).toHaveLength(50);
      const small = bodyOf<Many>(await get("/api/v1/webform_submission/event_registration?site=7&page[limit]=2&page[offset]=10"));
      expect(small.data.map((resource) => resource.attributes.serial)).toEqual([43, 42]);
      expect(small.links.next?.href).toBe(`${PUBLIC_URL}/api/v1/webform_submission/event_registration?site=7&page[offset]=12&page[limit]=2`);
      const last = bodyOf<Many>(await get("/api/v1/webform_submission/event_registration?page[offset]=60"));
      expect([last.data, last.meta.count, last.links.next]).toEqual([[], 53, undefined]);
    });
  });
});
