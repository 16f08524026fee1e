import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { ADDRESS_STATES, evaluateForm, toOptions } from "@yu/webform-rules";
import { initialModel, mapElements, mapWebform, statefulFields } from "@/mapping/webform/element-mapping";
import { mapElement } from "@/mapping/webform/field-mapping";
import type { FormElement } from "@/mapping/webform/field-schema";
import { validateForm } from "@/features/webform/field-validation";

const page = JSON.parse(
  readFileSync(new URL("../../tide/testing/fixtures/landing-page-with-webform.parsed.json", import.meta.url), "utf8"),
) as { field_landing_page_component: { field_paragraph_webform: unknown }[] };
const contact = page.field_landing_page_component[0]?.field_paragraph_webform;

function map(el: Record<string, unknown>, name = "f"): FormElement | null {
  const warn = vi.fn();
  const out = mapElement(name, el, warn);
  expect(warn).not.toHaveBeenCalled();
  return out;
}

describe("mapWebform on the real Tide contact form", () => {
  it("maps every element, the model and the settings", () => {
    const warn = vi.fn();
    const schema = mapWebform(contact, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(schema?.tideId).toBe("contact");
    expect(schema?.title).toBe("Contact");
    expect(schema?.elements.map((e) => [e.name, e.kind])).toEqual([
      ["name", "text"], ["email", "text"], ["subject", "text"], ["message", "textarea"], ["actions", "actions"],
    ]);
    expect(schema?.elements[0]).toMatchObject({
      label: "Your Name", inputType: "text", required: true, requiredMessage: "Your Name field is required.",
      length: { min: null, max: 255 }, words: null, showOptional: false,
    });
    expect(schema?.elements[1]).toMatchObject({ inputType: "email", required: true });
    expect(schema?.elements[4]).toEqual({ name: "actions", states: null, kind: "actions", submitLabel: "Send message", clearLabel: "Clear form" });
    expect(schema?.model).toEqual({ name: null, email: null, subject: null, message: null });
    // url_message with '<front>': the visitor goes to the home page; the failure message is empty in Tide.
    expect(schema?.settings).toEqual({
      hideFormAfterSuccess: false, redirectUrl: "/", submitOnClear: false, messages: { success: "Your message has been sent.", failure: null },
      confirmation: { type: "url_message", url: { href: "/", sameSite: true }, title: null, message: "Your message has been sent." },
    });
    expect([schema?.unsupported, schema?.blocked]).toEqual([[], false]);
  });

  it("refuses what is not a webform", () => {
    const warn = vi.fn();
    expect(mapWebform(null, warn)).toBeNull();
    expect(mapWebform({ elements: {} }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("text fields", () => {
  it("take the configured required message, hint, placeholder and numbers sent as strings", () => {
    expect(map({
      "#type": "textfield", "#title": "Name", "#required": "1", "#required_error": "Tell us your name",
      "#description": "As on your passport", "#placeholder": "Jane", "#minlength": "2", "#maxlength": "60",
    })).toMatchObject({
      kind: "text", inputType: "text", label: "Name", required: true, requiredMessage: "Tell us your name",
      hint: "As on your passport", placeholder: "Jane", length: { min: 2, max: 60 }, showOptional: false,
    });
  });

  it("show the optional marker on non-required text, email and textarea only", () => {
    expect(map({ "#type": "textfield", "#title": "A" })).toMatchObject({ showOptional: true });
    expect(map({ "#type": "email", "#title": "A" })).toMatchObject({ showOptional: true, inputType: "email" });
    expect(map({ "#type": "textarea", "#title": "A" })).toMatchObject({ showOptional: true });
    expect(map({ "#type": "tel", "#title": "A" })).toMatchObject({ showOptional: false, inputType: "tel" });
    expect(map({ "#type": "url", "#title": "A" })).toMatchObject({ showOptional: false, inputType: "url" });
  });

  it("use word counts when the counter type is word", () => {
    expect(map({ "#type": "textfield", "#counter_type": "word", "#counter_minimum": "3", "#counter_maximum": 50, "#maxlength": 255 }))
      .toMatchObject({ words: { min: 3, max: 50 }, length: { min: null, max: 255 } });
  });

  it("a textarea with a character counter says its limit in the hint", () => {
    expect(map({ "#type": "textarea", "#title": "Message", "#description": "Tell us more.", "#counter_type": "character", "#counter_maximum": "500" }))
      .toMatchObject({ hint: "Tell us more. Character limit is 500.", length: { min: null, max: 500 }, words: null });
    expect(map({ "#type": "textarea", "#counter_type": "character", "#counter_maximum": 200 })).toMatchObject({ hint: "Character limit is 200." });
    expect(map({ "#type": "textarea", "#counter_type": "word", "#counter_maximum": 200 })).toMatchObject({ hint: null });
  });

  it("falls back to Drupal's required message and the machine name as label", () => {
    expect(map({ "#type": "textfield", "#required": true }, "given_name")).toMatchObject({ label: "given_name", requiredMessage: "given_name field is required." });
  });
});

describe("choice fields", () => {
  const options = { bachelor: "Bachelor", tafe: "TAFE", short: "Short course" };

  it("radios keep the default only when it is among the options", () => {
    expect(map({ "#type": "radios", "#options": options, "#default_value": "tafe" })).toMatchObject({
      kind: "radios", defaultValue: "tafe",
      options: [{ value: "bachelor", label: "Bachelor" }, { value: "tafe", label: "TAFE" }, { value: "short", label: "Short course" }],
    });
    expect(map({ "#type": "radios", "#options": options, "#default_value": "phd" })).toMatchObject({ defaultValue: null });
  });

  it("select: multiple, empty option, defaults among the options", () => {
    expect(map({ "#type": "select", "#options": options, "#multiple": true, "#empty_option": "- Select -", "#default_value": ["tafe", "phd"] }))
      .toMatchObject({ kind: "select", multiple: true, emptyOption: "- Select -", defaultValue: ["tafe"] });
    expect(map({ "#type": "select", "#options": options, "#default_value": "short" })).toMatchObject({ multiple: false, defaultValue: "short" });
  });

  it("a multiple select names up to #showitems chosen titles (default 4)", () => {
    expect(map({ "#type": "select", "#options": options, "#multiple": true, "#showitems": "2" })).toMatchObject({ showItems: 2 });
    expect(map({ "#type": "select", "#options": options, "#multiple": true })).toMatchObject({ showItems: 4 });
    expect(map({ "#type": "select", "#options": options, "#showitems": "-3" })).toMatchObject({ showItems: 4 });
    expect(map({ "#type": "webform_term_select", "#vocabulary": "v", "#showitems": 6 })).toMatchObject({ showItems: 6 });
  });

  it("checkboxes and a single checkbox", () => {
    expect(map({ "#type": "checkboxes", "#options": options, "#default_value": ["bachelor"] })).toMatchObject({ kind: "checkboxes", defaultValue: ["bachelor"] });
    expect(map({ "#type": "checkbox", "#title": "Subscribe", "#default_value": "1" })).toMatchObject({ kind: "checkbox", label: "Subscribe", defaultValue: true });
  });

  it("term select names its vocabulary (options are fetched on the server)", () => {
    expect(map({ "#type": "webform_term_select", "#vocabulary": "study_areas", "#multiple": "true", "#required": true }))
      .toMatchObject({ kind: "term-select", vocabulary: "study_areas", multiple: true, required: true });
    const warn = vi.fn();
    expect(mapElement("t", { "#type": "webform_term_select" }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("reads options as lists and as Drupal value|label lines", () => {
    expect(toOptions(["Yes", "No"])).toEqual([{ value: "Yes", label: "Yes" }, { value: "No", label: "No" }]);
    expect(toOptions("y|Yes\r\nn|No\n\nmaybe")).toEqual([{ value: "y", label: "Yes" }, { value: "n", label: "No" }, { value: "maybe", label: "maybe" }]);
    expect(toOptions(null)).toEqual([]);
  });

  it("radios with a named Drupal list ('#options': yes_no) offer the list, not one option named after it", () => {
    expect(map({ "#type": "radios", "#title": "Was this page helpful?", "#options": "yes_no", "#default_value": "Yes" })).toMatchObject({
      kind: "radios", options: [{ value: "Yes", label: "Yes" }, { value: "No", label: "No" }], defaultValue: "Yes",
    });
    const likert = map({ "#type": "select", "#options": "likert_quality" });
    expect(likert?.kind === "select" ? likert.options.map((o) => o.label) : null).toEqual(["Poor", "Fair", "Good", "Very good", "Excellent"]);
  });

  it("a list the content system provides wins over the standard one of that name", () => {
    const [el] = mapElements({ rating: { "#type": "radios", "#options": "yes_no" } }, vi.fn(), { yes_no: [["1", "Yes"], ["0", "No"]] });
    expect(el).toMatchObject({ options: [{ value: "1", label: "Yes" }, { value: "0", label: "No" }] });
  });
});

describe("number, date and slider", () => {
  it("number: min, max and step parsed from strings", () => {
    expect(map({ "#type": "number", "#min": "0", "#max": "120", "#step": "0.5", "#default_value": "18" }))
      .toMatchObject({ kind: "number", min: 0, max: 120, step: 0.5, defaultValue: 18 });
    expect(map({ "#type": "number", "#min": "", "#max": "lots" })).toMatchObject({ min: null, max: null, step: null });
  });

  it("date picker: min, max and enabled days", () => {
    expect(map({ "#type": "date", "#date_date_min": "2027-01-01", "#date_date_max": "2027-12-31", "#date_days": ["1", "3", "9", "5"] }))
      .toMatchObject({ kind: "date", min: "2027-01-01", max: "2027-12-31", enabledDays: [1, 3, 5] });
    expect(map({ "#type": "date" })).toMatchObject({ min: null, max: null, enabledDays: null });
  });

  it("time and date-time", () => {
    expect(map({ "#type": "webform_time", "#default_value": "09:00 AM" })).toMatchObject({ kind: "time", defaultValue: "09:00 AM" });
    expect(map({ "#type": "datetime" })).toMatchObject({ kind: "datetime", defaultValue: null });
    expect(map({ "#type": "webform_datetime" })).toMatchObject({ kind: "datetime" });
  });

  it("slider: defaults min 0, max 100, step 1, prefix", () => {
    expect(map({ "#type": "range" })).toMatchObject({ kind: "slider", min: 0, max: 100, step: 1, prefix: "" });
    expect(map({ "#type": "range", "#min": "1000", "#max": "90000", "#step": "500", "#field_prefix": "$" }))
      .toMatchObject({ min: 1000, max: 90000, step: 500, prefix: "$", range: false });
  });

  it("slider with #range: two handles, started from the default or the whole range, ordered and on steps", () => {
    const base = { "#type": "webform_slider", "#range": true, "#min": 0, "#max": 50000, "#step": 500 };
    expect(map(base)).toMatchObject({ kind: "slider", range: true, defaultValue: [0, 50000] });
    expect(map({ ...base, "#default_value": [12000, 3000] })).toMatchObject({ defaultValue: [3000, 12000] });
    expect(map({ ...base, "#default_value": "1234,99999" })).toMatchObject({ defaultValue: [1000, 50000] });
    expect(map({ ...base, "#default_value": "lots" })).toMatchObject({ defaultValue: [0, 50000] });
  });
});

describe("address", () => {
  it("has the sub-fields, the five states, a numeric postcode, and required on street, suburb, state, postcode", () => {
    const address = map({ "#type": "address", "#title": "Your address", "#required": true, "#default_value": "country_code: AU\nadministrative_area: VIC" });
    expect(address).toMatchObject({ kind: "address", defaultValue: { country_code: "AU", administrative_area: "VIC" } });
    if (address?.kind !== "address") throw new Error("not an address");
    expect(address.parts.map((p) => [p.name, p.label, p.kind, p.required])).toEqual([
      ["address_line1", "Street address", "text", true],
      ["address_line2", "Street address line 2", "text", false],
      ["locality", "Suburb", "text", true],
      ["administrative_area", "State", "select", true],
      ["postal_code", "Postcode", "number", true],
      ["country_code", "Country", "hidden", false],
    ]);
    expect(address.parts[3]?.options).toEqual([
      { value: "VIC", label: "Victoria" }, { value: "NSW", label: "New South Wales" }, { value: "WA", label: "Western Australia" },
      { value: "QLD", label: "Queensland" }, { value: "ACT", label: "Australian Capital Territory" },
    ]);
    expect(ADDRESS_STATES).toHaveLength(5);
    expect(initialModel([address])).toEqual({ f: { country_code: "AU", administrative_area: "VIC" } });
  });

  it("requires its parts only when the address itself is required, by #required or by a rule", () => {
    const elements = mapElements({
      ask: { "#type": "checkbox" },
      optional: { "#type": "address", "#title": "Optional" },
      ruled: { "#type": "address", "#title": "Ruled", "#states": { required: { ':input[name="ask"]': { checked: true } } } },
    }, () => {});
    const errors = (model: Record<string, unknown>) => validateForm(elements, model, evaluateForm(statefulFields(elements), model, () => {}));
    expect(errors({ ask: false, optional: {}, ruled: {} })).toEqual({});
    expect(Object.keys(errors({ ask: true, optional: {}, ruled: {} }))).toEqual(["ruled.address_line1", "ruled.locality", "ruled.administrative_area", "ruled.postal_code"]);
  });
});

describe("content elements, privacy statement, file, actions", () => {
  it("markup, processed text, label, horizontal rule", () => {
    expect(map({ "#type": "webform_markup", "#markup": "<p>Hi</p>" })).toEqual({ name: "f", states: null, kind: "markup", html: "<p>Hi</p>" });
    expect(map({ "#type": "processed_text", "#text": "<p>Text</p>" })).toMatchObject({ kind: "markup", html: "<p>Text</p>" });
    expect(map({ "#type": "label", "#title": "About you" })).toMatchObject({ kind: "label", text: "About you" });
    expect(map({ "#type": "webform_horizontal_rule" })).toEqual({ name: "f", states: null, kind: "divider" });
  });

  it("privacy statement: heading, content, checkbox, required if flagged", () => {
    expect(map({
      "#type": "webform_privacy_statement", "#required": true, "#privacy_statement_heading": "Privacy",
      "#privacy_statement_content": "<p>We keep it safe.</p>", "#title": "I agree",
    })).toMatchObject({ kind: "privacy-statement", heading: "Privacy", content: "<p>We keep it safe.</p>", label: "I agree", required: true, defaultValue: false });
    expect(map({ "#type": "webform_privacy_statement" })).toMatchObject({ label: "I have read and understood the privacy statement.", required: false });
  });

  it("file upload lists the allowed types", () => {
    expect(map({ "#type": "managed_file", "#title": "CV", "#file_extensions": "pdf .DOCX txt", "#max_filesize": "2" }))
      .toMatchObject({ kind: "file", allowedTypes: ["pdf", "docx", "txt"], maxSizeMb: 2 });
  });

  it("actions: submit label from the submit label, else the title, else 'Submit'; and 'Clear form'", () => {
    expect(map({ "#type": "webform_actions", "#title": "Submit button(s)", "#submit__label": "Enquire" })).toMatchObject({ submitLabel: "Enquire", clearLabel: "Clear form" });
    // Drupal Webform's admin title of an actions element is never the button's label; another title is.
    expect(map({ "#type": "webform_actions", "#title": "Submit button(s)" })).toMatchObject({ submitLabel: "Submit" });
    expect(map({ "#type": "webform_actions", "#title": "Send" })).toMatchObject({ submitLabel: "Send" });
    expect(map({ "#type": "webform_actions", "#title": "Send" })).toMatchObject({ submitLabel: "Send" });
    expect(map({ "#type": "webform_actions" })).toMatchObject({ submitLabel: "Submit" });
  });
});

describe("hidden fields, states and clear on hide", () => {
  it("hidden keeps its default, placeholders included", () => {
    expect(map({ "#type": "hidden", "#default_value": "{{course_code}} enquiry" })).toEqual({ name: "f", states: null, kind: "hidden", defaultValue: "{{course_code}} enquiry" });
  });

  it("passes #states through and clears on hide unless #states_clear is off", () => {
    const states = { visible: { ':input[name="helpful"]': { checked: true } } };
    expect(map({ "#type": "textarea", "#states": states })).toMatchObject({ states, clearOnHide: true });
    expect(map({ "#type": "textarea", "#states": states, "#states_clear": false })).toMatchObject({ clearOnHide: false });
    expect(map({ "#type": "textarea", "#states": "nonsense" })).toMatchObject({ states: null });
  });
});

describe("mapElements", () => {
  it("keeps containers as a tree and names what it cannot draw in one warning", () => {
    const warn = vi.fn();
    const elements = mapElements({
      about: { "#type": "fieldset", "#title": "About you", first: { "#type": "textfield", "#title": "First name" }, last: { "#type": "textfield" } },
      signature: { "#type": "webform_signature", "#title": "Sign" },
      untyped: { "#title": "Nothing" },
      broken: "not an element",
      actions: { "#type": "webform_actions" },
    }, warn);
    expect(elements.map((e) => [e.name, e.kind])).toEqual([["about", "container"], ["actions", "actions"]]);
    expect(elements[0]?.kind === "container" && elements[0].children.map((e) => e.name)).toEqual(["first", "last"]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Webform "(elements)" has 1 element the site cannot show: signature (webform_signature)');
  });

  it("builds the initial model from defaults", () => {
    const elements = mapElements({
      course_code: { "#type": "hidden" },
      level: { "#type": "radios", "#options": { a: "A" }, "#default_value": "a" },
      topics: { "#type": "webform_term_select", "#vocabulary": "topic", "#multiple": true },
      area: { "#type": "webform_term_select", "#vocabulary": "topic" },
      cv: { "#type": "managed_file" },
      agree: { "#type": "checkbox" },
      intro: { "#type": "webform_markup", "#markup": "x" },
    });
    expect(initialModel(elements)).toEqual({ course_code: "", level: "a", topics: [], area: null, cv: null, agree: false });
  });

  it("gives the #states engine every element, content included", () => {
    const states = { visible: { ':input[name="a"]': { checked: true } } };
    const elements = mapElements({
      reason: { "#type": "textfield", "#required": true, "#states": states, "#states_clear": false },
      note: { "#type": "webform_markup", "#markup": "x", "#states": states },
    });
    expect(statefulFields(elements)).toEqual([
      { name: "reason", states, required: true, clearOnHide: false, options: false, checkbox: false, parent: null },
      { name: "note", states, required: false, clearOnHide: false, options: false, checkbox: false, parent: null },
    ]);
  });
  it("flags radios, checkboxes and selects as options elements, read over the whole set", () => {
    const elements = mapElements({
      helpful: { "#type": "radios", "#options": "yes_no" },
      topics: { "#type": "checkboxes", "#options": { a: "A" } },
      campus: { "#type": "select", "#options": { a: "A" } },
      agree: { "#type": "checkbox" },
    });
    expect(statefulFields(elements).map((f) => [f.name, f.options])).toEqual([["helpful", true], ["topics", true], ["campus", true], ["agree", false]]);
  });
  it("reveals Tide's content-rating comments once either answer is chosen", () => {
    const shown = { visible: { ':input[name="was_this_page_helpful"]': { checked: true } } };
    const elements = mapElements({
      was_this_page_helpful: { "#type": "radios", "#options": "yes_no", "#required": true },
      comments: { "#type": "textarea", "#states": shown },
      actions: { "#type": "webform_actions", "#states": shown },
    });
    const visible = (answer: string | null) => {
      const states = evaluateForm(statefulFields(elements), { was_this_page_helpful: answer }, () => {});
      return [states.comments?.visible, states.actions?.visible];
    };
    expect(visible(null)).toEqual([false, false]);
    expect(visible("Yes")).toEqual([true, true]);
    expect(visible("No")).toEqual([true, true]);
  });
});
