import { describe, expect, it } from "vitest";
import { mapElements, initialModel, statefulFields } from "@/mapping/webform/element-mapping";
import { evaluateForm } from "@yu/webform-rules";
import { controlId, orderedErrorKeys, shownErrors, startingAnswers, submissionData } from "./form-state";

const elements = mapElements({
  name: { "#type": "textfield", "#title": "Name", "#required": true },
  address: { "#type": "webform_address", "#title": "Address", "#required": true },
  reason: { "#type": "select", "#options": { a: "A", other: "Other" } },
  other: { "#type": "textfield", "#title": "Other reason", "#states": { visible: { ':input[name="reason"]': { value: "other" } } } },
  topics: { "#type": "checkboxes", "#options": { x: "X" }, "#states": { visible: { ':input[name="reason"]': { value: "other" } } } },
  course_code: { "#type": "hidden" },
  utm_source: { "#type": "hidden" },
  subject: { "#type": "hidden", "#default_value": "Enquiry from {{name}} about {{course_code}}" },
  url: { "#type": "hidden" },
  intro: { "#type": "webform_markup", "#markup": "<p>x</p>" },
  actions: { "#type": "webform_actions" },
}, () => {});

describe("startingAnswers", () => {
  it("fills course_code and utm_* from the query, cleaned, and the page address into url", () => {
    const answers = startingAnswers(elements, initialModel(elements), new URLSearchParams("course_code=%20ABCD%3Cscript%3E&utm_source=mail&name=forged"), "/study/x");
    expect(answers).toMatchObject({ course_code: "ABCDscript", utm_source: "mail", name: null, url: "/study/x" });
  });
  it("keeps a url default and leaves url alone without a page", () => {
    expect(startingAnswers(elements, { url: "/set" }, new URLSearchParams(), "/p").url).toBe("/set");
    expect(startingAnswers(elements, initialModel(elements), new URLSearchParams(), null).url).toBe("");
  });
});

describe("shownErrors", () => {
  const errors = { name: "Enter your name", "address.locality": "Suburb field is required.", reason: "Choose" };
  it("shows only what was changed before a submit, address parts by their field", () => {
    expect(shownErrors(errors, new Set(["address"]), false)).toEqual({ "address.locality": "Suburb field is required." });
    expect(shownErrors(errors, new Set(), false)).toEqual({});
  });
  it("shows everything after a submit attempt", () => {
    expect(shownErrors(errors, new Set(), true)).toEqual(errors);
  });
});

describe("orderedErrorKeys", () => {
  it("follows the order of the fields and of the address parts", () => {
    expect(orderedErrorKeys(elements, { reason: "r", "address.postal_code": "p", "address.address_line1": "s", name: "n", stray: "?" }))
      .toEqual(["name", "address.address_line1", "address.postal_code", "reason", "stray"]);
  });
});

describe("submissionData", () => {
  it("sends answers with hidden placeholders filled and fields hidden by rules emptied", () => {
    const answers = { ...initialModel(elements), name: "Ana", course_code: "ABC1", other: "typed before hiding", topics: ["x"] };
    const states = evaluateForm(statefulFields(elements), answers, () => {});
    const data = submissionData(elements, answers, states);
    expect(data).toMatchObject({ name: "Ana", other: null, topics: [], subject: "Enquiry from Ana about ABC1", course_code: "ABC1" });
    expect(Object.keys(data)).not.toContain("intro");
    expect(Object.keys(data)).not.toContain("actions");
  });
  it("sends a field the rules show", () => {
    const answers = { ...initialModel(elements), reason: "other", other: "Because" };
    expect(submissionData(elements, answers, evaluateForm(statefulFields(elements), answers, () => {})).other).toBe("Because");
  });
});

describe("controlId", () => {
  it("makes an id of an answer key", () => {
    expect(controlId("wf1", "address.postal_code")).toBe("wf1-address-postal_code");
    expect(controlId("wf1", "name")).toBe("wf1-name");
  });
});
