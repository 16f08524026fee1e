import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../config/config.ts";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../testing/test-app.ts";

// The demo forms of content/site/webforms.yaml: readable through JSON:API as Tide serves them, placed on their
// pages, and each accepts a plausible visitor's answers (so the seed and the validator agree).
const CONTENT_DIR = `${REPO_ROOT}/content`;
const started = () => Date.now() - 30_000;

interface Resource { id: string; type: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: unknown }> }

describe.each(TEST_DRIVERS)("demo webforms ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "content/ webforms", () => {
    const seeded = useSeededApp(driver, "webform_demo", {}, { contentDir: CONTENT_DIR });
    let address = 0;
    const submit = (form: string, model: Record<string, unknown>) => seeded.app.inject({
      method: "POST", url: `/api/v1/webform_submission/${form}?site=7`, remoteAddress: `10.3.0.${++address}`,
      payload: { data: { type: `webform_submission--${form}`, attributes: { data: JSON.stringify({ ...model, form_started_at: started() }) } } },
    });

    it("serves every form through the generic JSON:API routes, and the contact page embeds one", async () => {
      const list = bodyOf<{ data: Resource[] }>(await seeded.app.inject("/api/v1/webform/webform?sort=drupal_internal__id"));
      expect(list.data.map((form) => form.attributes.drupal_internal__id)).toEqual(["ask_a_student", "chat_message", "contact", "content_rating", "course_enquiry", "drupal_contact", "event_registration", "online_reporting", "open_day_registration"]);
      // Drupal Webform's genuine contact form predates submission_exception_message; our own forms all have it.
      for (const form of list.data.filter((f) => f.attributes.drupal_internal__id !== "drupal_contact")) {
        expect(Object.keys(form.attributes.settings as object)).toEqual(expect.arrayContaining(
          ["confirmation_type", "confirmation_message", "confirmation_url", "submission_exception_message"]));
      }
      const contact = list.data.find((form) => form.attributes.drupal_internal__id === "contact");
      // In the author's order (jsonb would have sorted the keys by length).
      expect(Object.keys(contact?.attributes.elements as object)).toEqual(
        ["name", "email", "phone", "enquiry_type", "student_id", "subject", "message", "divider", "privacy", "actions"]);
      const enquiry = (contact?.attributes.elements as Record<string, Record<string, object>>).enquiry_type;
      expect(Object.keys(enquiry?.["#options"] ?? {})).toEqual(["future", "current", "international", "media", "other"]);
      expect((await seeded.app.inject(`/api/v1/webform/webform/${contact?.id ?? ""}`)).statusCode).toBe(200);

      const page = bodyOf<{ data: Resource[]; included: Resource[] }>(await seeded.app.inject(
        "/api/v1/node/landing_page?site=7&filter[title]=Contact us&include=field_landing_page_component.field_paragraph_webform"));
      const embedded = page.included.find((resource) => resource.type === "paragraph--embedded_webform");
      expect(embedded?.attributes.field_paragraph_title).toBe("Send us a message");
      expect(page.included.some((resource) => resource.type === "webform--webform" && resource.id === contact?.id)).toBe(true);
    });

    it("serves the genuine Tide and Drupal definitions of drupal-config/ as Tide does, tokens and all", async () => {
      const list = bodyOf<{ data: Resource[] }>(await seeded.app.inject("/api/v1/webform/webform?sort=drupal_internal__id"));
      const form = (id: string) => list.data.find((f) => f.attributes.drupal_internal__id === id)?.attributes ?? {};
      const rating = form("content_rating");
      expect(rating.title).toBe("Was this page helpful?");
      expect(Object.keys(rating.elements as object)).toEqual(["url", "was_this_page_helpful", "comments", "reset", "actions"]);
      expect((rating.elements as Record<string, Record<string, unknown>>).comments?.["#states"]).toEqual(
        { visible: { ':input[name="was_this_page_helpful"]': { checked: true } } });
      expect((rating.settings as Record<string, unknown>).confirmation_message).toBe("Thank you, your feedback is valuable to us.");
      const contact = form("drupal_contact");
      expect(contact.title).toBe("Contact");
      expect((contact.elements as Record<string, Record<string, unknown>>).name?.["#default_value"]).toBe("[webform-authenticated-user:display-name]");
      const page = bodyOf<{ data: Resource[]; included: Resource[] }>(await seeded.app.inject(
        "/api/v1/node/landing_page?site=7&filter[title]=Write to us&include=field_landing_page_component.field_paragraph_webform"));
      expect(page.included.filter((r) => r.type === "webform--webform").map((r) => r.attributes.drupal_internal__id)).toEqual(["drupal_contact"]);
    });

    it("checks a content rating's comments on either answer (its rule reads every option), and refuses no answer", async () => {
      // 501 words: over Tide's 500-word limit, so the service refuses them only when it counts the comments as shown.
      const long = Array.from({ length: 501 }, () => "word").join(" ");
      const pointers = async (model: Record<string, unknown>) => {
        const response = await submit("content_rating", model);
        return response.statusCode === 201 ? [] : bodyOf<{ errors: { source: { pointer: string } }[] }>(response).errors.map((error) => error.source.pointer);
      };
      expect(await pointers({ was_this_page_helpful: "Yes", comments: long })).toEqual(["/data/attributes/data/comments"]);
      expect(await pointers({ was_this_page_helpful: "No", comments: long })).toEqual(["/data/attributes/data/comments"]);
      expect(await pointers({ was_this_page_helpful: "No", comments: "Too long." })).toEqual([]);
      expect(await pointers({ comments: long })).toEqual(["/data/attributes/data/was_this_page_helpful"]);
    });

    it("accepts a good submission of each form and refuses a bad one per field", async () => {
      const levels = bodyOf<{ data: Resource[] }>(await seeded.app.inject("/api/v1/taxonomy_term/study_level"));
      const tid = String(levels.data[0]?.attributes.drupal_internal__tid);
      const good: Record<string, Record<string, unknown>> = {
        contact: { name: "Jane Citizen", email: "jane@example.edu", enquiry_type: "current", student_id: "1234567",
          subject: "Timetable", message: "When is my next block?", privacy: true },
        course_enquiry: { first_name: "Sam", last_name: "Lee", email: "sam@example.com", study_level: tid, residency: "international",
          country: "VN", study_mode: ["online"], question: "Can I start in July?", contact_consent: true, contact_preference: "email",
          course_code: "HBNS", utm_source: "google" },
        event_registration: { tour: "footscray-park", tour_date: "17-06-2026", full_name: "Ana Silva", email: "ana@example.com",
          guests: 2, ticket_type: "standard", privacy: true },
        content_rating: { was_this_page_helpful: "No", comments: "The fees table is hard to read.", url: "https://www.yu.edu.au/help" },
        ask_a_student: { profile_id: "5b0c1a52-3b7e-4c1e-9d0a-1b2c3d4e5f60", name: "Jane Citizen", email: "jane@example.edu",
          question: "Is it easy to find a part-time job?", privacy: true },
        chat_message: { name: "Jane Citizen", email: "jane@example.edu", message: "Does nursing run at Sunshine?",
          question: "nursing at sunshine", page: "/courses" },
        drupal_contact: { name: "Jane Citizen", email: "jane@example.edu", subject: "A broken link", message: "The fees page links nowhere." },
        online_reporting: { incident_type: "other", incident_other: "Stalking", incident_time: "02:30 PM", safety: 7,
          details: "Someone followed me from the station twice.", wants_contact: false },
        open_day_registration: { first_name: "Ada", email: "ada@example.edu", campus: "sunshine", interests: ["talks"], access_needs: "" },
      };
      for (const [form, model] of Object.entries(good)) {
        const response = await submit(form, model);
        expect([form, response.statusCode, response.body.slice(0, 300)]).toEqual([form, 201, expect.any(String)]);
      }
      const bad = await submit("course_enquiry", { ...good.course_enquiry, country: "", contact_preference: "phone", question: "Hi" });
      expect(bodyOf<{ errors: { source: { pointer: string } }[] }>(bad).errors.map((error) => error.source.pointer)).toEqual([
        "/data/attributes/data/country", "/data/attributes/data/question", "/data/attributes/data/phone"]);
      const weekend = await submit("event_registration", { ...good.event_registration, tour_date: "20-06-2026" });
      expect(weekend.statusCode).toBe(422);
    });
  });
});
