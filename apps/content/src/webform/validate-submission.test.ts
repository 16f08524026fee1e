import { describe, expect, it } from "vitest";
import { validateSubmission, type ValidationContext } from "./validate-submission.ts";

const FID = "0b7e6a55-3f9c-4c55-9a43-6f1b2f0a1c11";
const context: ValidationContext = {
  termIds: (vocabulary) => new Set(vocabulary === "study_level" ? ["21", "33"] : []),
  fileExists: (fid, element) => fid === FID && element === "resume",
};

const elements = {
  name: { "#type": "textfield", "#title": "Your name", "#required": true, "#maxlength": "20" },
  email: { "#type": "email", "#title": "Email", "#required": true, "#required_error": "Please enter your email." },
  contact_method: { "#type": "radios", "#title": "Contact me by", "#options": { email: "Email", phone: "Phone" } },
  phone: { "#type": "tel", "#title": "Phone", "#states": { visible: { ':input[name="contact_method"]': { value: "phone" } },
    required: { ':input[name="contact_method"]': { value: "phone" } } } },
  about: { "#type": "textarea", "#title": "About you", "#counter_type": "word", "#counter_minimum": 2, "#counter_maximum": "5" },
  age: { "#type": "number", "#title": "Age", "#min": 16, "#max": "99", "#step": 1 },
  interests: { "#type": "checkboxes", "#title": "Interests", "#options": { arts: "Arts", it: "IT" } },
  level: { "#type": "webform_term_select", "#title": "Level", "#vocabulary": "study_level" },
  start: { "#type": "date", "#title": "Start", "#date_date_min": "2026-01-01", "#date_days": [1, 2, 3, 4, 5] },
  resume: { "#type": "managed_file", "#title": "Resume" },
  agree: { "#type": "webform_privacy_statement", "#title": "Privacy", "#required": true },
  course_code: { "#type": "hidden" },
  postal: { "#type": "webform_address", "#title": "Postal address", "#required": true },
  details: { "#type": "details", "#states": { visible: { ':input[name="agree"]': { checked: true } } },
    nested: { "#type": "textfield", "#title": "Nested", "#required": true } },
  intro: { "#type": "webform_markup", "#markup": "<p>Hello</p>" },
  actions: { "#type": "webform_actions", "#submit__label": "Send" },
};

const address = { address_line1: "1 Ballarat Rd", locality: "Footscray", administrative_area: "VIC", postal_code: "3011" };
const good = { name: "Jane", email: "jane@example.edu", contact_method: "email", agree: true, postal: address, nested: "yes" };

function fields(data: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of validateSubmission(elements, data, context).errors) (out[error.field] ??= []).push(error.detail);
  return out;
}

