import { describe, expect, it } from "vitest";
import { mapWebform } from "@/mapping/webform/element-mapping";
import type { Answers } from "@/features/webform/form-state";
import type { SubmissionResult } from "@/tide/webform-submission";
import { postedSendKey, refusedAsTyped, RESEND_WINDOW_MS, sendPostedForm, type Delivery } from "./posted-submission";

const schema = mapWebform({
  drupal_internal__id: "enquiry",
  elements: {
    course_code: { "#type": "hidden" },
    utm_source: { "#type": "hidden" },
    url: { "#type": "hidden" },
    name: { "#type": "textfield", "#title": "Name", "#required": true },
    more: {
      "#type": "fieldset", "#title": "More", "#states": { visible: { ':input[name="tell"]': { checked: true } } },
      detail: { "#type": "textfield", "#title": "Detail", "#required": true },
    },
    tell: { "#type": "checkbox", "#title": "Tell us more" },
    proof: { "#type": "managed_file", "#title": "Proof" },
  },
  settings: { confirmation_type: "message", confirmation_message: "<p>Thanks, [webform_submission:values:name].</p>" },
}, () => {})!;

const page = { path: "/courses/x", query: new URLSearchParams("course_code=BBNS&utm_source=newsletter&other=no") };

function delivery(result: SubmissionResult = { ok: true, sid: "1", serial: 1 }) {
  const sent: { data: Answers; key: string }[] = [];
  const uploads: string[] = [];
  const d: Delivery = {
    sender: "203.0.113.9 Firefox",
    submit: (data, key) => {
      sent.push({ data, key });
      return Promise.resolve(result);
    },
    upload: (field) => {
      uploads.push(field);
      return Promise.resolve({ ok: true, fid: "3f2b6c1e-6a9d-4f3e-9a55-0c1d2e3f4a5b" });
    },
  };
  return { d, sent, uploads };
}

