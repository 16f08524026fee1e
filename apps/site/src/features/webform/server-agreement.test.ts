import { describe, expect, it } from "vitest";
import { evaluateForm, silentWarn } from "@yu/webform-rules";
// The content service's own check of a submission: what it refuses, the visitor must have been stopped from sending.
import { validateSubmission, type ValidationContext } from "../../../../content/src/webform/validate-submission.ts";
import { mapElements, statefulFields } from "@/mapping/webform/element-mapping";
import { validateForm } from "./field-validation";
import { submissionData } from "./form-state";

/* Whole forms, answered as a visitor would, checked by the browser's form state and then by the content service.
 * The point of the shared rules: the service never refuses what the browser accepted, and refuses what it refused. */

const contact = ':input[name="contact"]';
const definition = {
  name: { "#type": "textfield", "#title": "Name", "#required": true },
  contact: { "#type": "radios", "#title": "Contact me by", "#required": true, "#options": { email: "Email", phone: "Phone", post: "Post" } },
  email: { "#type": "email", "#title": "Email", "#states": { visible: { [contact]: { value: "email" } }, required: { [contact]: { value: "email" } } } },
  phone: { "#type": "tel", "#title": "Phone", "#states": { visible: { ":input[name='contact']": { value: "phone" } }, required: [{ [contact]: { value: "phone" } }] } },
  postal: {
    "#type": "webform_address", "#title": "Postal address",
    "#states": { visible: [[{ [contact]: { value: "post" } }], "or", { [contact]: { value: "both" } }], required: { [contact]: { value: "post" } } },
  },
  helpful: { "#type": "radios", "#title": "Was this page helpful?", "#options": "yes_no", "#required": true },
  why: {
    "#type": "textarea", "#title": "Why", "#counter_type": "word", "#counter_maximum": 5,
    "#states": { visible: { ':input[name="helpful"]': { value: "No" } }, required: { ':input[name="helpful"]': { value: "No" } } },
  },
  day: { "#type": "select", "#title": "Best day", "#options": "days" },
  topics: { "#type": "checkboxes", "#title": "Topics", "#options": { arts: "Arts", it: "IT" } },
  it_detail: { "#type": "textfield", "#title": "Which part of IT", "#required": true, "#states": { visible: { ':input[name="topics[it]"]': { checked: true } } } },
  locked: { "#type": "textfield", "#title": "Locked", "#required": true, "#states": { disabled: { [contact]: { filled: true } } } },
  ignored: { "#type": "textfield", "#title": "Ignored rules", "#required": true, "#states": { invisible: {}, required: [] } },
  fees: { "#type": "webform_range", "#title": "Fees", "#range": true, "#max": 50000, "#step": 500 },
  at: { "#type": "webform_time", "#title": "Time" },
  start: { "#type": "webform_date", "#title": "Start", "#date_days": [1, 2, 3, 4, 5] },
  notes: { "#type": "textfield", "#title": "Notes" },
  actions: { "#type": "webform_actions" },
};

const context: ValidationContext = { termIds: () => new Set(), fileExists: () => false };
const elements = mapElements(definition, silentWarn);
const fields = statefulFields(elements);

function both(answers: Record<string, unknown>) {
  const states = evaluateForm(fields, answers, silentWarn);
  const browser = validateForm(elements, answers, states);
  const server = validateSubmission(definition, submissionData(elements, answers, states), context);
  return { browser: Object.keys(browser).map((key) => key.split(".")[0]), server: [...new Set(server.errors.map((e) => e.field))], stored: server.values };
}

const base = { name: "Jane", contact: "email", email: "jane@example.edu", helpful: "Yes", ignored: "x" };

const accepted: [string, Record<string, unknown>][] = [
  ["the fewest answers", base],
  ["phone, shown by a single-quoted selector", { ...base, contact: "phone", email: null, phone: "0400 000 000" }],
  ["post, shown by a nested rule set", { ...base, contact: "post", postal: { address_line1: "1 Ballarat Rd", locality: "Footscray", administrative_area: "VIC", postal_code: "3011" } }],
  ["a named yes_no list and a hidden answer left behind", { ...base, helpful: "Yes", why: "it was too long and hard to read" }],
  ["a named list answered No, with a short reason", { ...base, helpful: "No", why: "too long" }],
  ["a named days list", { ...base, day: "Tuesday" }],
  ["a [key] selector on checkboxes", { ...base, topics: ["arts", "it"], it_detail: "Networks" }],
  ["a disabled required field left empty", { ...base, locked: null }],
  ["a range, a time and a weekday", { ...base, fees: [1000, 20000], at: "02:30 PM", start: "02-03-2026" }],
  ["a 255-character text", { ...base, notes: "x".repeat(255) }],
];

const refused: [string, Record<string, unknown>, string][] = [
  ["email chosen but not given", { ...base, email: null }, "email"],
  ["phone chosen but not given", { ...base, contact: "phone", email: null }, "phone"],
  ["a four-digit postcode is needed", { ...base, contact: "post", postal: { address_line1: "1 Ballarat Rd", locality: "Footscray", administrative_area: "VIC", postal_code: "301" } }, "postal"],
  ["an answer outside a named list", { ...base, helpful: "Maybe" }, "helpful"],
  ["too many words", { ...base, helpful: "No", why: "one two three four five six" }, "why"],
  ["a shown [key] field left empty", { ...base, topics: ["it"] }, "it_detail"],
  ["a range upside down", { ...base, fees: [20000, 1000] }, "fees"],
  ["a weekend day", { ...base, start: "07-03-2026" }, "start"],
  ["a 256-character text", { ...base, notes: "x".repeat(256) }, "notes"],
];

describe("the browser and the content service agree on whole forms", () => {
  it.each(accepted)("both accept: %s", (_name, answers) => {
    const { browser, server } = both(answers);
    expect(browser).toEqual([]);
    expect(server).toEqual([]);
  });
  it.each(refused)("both refuse: %s", (_name, answers, field) => {
    const { browser, server } = both(answers);
    expect(browser).toEqual([field]);
    expect(server).toEqual([field]);
  });
  it("stores only what the visitor could see and answer", () => {
    const { stored } = both({ ...base, helpful: "Yes", why: "left behind", phone: "0400", locked: "typed before it locked" });
    expect(stored).toEqual({ name: "Jane", contact: "email", email: "jane@example.edu", helpful: "Yes", ignored: "x" });
  });
});