describe("validateSubmission", () => {
  it("accepts a good submission and keeps only known, visible input fields", () => {
    const result = validateSubmission(elements, { ...good, phone: "0400", unknown: "<script>", intro: "x" }, context);
    expect(result.errors).toEqual([]);
    expect(result.values).toEqual({ ...good });
  });

  it("reports required fields with the configured message or a default", () => {
    expect(fields({})).toEqual({
      name: ["Your name field is required."], email: ["Please enter your email."], agree: ["Privacy field is required."],
      postal: ["Postal address field is required."],
    });
  });

  it("applies conditional visibility and requirement", () => {
    expect(fields({ ...good, contact_method: "phone" })).toEqual({ phone: ["Phone field is required."] });
    expect(validateSubmission(elements, { ...good, agree: false, nested: "x" }, context).values).not.toHaveProperty("nested");
  });

  it("checks types, lengths, patterns, bounds and options", () => {
    expect(fields({ ...good, name: "x".repeat(21), email: "jane@", age: "12", interests: ["arts", "law"], contact_method: "fax",
      level: "99", start: "31-12-2025", resume: "not-a-fid" })).toEqual({
      name: ["Your name cannot be longer than 20 characters but is currently 21 characters long."],
      email: ["Email must be a valid email address."],
      age: ["Age must be higher than or equal to 16."],
      interests: ["Interests: an answer is not one of the options."],
      contact_method: ["Contact me by: an answer is not one of the options."],
      level: ["Level: an answer is not one of the options."],
      start: ["Start must be on or after 2026-01-01."],
      resume: ["Resume: upload the file again."],
    });
    expect(fields({ ...good, name: { first: "Jane" }, age: "ten", agree: "yes" })).toEqual({
      name: ["Your name must be text."], age: ["Age must be a number."], agree: ["Privacy must be checked or unchecked."],
    });
    expect(fields({ ...good, age: 17.5 })).toEqual({ age: ["Age is not a valid number."] });
  });

  it("refuses a day that is not enabled", () => {
    expect(fields({ ...good, start: "2026-03-07" })).toEqual({ start: ["Start: that day is not available."] });
  });

  it("counts words with the spec's messages", () => {
    expect(fields({ ...good, about: "  one  " })).toEqual({ about: ["You have too few words. Minimum is 2, you have 1 words."] });
    expect(fields({ ...good, about: "a b c d e f" })).toEqual({ about: ["You have too many words. Maximum is 5, you have 6 words."] });
  });

  it("checks address parts, state and postcode", () => {
    expect(fields({ ...good, postal: { ...address, administrative_area: "TAS", postal_code: "30" } })).toEqual({
      postal: ["Postal address: the state must be one of VIC, NSW, WA, QLD, ACT.", "Postal address: the postcode must be four digits."],
    });
    expect(fields({ ...good, postal: { address_line1: "1 Ballarat Rd" } })).toEqual({
      postal: ["Postal address: locality is required.", "Postal address: administrative_area is required.", "Postal address: postal_code is required."],
    });
  });

  it("accepts term ids, files, dates and cleans forged hidden values", () => {
    const result = validateSubmission(elements, { ...good, level: 21, resume: FID.toUpperCase(), start: "02-03-2026",
      course_code: " <script>ABC</script>", interests: ["it", "it"] }, context);
    expect(result.errors).toEqual([]);
    expect(result.values).toMatchObject({ level: "21", resume: FID, start: "2026-03-02", course_code: "scriptABC/script", interests: ["it"] });
  });
});

describe("sliders, times and date-times", () => {
  const more = {
    safety: { "#type": "webform_range", "#title": "Safety", "#max": 10 },
    percent: { "#type": "range", "#title": "Percent" },
    at: { "#type": "webform_time", "#title": "Time" },
    when: { "#type": "datetime", "#title": "When" },
    day: { "#type": "webform_date", "#title": "Day", "#date_date_max": "2026-06-30" },
  };
  it("are stored, not dropped, in the site's formats", () => {
    const result = validateSubmission(more, { safety: 7, percent: "40", at: "2:05 pm", when: "2026-07-01T09:30", day: "30-06-2026" }, context);
    expect(result.errors).toEqual([]);
    expect(result.values).toEqual({ safety: 7, percent: 40, at: "02:05 PM", when: "2026-07-01T09:30", day: "2026-06-30" });
  });
  it("are refused out of bounds (slider defaults 0–100, step 1) or badly formed", () => {
    const detail = (data: Record<string, unknown>) => validateSubmission(more, data, context).errors.map((e) => `${e.field}: ${e.detail}`);
    expect(detail({ safety: 11, percent: 100.5, at: "25:00", when: "2026-07-01 09:30", day: "01-07-2026" })).toEqual([
      "safety: Safety must be lower than or equal to 10.",
      "percent: Percent must be lower than or equal to 100.",
      "percent: Percent is not a valid number.",
      "at: Time must be a time (hh:mm AM or PM).",
      "when: When must be a date and time (YYYY-MM-DDTHH:mm).",
      "day: Day must be on or before 2026-06-30.",
    ]);
  });
  it("take a two-handle range as [lower, upper], lower never above upper", () => {
    const range = { fees: { "#type": "webform_range", "#title": "Fees", "#range": true, "#max": 50000, "#step": 500 } };
    const check = (fees: unknown) => validateSubmission(range, { fees }, context);
    expect(check([1000, "20000"]).values).toEqual({ fees: [1000, 20000] });
    expect(check([1000, 1000]).errors).toEqual([]);
    expect(check([20000, 1000]).errors.map((e) => e.detail)).toEqual(["Fees: the lower value cannot be above the upper value."]);
    expect(check([0, 60000]).errors.map((e) => e.detail)).toEqual(["Fees must be lower than or equal to 50000."]);
    expect(check(20000).errors.map((e) => e.detail)).toEqual(["Fees must be a lower and an upper number."]);
    expect(check(["a", 1]).errors.map((e) => e.detail)).toEqual(["Fees must be a lower and an upper number."]);
  });
});

