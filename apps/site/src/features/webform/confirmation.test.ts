import { describe, expect, it } from "vitest";
import { mapSettings } from "@/mapping/webform/settings-mapping";
import { confirmationAfterSend, hidesFormAfterSend } from "./confirmation";

const settings = (s: Record<string, unknown>) => mapSettings(s);
const sent = { name: "<b>Ada</b>" };

describe("what a visitor sees once a form is sent", () => {
  it("shows the message with the answers sent, escaped, above a fresh form", () => {
    const confirmed = confirmationAfterSend(settings({ confirmation_type: "message", confirmation_message: "<p>Thanks, [webform_submission:values:name].</p>" }), sent);
    expect(confirmed).toMatchObject({ hideForm: false, redirect: null });
    expect(confirmed.alert?.html).toBe("<p>Thanks, &#60;b&#62;Ada&#60;/b&#62;.</p>");
    expect(confirmed.alert?.text).toMatch(/^Thanks, /);
  });

  it("puts inline and page confirmations in the form's place, a page's with its title", () => {
    expect(hidesFormAfterSend(settings({ confirmation_type: "inline" }))).toBe(true);
    const page = confirmationAfterSend(settings({ confirmation_type: "page", confirmation_title: "Received", confirmation_message: "Done." }), sent);
    expect(page).toMatchObject({ hideForm: true, alert: { kind: "success", title: "Received" } });
    expect(hidesFormAfterSend(settings({ confirmation_type: "message" }))).toBe(false);
  });

  it("sends the visitor on for url and url_message, <front> being the home page", () => {
    expect(confirmationAfterSend(settings({ confirmation_type: "url", confirmation_url: "<front>" }), sent)).toEqual({ alert: null, hideForm: false, redirect: "/" });
    expect(confirmationAfterSend(settings({ confirmation_type: "url_message", confirmation_url: "internal:/thanks", confirmation_message: "x" }), sent).redirect).toBe("/thanks");
  });

  it("still says the form was sent when none is configured", () => {
    expect(confirmationAfterSend(settings({ confirmation_type: "none" }), sent).alert).toMatchObject({ kind: "success", text: "Thank you. Your form has been sent.", html: null });
  });
});