const form = (entries: [string, string | Blob][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("a form sent without scripts", () => {
  it("is refused with each message and the answers as typed, and nothing is sent or uploaded", async () => {
    const { d, sent, uploads } = delivery();
    const outcome = await sendPostedForm(schema, form([["tell", "on"], ["proof", new Blob(["x"])]]), page, d);
    expect(outcome).toMatchObject({ sent: false, fieldErrors: { name: "Name field is required.", detail: "Detail field is required." }, alert: null });
    expect(outcome.answers).toMatchObject({ tell: true, name: "" });
    expect(sent).toEqual([]);
    expect(uploads).toEqual([]);
  });

  it("never requires a field inside a container its rules hide, and does not send it", async () => {
    const { d, sent } = delivery();
    const outcome = await sendPostedForm(schema, form([["name", "Ada"], ["detail", "typed before unticking"]]), page, d);
    expect(outcome.sent).toBe(true);
    expect(sent[0]?.data).not.toHaveProperty("detail");
  });

  it("sends a valid form once with its page's hidden answers and its file, and confirms with the answers sent", async () => {
    const { d, sent, uploads } = delivery();
    const outcome = await sendPostedForm(schema, form([["name", "Ada"], ["proof", new Blob(["%PDF"])], ["website", ""]]), page, d);
    expect(uploads).toEqual(["proof"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toMatchObject({ name: "Ada", course_code: "BBNS", utm_source: "newsletter", url: "/courses/x", proof: "3f2b6c1e-6a9d-4f3e-9a55-0c1d2e3f4a5b", website: "" });
    expect(sent[0]?.data).not.toHaveProperty("other");
    expect(outcome).toMatchObject({ sent: true, redirect: null, alert: null, fieldErrors: {} });
    expect(outcome.answers).toMatchObject({ name: "Ada" });
    expect(outcome.answers).not.toHaveProperty("website");
  });

  it("passes the content service's per-field messages on, and says why when it is down", async () => {
    const refused = delivery({ ok: false, status: 422, message: "Invalid", fieldErrors: { name: "That name is taken." } });
    expect(await sendPostedForm(schema, form([["name", "Ada"]]), page, refused.d)).toMatchObject({ sent: false, fieldErrors: { name: "That name is taken." } });
    const down = delivery({ ok: false, status: 503, message: "internal", fieldErrors: {} });
    const outcome = await sendPostedForm(schema, form([["name", "Ada"]]), page, down.d);
    expect(outcome).toMatchObject({ sent: false, fieldErrors: {}, alert: { kind: "danger" } });
    expect(outcome.alert?.text).not.toContain("internal");
    expect(outcome.answers).toMatchObject({ name: "Ada" });
  });

  it("redirects where the form confirms on another page", async () => {
    const away = { ...schema, settings: mapWebform({ drupal_internal__id: "e", elements: {}, settings: { confirmation_type: "url", confirmation_url: "/thanks" } }, () => {})!.settings };
    expect(await sendPostedForm(away, form([["name", "Ada"]]), page, delivery().d)).toMatchObject({ sent: true, redirect: "/thanks" });
  });
});

describe("the key of a form sent without scripts", () => {
  it("is the same for the same answers from the same sender within the window, and differs otherwise", () => {
    const now = 10 * RESEND_WINDOW_MS + 1000;
    const key = postedSendKey("enquiry", "a", { name: "Ada" }, now);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(postedSendKey("enquiry", "a", { name: "Ada" }, now + 5000)).toBe(key);
    expect(postedSendKey("enquiry", "b", { name: "Ada" }, now)).not.toBe(key);
    expect(postedSendKey("enquiry", "a", { name: "Bea" }, now)).not.toBe(key);
    expect(postedSendKey("rating", "a", { name: "Ada" }, now)).not.toBe(key);
    expect(postedSendKey("enquiry", "a", { name: "Ada" }, now + RESEND_WINDOW_MS)).not.toBe(key);
  });
});

describe("a form of several pages sent without scripts", () => {
  const wizard = mapWebform({
    drupal_internal__id: "open_day",
    elements: {
      you: { "#type": "webform_wizard_page", "#title": "You", first_name: { "#type": "textfield", "#title": "First name", "#required": true } },
      visit: { "#type": "webform_wizard_page", "#title": "Visit", campus: { "#type": "radios", "#title": "Campus", "#required": true, "#options": { a: "A", b: "B" } } },
    },
  }, () => {})!;

  it("checks the page shown before the next, keeps every answer, and goes back without checking", async () => {
    const { d, sent } = delivery();
    const refusedNext = await sendPostedForm(wizard, form([["webform-page", "you"], ["webform-wizard", "next"], ["first_name", ""]]), page, d);
    expect(refusedNext).toMatchObject({ sent: false, page: "you", fieldErrors: { first_name: "First name field is required." } });
    const next = await sendPostedForm(wizard, form([["webform-page", "you"], ["webform-wizard", "next"], ["first_name", "Ada"]]), page, d);
    expect(next).toMatchObject({ sent: false, page: "visit", fieldErrors: {} });
    const back = await sendPostedForm(wizard, form([["webform-page", "visit"], ["webform-wizard", "back"], ["webform-carried", '{"first_name":"Ada"}']]), page, d);
    expect(back).toMatchObject({ sent: false, page: "you", fieldErrors: {} });
    expect(back.answers).toMatchObject({ first_name: "Ada" });
    expect(sent).toEqual([]);
  });

  it("sends the whole form once from the last page, or shows the page of the first answer to fix", async () => {
    const { d, sent } = delivery();
    const missing = await sendPostedForm(wizard, form([["webform-page", "visit"], ["campus", "a"], ["webform-carried", '{"first_name":""}']]), page, d);
    expect(missing).toMatchObject({ sent: false, page: "you", fieldErrors: { first_name: "First name field is required." } });
    const done = await sendPostedForm(wizard, form([["webform-page", "visit"], ["campus", "b"], ["webform-carried", '{"first_name":"Ada"}']]), page, d);
    expect(done.sent).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toMatchObject({ first_name: "Ada", campus: "b" });
  });
});

describe("a form refused before it is judged", () => {
  it("is drawn again as typed, saying why", () => {
    const outcome = refusedAsTyped(schema, form([["name", "Ada"], ["tell", "on"]]), page, "Please slow down.");
    expect(outcome).toMatchObject({ sent: false, fieldErrors: {}, alert: { kind: "danger", text: "Please slow down." } });
    expect(outcome.answers).toMatchObject({ name: "Ada", tell: true, course_code: "BBNS" });
  });
});