describe("named option lists", () => {
  const rating = { helpful: { "#type": "radios", "#title": "Helpful", "#options": "yes_no", "#required": true }, campus: { "#type": "select", "#title": "Campus", "#options": "yu_campuses" } };
  it("accepts the answers of Drupal Webform's standard lists", () => {
    expect(validateSubmission(rating, { helpful: "No" }, context).errors).toEqual([]);
    expect(validateSubmission(rating, { helpful: "yes_no" }, context).errors.map((e) => e.detail)).toEqual(["Helpful: an answer is not one of the options."]);
  });
  it("reads a list the content system provides", () => {
    const withLists: ValidationContext = { ...context, optionLists: { yu_campuses: [["footscray-park", "Footscray Park"]] } };
    expect(validateSubmission(rating, { helpful: "Yes", campus: "footscray-park" }, withLists).errors).toEqual([]);
    expect(validateSubmission(rating, { helpful: "Yes", campus: "footscray-park" }, context).errors).toHaveLength(1);
  });
});

describe("a rule on an options element reads the whole set, as Drupal's states.js does", () => {
  const shown = { visible: { ':input[name="was_this_page_helpful"]': { checked: true } } };
  const rating = {
    was_this_page_helpful: { "#type": "radios", "#title": "Was this page helpful?", "#options": "yes_no", "#required": true },
    comments: { "#type": "textarea", "#title": "Any comments? (optional)", "#states": shown, "#counter_type": "word", "#counter_maximum": "500" },
    help: { "#type": "details", "#states": { required: { ':input[name="was_this_page_helpful"]': { unchecked: true } } } },
  };
  it("keeps the comments once either answer is chosen", () => {
    expect(validateSubmission(rating, { was_this_page_helpful: "Yes", comments: "Clear" }, context).values).toEqual({ was_this_page_helpful: "Yes", comments: "Clear" });
    expect(validateSubmission(rating, { was_this_page_helpful: "No", comments: "Too long" }, context).values).toEqual({ was_this_page_helpful: "No", comments: "Too long" });
  });
  it("drops the comments while no answer is chosen", () => {
    const result = validateSubmission(rating, { comments: "Sneaky" }, context);
    expect(result.values).not.toHaveProperty("comments");
    expect(result.errors.map((e) => e.field)).toEqual(["was_this_page_helpful"]);
  });
});

describe("containers, pages, access and markup, as Drupal Webform builds a form", () => {
  const show = (name: string) => ({ visible: { [`:input[name="${name}"]`]: { checked: true } } });
  const paged = {
    intro: { "#markup": "<p>About you</p>", "#required": true },
    page_1: {
      "#type": "webform_wizard_page", "#title": "You",
      more: { "#type": "checkbox", "#title": "More" },
      outer: { "#type": "fieldset", "#title": "Outer", "#states": show("more"),
        inner: { "#type": "details", "#title": "Inner", "#states": { disabled: { ':input[name="lock"]': { checked: true } } },
          deep: { "#type": "textfield", "#title": "Deep", "#required": true } } },
    },
    page_2: { "#type": "webform_wizard_page", "#title": "Extra", "#states": show("extra"), extra_text: { "#type": "textfield", "#title": "Extra text", "#required": true } },
    staff_only: { "#type": "textfield", "#title": "Staff only", "#required": true, "#access": false },
    hidden_group: { "#type": "container", "#access": false, kept_out: { "#type": "textfield", "#required": true } },
    lock: { "#type": "checkbox", "#title": "Lock" },
  };

  it("a required field two containers deep is not required while the outer container is hidden, and is dropped", () => {
    const result = validateSubmission(paged, { deep: "typed", intro: "x", staff_only: "x", kept_out: "x" }, context);
    expect(result.errors).toEqual([]);
    expect(result.values).toEqual({});
  });
  it("is required again once the container shows, and kept", () => {
    expect(validateSubmission(paged, { more: true }, context).errors).toEqual([{ field: "deep", detail: "Deep field is required." }]);
    expect(validateSubmission(paged, { more: true, deep: "typed" }, context).values).toEqual({ more: true, deep: "typed" });
  });
  it("a disabled container's fields are neither required nor sent", () => {
    const result = validateSubmission(paged, { more: true, lock: true, deep: "typed" }, context);
    expect(result.errors).toEqual([]);
    expect(result.values).toEqual({ more: true, lock: true });
  });
  it("a wizard page is a container: its #states reach its fields; every page's answers come in one submission", () => {
    expect(validateSubmission(paged, { extra: true }, context).errors).toEqual([{ field: "extra_text", detail: "Extra text field is required." }]);
    expect(validateSubmission(paged, { extra: true, extra_text: "x", more: true, deep: "y" }, context).values).toEqual({ extra_text: "x", more: true, deep: "y" });
  });
});

