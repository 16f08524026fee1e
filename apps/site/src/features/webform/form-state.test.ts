import { describe, expect, it } from "vitest";
import { mapElements, initialModel, statefulFields } from "@/mapping/webform/element-mapping";
import { evaluateForm } from "@yu/webform-rules";
import { controlId, errorsWithout, orderedErrorKeys, shownErrors, startingAnswers, submissionData } from "./form-state";

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
  it("sends answers with hidden placeholders filled, and nothing of the fields the rules hide", () => {
    const answers = { ...initialModel(elements), name: "Ana", course_code: "ABC1", other: "typed before hiding", topics: ["x"] };
    const states = evaluateForm(statefulFields(elements), answers, () => {});
    const data = submissionData(elements, answers, states);
    expect(data).toMatchObject({ name: "Ana", subject: "Enquiry from Ana about ABC1", course_code: "ABC1" });
    expect(Object.keys(data)).not.toContain("other");
    expect(Object.keys(data)).not.toContain("topics");
    expect(Object.keys(data)).not.toContain("intro");
    expect(Object.keys(data)).not.toContain("actions");
  });
  it("sends a field the rules show", () => {
    const answers = { ...initialModel(elements), reason: "other", other: "Because" };
    expect(submissionData(elements, answers, evaluateForm(statefulFields(elements), answers, () => {})).other).toBe("Because");
  });
});

describe("forms of containers", () => {
  const nested = mapElements({
    lock: { "#type": "checkbox", "#title": "Lock" },
    box: {
      "#type": "fieldset", "#title": "Box", "#states": { disabled: { ':input[name="lock"]': { checked: true } } },
      who: { "#type": "webform_name", "#title": "Who" },
      campaign: { "#type": "container", utm_source: { "#type": "hidden" } },
    },
    later: { "#type": "textfield", "#title": "Later" },
  }, () => {});
  it("fills hidden fields inside containers from the query", () => {
    expect(startingAnswers(nested, initialModel(nested), new URLSearchParams("utm_source=mail"), null)).toMatchObject({ utm_source: "mail" });
  });
  it("orders the messages inside containers as the page does, a name's own before its parts'", () => {
    expect(orderedErrorKeys(nested, { later: "l", "who.last": "b", "who.first": "a", who: "w" })).toEqual(["who", "who.first", "who.last", "later"]);
  });
  it("sends nothing of the fields a rule disables, by their own rule or their container's", () => {
    const answers = { ...initialModel(nested), lock: true, who: { first: "Ana" }, utm_source: "mail", later: "x" };
    const data = submissionData(nested, answers, evaluateForm(statefulFields(nested), answers, () => {}));
    expect(data).toEqual({ lock: true, later: "x" });
    const open = { ...answers, lock: false };
    expect(submissionData(nested, open, evaluateForm(statefulFields(nested), open, () => {}))).toEqual({ lock: false, who: { first: "Ana" }, utm_source: "mail", later: "x" });
  });
});

describe("controlId", () => {
  it("makes an id of an answer key", () => {
    expect(controlId("wf1", "address.postal_code")).toBe("wf1-address-postal_code");
    expect(controlId("wf1", "name")).toBe("wf1-name");
  });
});

describe("errorsWithout", () => {
  it("drops an answer's messages and its parts'", () => {
    expect(errorsWithout({ email: "Wrong", "address.postal_code": "Four digits", name: "Needed" }, "address")).toEqual({ email: "Wrong", name: "Needed" });
  });

  it("keeps the same object when the answer had none", () => {
    const errors = { email: "Wrong" };
    expect(errorsWithout(errors, "name")).toBe(errors);
  });
});
