import { describe, expect, it } from "vitest";
import { confirmationUrl, mapConfirmation, mapSettings } from "./settings-mapping";

const SITE = "https://www.yu.edu.au";

describe("mapSettings", () => {
  it("inline confirmation hides the form and does not redirect", () => {
    expect(mapSettings({ confirmation_type: "inline", confirmation_url: "/thanks", confirmation_message: "Thanks", submission_exception_message: "Try again" }))
      .toEqual({
        hideFormAfterSuccess: true, redirectUrl: null, submitOnClear: false, messages: { success: "Thanks", failure: "Try again" },
        confirmation: { type: "inline", url: null, title: null, message: "Thanks" },
      });
  });
  it("reads internal: URLs and tolerates missing settings (Drupal's default confirmation is a page)", () => {
    expect(mapSettings({ confirmation_type: "url", confirmation_url: "internal:/thank-you", confirmation_message: null }).redirectUrl).toBe("/thank-you");
    expect(mapSettings(undefined)).toEqual({
      hideFormAfterSuccess: false, redirectUrl: null, submitOnClear: false, messages: { success: null, failure: null },
      confirmation: { type: "page", url: null, title: null, message: null },
    });
  });
  it("asks for a new submission after 'Clear form' only when the form says so", () => {
    expect(mapSettings({ form_submit_on_reset: true }).submitOnClear).toBe(true);
    expect(mapSettings({ form_submit_on_reset: "1" }).submitOnClear).toBe(true);
    expect(mapSettings({ form_submit_on_reset: false }).submitOnClear).toBe(false);
  });
  it("redirects only for the url types, as Drupal ignores the URL of a message or a page", () => {
    expect(mapSettings({ confirmation_type: "message", confirmation_url: "/thanks" }).redirectUrl).toBeNull();
    expect(mapSettings({ confirmation_type: "page", confirmation_url: "/thanks" }).redirectUrl).toBeNull();
    expect(mapSettings({ confirmation_type: "url_message", confirmation_url: "/thanks" }).redirectUrl).toBe("/thanks");
  });
  it("tells a same-site absolute confirmation URL from another site's by the site's address", () => {
    expect(mapSettings({ confirmation_type: "url", confirmation_url: `${SITE}/thanks?x=1` }, SITE).redirectUrl).toBe("/thanks?x=1");
    expect(mapSettings({ confirmation_type: "url", confirmation_url: "https://forms.example.org/done" }, SITE).redirectUrl).toBe("https://forms.example.org/done");
  });
});

describe("mapConfirmation: every Drupal confirmation_type", () => {
  const base = { confirmation_url: "<front>", confirmation_title: "Thank you", confirmation_message: "<p>We got it, [webform_submission:values:name].</p>" };
  it.each([
    ["message", "message", null],
    ["inline", "inline", null],
    ["page", "page", null],
    ["url", "url", { href: "/", sameSite: true }],
    ["url_message", "url_message", { href: "/", sameSite: true }],
    // Drupal's dialog needs a script: the site shows the message where the form was.
    ["modal", "message", null],
    ["something new", "page", null],
  ])("%s", (given, type, url) => {
    expect(mapConfirmation({ ...base, confirmation_type: given })).toEqual({ type, url, title: "Thank you", message: base.confirmation_message });
  });
  it("none confirms nothing: no message", () => {
    expect(mapConfirmation({ ...base, confirmation_type: "none" })).toEqual({ type: "none", url: null, title: "Thank you", message: null });
  });
  it("an empty title or message is none", () => {
    expect(mapConfirmation({ confirmation_type: "page", confirmation_title: "", confirmation_message: " " })).toMatchObject({ title: null, message: null });
  });
});

describe("confirmationUrl", () => {
  it.each([
    ["<front>", { href: "/", sameSite: true }],
    ["internal:/study/courses", { href: "/study/courses", sameSite: true }],
    ["/about-yu?tab=2#team", { href: "/about-yu?tab=2#team", sameSite: true }],
    [`${SITE}/thank-you`, { href: "/thank-you", sameSite: true }],
    ["https://www.example.org/a", { href: "https://www.example.org/a", sameSite: false }],
    ["http://www.example.org/a", { href: "http://www.example.org/a", sameSite: false }],
  ])("%s", (url, expected) => {
    expect(confirmationUrl(url, SITE)).toEqual(expected);
  });
  it.each(["", "entity:node/12", "route:<nolink>", "javascript:alert(1)", "mailto:a@b.c", "//evil.example/x", "thank-you"])("cannot follow %j", (url) => {
    expect(confirmationUrl(url, SITE)).toBeNull();
  });
  it("without the site's address, an absolute URL is another site's", () => {
    expect(confirmationUrl(`${SITE}/thank-you`)).toEqual({ href: `${SITE}/thank-you`, sameSite: false });
  });
});
