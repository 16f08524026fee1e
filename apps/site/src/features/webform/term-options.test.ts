import { describe, expect, it } from "vitest";
import { mapWebform } from "@/mapping/webform/element-mapping";
import { formFields } from "@/mapping/webform/element-tree";
import { validateForm } from "./field-validation";
import { vocabulariesOf, withTermOptions } from "./term-options";

const schema = mapWebform({
  drupal_internal__id: "enquiry",
  elements: {
    level: { "#type": "webform_term_select", "#title": "Level", "#vocabulary": "study_level", "#required": true, "#empty_option": "- Select -" },
    levels: { "#type": "webform_term_select", "#title": "Levels", "#vocabulary": "study_level", "#multiple": true },
    area: { "#type": "webform_term_select", "#title": "Area", "#vocabulary": "study_area" },
  },
}, () => {});

describe("term selects", () => {
  it("name each vocabulary once", () => {
    expect(schema && vocabulariesOf(schema)).toEqual(["study_level", "study_area"]);
  });
  it("become selects of the vocabulary's terms, validated against them", () => {
    if (schema === null) throw new Error("no schema");
    const form = withTermOptions(schema, { study_level: [{ value: "12", label: "Undergraduate" }, { value: "13", label: "Postgraduate" }] });
    expect(form.elements[0]).toMatchObject({ kind: "select", name: "level", emptyOption: "- Select -", options: [{ value: "12", label: "Undergraduate" }, { value: "13", label: "Postgraduate" }] });
    expect(form.elements[1]).toMatchObject({ kind: "select", multiple: true, defaultValue: [] });
    expect(form.elements[2]).toMatchObject({ kind: "select", options: [] });
    expect(validateForm(form.elements, { level: "99", levels: [], area: null }, {})).toEqual({ level: "Choose one of the options given." });
    expect(validateForm(form.elements, { level: "13", levels: ["12"], area: null }, {})).toEqual({});
  });
});

describe("term selects inside containers", () => {
  it("are found and filled wherever they are", () => {
    const nested = mapWebform({
      drupal_internal__id: "nested",
      elements: { page: { "#type": "webform_wizard_page", "#title": "One", box: { "#type": "fieldset", level: { "#type": "webform_term_select", "#vocabulary": "study_level" } } } },
    }, () => {});
    if (nested === null) throw new Error("no schema");
    expect(vocabulariesOf(nested)).toEqual(["study_level"]);
    const form = withTermOptions(nested, { study_level: [{ value: "12", label: "Undergraduate" }] });
    expect(formFields(form.elements)[0]).toMatchObject({ kind: "select", name: "level", options: [{ value: "12", label: "Undergraduate" }] });
  });
});
