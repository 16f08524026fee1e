import { describe, expect, it } from "vitest";
import { drupalElementEntries, statefulFieldsOf } from "./stateful-fields.ts";
import { evaluateForm } from "./states.ts";

const visibleWhen = { visible: { ':input[name="more"]': { checked: true } } };
const elements = {
  more: { "#type": "checkbox", "#title": "Tell us more" },
  details: {
    "#type": "fieldset", "#title": "Details", "#states": visibleWhen,
    topics: { "#type": "checkboxes", "#options": { a: "A" }, "#required": "1" },
    page: { "#type": "webform_wizard_page", about: { "#type": "textarea", "#required": true, "#states_clear": false } },
  },
  secret: { "#type": "textfield", "#access": false, inner: { "#type": "textfield" } },
  note: { "#markup": "<p>Hello</p>" },
  agree: { "#type": "webform_privacy_statement", "#required": true },
  "#attributes": { class: ["x"] },
};

describe("a Drupal render array as the #states engine's fields", () => {
  it("lists every accessible element in document order, each with the container around it", () => {
    expect(drupalElementEntries(elements).map(({ name, type, parent }) => [name, type, parent])).toEqual([
      ["more", "checkbox", null], ["details", "fieldset", null], ["topics", "checkboxes", "details"], ["page", "webform_wizard_page", "details"],
      ["about", "textarea", "page"], ["note", "", null], ["agree", "webform_privacy_statement", null],
    ]);
  });
  it("reads #required, #states, #states_clear, options elements and single checkboxes", () => {
    const fields = statefulFieldsOf(elements);
    expect(fields.find((f) => f.name === "topics")).toEqual({ name: "topics", required: true, states: undefined, clearOnHide: true, options: true, checkbox: false, parent: "details" });
    expect(fields.find((f) => f.name === "about")).toMatchObject({ required: true, clearOnHide: false, parent: "page" });
    expect(fields.filter((f) => f.checkbox === true).map((f) => f.name)).toEqual(["more", "agree"]);
  });
  it("drives evaluateForm: the fieldset's rule reaches the field two containers down", () => {
    const fields = statefulFieldsOf(elements);
    expect(evaluateForm(fields, { more: false }, () => {}).about).toMatchObject({ visible: false, required: false });
    expect(evaluateForm(fields, { more: true }, () => {}).about).toMatchObject({ visible: true, required: true });
  });
  it("reads nothing from what is not a render array", () => {
    expect(statefulFieldsOf(null)).toEqual([]);
    expect(statefulFieldsOf(["a"])).toEqual([]);
  });
});