describe("the checked and unchecked states, and readonly", () => {
  const rules = {
    plan: { "#type": "radios", "#title": "Plan", "#options": { all: "All", some: "Some" } },
    everything: { "#type": "checkbox", "#title": "Everything", "#states": { checked: { ':input[name="plan"]': { value: "all" } } } },
    agree: { "#type": "webform_privacy_statement", "#title": "Privacy", "#required": true, "#states": { unchecked: { ':input[name="plan"]': { value: "some" } } } },
    code: { "#type": "textfield", "#title": "Code", "#states": { readonly: { ':input[name="plan"]': { value: "all" } } } },
  };
  it("stores a checkbox a rule checks as checked, whatever was sent, and one a rule unchecks as unchecked", () => {
    expect(validateSubmission(rules, { plan: "all", everything: false, agree: true }, context).values).toEqual({ plan: "all", everything: true, agree: true });
    expect(validateSubmission(rules, { plan: "some", everything: true, agree: true }, context).errors).toEqual([{ field: "agree", detail: "Privacy field is required." }]);
  });
  it("keeps a read-only field's answer", () => {
    expect(validateSubmission(rules, { plan: "all", code: "ABC" }, context).values).toMatchObject({ code: "ABC" });
  });
});

describe("webform_name, url, both address elements, #multiple", () => {
  const more = {
    name: { "#type": "webform_name", "#title": "Name", "#required": true, "#degree__access": false },
    parts: { "#type": "webform_name", "#title": "Parts", "#last__required": true, "#last__title": "Family name" },
    site: { "#type": "url", "#title": "Web site" },
    home: { "#type": "address", "#title": "Home" },
    emails: { "#type": "email", "#title": "Emails", "#multiple": 2 },
  };
  const check = (data: Record<string, unknown>) => validateSubmission(more, data, context);
  it("a name is an object of text parts; a hidden part is dropped; a required name needs a part", () => {
    expect(check({ name: { title: "Dr", first: " Jane ", last: "Citizen", degree: "PhD", nickname: "JC" } }).values)
      .toEqual({ name: { title: "Dr", first: "Jane", last: "Citizen" } });
    expect(check({}).errors).toEqual([{ field: "name", detail: "Name field is required." }, { field: "parts", detail: "Family name field is required." }]);
    expect(check({ name: "Jane" }).errors).toEqual([{ field: "name", detail: "Name must be a name." }, { field: "parts", detail: "Family name field is required." }]);
    expect(check({ name: { first: "x".repeat(256) }, parts: { first: "Sam" } }).errors.map((e) => e.detail))
      .toEqual(["Name: first must be text of at most 255 characters.", "Family name field is required."]);
  });
  it("a web address must start with http:// or https://", () => {
    expect(check({ name: { first: "J" }, parts: { last: "C" }, site: "https://example.edu/x" }).values).toMatchObject({ site: "https://example.edu/x" });
    expect(check({ name: { first: "J" }, parts: { last: "C" }, site: "javascript:alert(1)" }).errors)
      .toEqual([{ field: "site", detail: "Web site must be a web address starting with http:// or https://." }]);
  });
  it("the address module's address is read as webform_address is", () => {
    const home = { address_line1: "1 Ballarat Rd", locality: "Footscray", administrative_area: "VIC", postal_code: "3011" };
    expect(check({ name: { first: "J" }, parts: { last: "C" }, home }).values).toMatchObject({ home });
  });
  it("#multiple: a list of values, each checked, at most the number given; a single value counts as one", () => {
    const base = { name: { first: "J" }, parts: { last: "C" } };
    expect(check({ ...base, emails: ["a@example.edu", "b@example.edu"] }).values).toMatchObject({ emails: ["a@example.edu", "b@example.edu"] });
    expect(check({ ...base, emails: "a@example.edu" }).values).toMatchObject({ emails: ["a@example.edu"] });
    expect(check({ ...base, emails: ["a@example.edu", "nope", "c@example.edu"] }).errors.map((e) => e.detail))
      .toEqual(["Emails must be a valid email address.", "Emails: at most 2 values."]);
  });
});
