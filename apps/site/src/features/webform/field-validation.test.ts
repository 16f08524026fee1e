import { describe, expect, it } from "vitest";
import { evaluateForm, POSTCODE_NOT_A_NUMBER } from "@yu/webform-rules";
import { mapElements, statefulFields } from "@/mapping/webform/element-mapping";
import { NOT_AN_OPTION, validateForm } from "./field-validation";

const elements = mapElements({
  name: { "#type": "textfield", "#title": "Name", "#required": true, "#required_error": "Tell us your name", "#maxlength": "10" },
  email: { "#type": "email", "#title": "Email", "#required": true },
  why: { "#type": "textarea", "#title": "Why", "#counter_type": "word", "#counter_minimum": 2, "#counter_maximum": 4 },
  age: { "#type": "number", "#title": "Age", "#min": "16", "#max": "99" },
  level: { "#type": "radios", "#title": "Level", "#options": { ug: "Undergraduate", pg: "Postgraduate" } },
  topics: { "#type": "select", "#title": "Topics", "#multiple": true, "#required": true, "#options": { a: "Arts", b: "Business" } },
  start: { "#type": "date", "#title": "Start", "#date_days": [1, 2, 3, 4, 5] },
  at: { "#type": "webform_time", "#title": "At" },
  when: { "#type": "datetime", "#title": "When" },
  budget: { "#type": "range", "#title": "Budget", "#min": 0, "#max": 1000, "#step": 100 },
  address: { "#type": "address", "#title": "Address", "#required": true },
  privacy: { "#type": "webform_privacy_statement", "#required": true, "#title": "I agree" },
  company: { "#type": "textfield", "#title": "Company", "#required": true, "#states": { visible: { ':input[name="level"]': { value: "pg" } } } },
  course_code: { "#type": "hidden" },
  intro: { "#type": "webform_markup", "#markup": "<p>Hi</p>" },
  actions: { "#type": "webform_actions" },
});

function errorsFor(model: Record<string, unknown>) {
  return validateForm(elements, model, evaluateForm(statefulFields(elements), model));
}

const valid = {
  name: "Jane", email: "j@example.edu", why: "to learn more", age: "30", level: "ug", topics: ["a"], start: "01-03-2027", at: "09:30 AM", when: "2027-03-01T09:30",
  budget: 300, address: { address_line1: "1 Ballarat Rd", locality: "Footscray", administrative_area: "VIC", postal_code: "3011" },
  privacy: true, course_code: "HBNS",
};

describe("validateForm", () => {
  it("uses an email field's configured message (#pattern_error), else the default", () => {
    const own = mapElements({ email: { "#type": "email", "#title": "Email", "#pattern_error": "Check your email address." } });
    expect(validateForm(own, { email: "jane@" }, {})).toEqual({ email: "Check your email address." });
    expect(errorsFor({ ...valid, email: "jane@" }).email).toBe("Enter an email address in the correct format, like name@example.com");
  });

  it("passes a good answer", () => {
    expect(errorsFor(valid)).toEqual({});
  });

  it("an empty form: configured and default required messages, address parts, at least one choice, privacy", () => {
    expect(errorsFor({})).toEqual({
      name: "Tell us your name",
      email: "Email field is required.",
      topics: "Topics field is required.",
      "address.address_line1": "Street address field is required.",
      "address.locality": "Suburb field is required.",
      "address.administrative_area": "State field is required.",
      "address.postal_code": "Postcode field is required.",
      privacy: "I agree field is required.",
    });
  });

  it("every kind's own rule", () => {
    expect(errorsFor({
      ...valid, name: "Jane Citizen-Smith", email: "jane@", why: "one two three four five", age: "12", level: "phd", topics: ["a", "zzz"],
      start: "28-02-2027", at: "9:30", when: "2027-03-01", budget: 250, address: { ...valid.address, administrative_area: "TAS", postal_code: "30l1" }, privacy: "yes",
    })).toEqual({
      name: "Enter 10 characters or fewer. You have 18 characters.",
      email: "Enter an email address in the correct format, like name@example.com",
      why: "You have too many words. Maximum is 4, you have 5 words.",
      age: "Enter a number of 16 or more.",
      level: NOT_AN_OPTION,
      topics: NOT_AN_OPTION,
      start: "Choose a date that falls on a Monday, Tuesday, Wednesday, Thursday, Friday.",
      at: "Enter a time like 09:30 AM.",
      when: "Enter a date and time like 2027-03-01T09:30.",
      budget: "Enter a number in steps of 100.",
      "address.administrative_area": NOT_AN_OPTION,
      "address.postal_code": POSTCODE_NOT_A_NUMBER,
      privacy: NOT_AN_OPTION,
    });
  });

  it("a hidden field is not checked; once shown by its rule, it is", () => {
    expect(errorsFor({ ...valid, level: "ug" })).not.toHaveProperty("company");
    expect(errorsFor({ ...valid, level: "pg" })).toEqual({ company: "Company field is required." });
  });

  it("wrong types are refused, not crashed on", () => {
    expect(errorsFor({ ...valid, name: { $gt: "" }, why: 42 })).toEqual({ name: "Enter text.", why: "Enter text." });
  });
});

describe("validateForm over containers and names", () => {
  const nested = mapElements({
    more: { "#type": "checkbox", "#title": "More" },
    box: {
      "#type": "fieldset", "#title": "Box", "#states": { visible: { ':input[name="more"]': { checked: true } } },
      detail: { "#type": "textfield", "#title": "Detail", "#required": true },
      who: { "#type": "webform_name", "#title": "Who", "#first__required": true, "#last__title": "Family name" },
    },
    whole: { "#type": "webform_name", "#title": "Whole name", "#required": true },
  });
  const check = (model: Record<string, unknown>) => validateForm(nested, model, evaluateForm(statefulFields(nested), model));

  it("never asks for a required field inside a hidden container, and asks again once it shows", () => {
    expect(check({ more: false, whole: { first: "A" } })).toEqual({});
    expect(check({ more: true, whole: { first: "A" } })).toEqual({ detail: "Detail field is required.", "who.first": "First field is required." });
  });
  it("checks a name's required parts, and a required name with no required part needs some part", () => {
    expect(check({ more: true, detail: "x", who: { first: "Ana" }, whole: {} })).toEqual({ whole: "Whole name field is required." });
    expect(check({ more: true, detail: "x", who: { first: "Ana", last: "x".repeat(256) }, whole: { last: "B" } })).toEqual({ "who.last": "Family name must be text of at most 255 characters." });
  });
});
