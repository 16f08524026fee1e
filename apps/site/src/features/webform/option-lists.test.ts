import { describe, expect, it } from "vitest";
import { silentWarn } from "@yu/webform-rules";
import { mapWebform } from "@/mapping/webform/element-mapping";
import { formFields } from "@/mapping/webform/element-tree";
import { optionListNamesOf, withOptionLists } from "./option-lists";

const form = mapWebform({
  drupal_internal__id: "tour",
  elements: {
    campus: { "#type": "select", "#title": "Campus", "#options": "yu_campuses", "#default_value": "sunshine" },
    helpful: { "#type": "radios", "#title": "Helpful", "#options": "yes_no", "#default_value": "Yes" },
    modes: { "#type": "checkboxes", "#title": "Modes", "#options": { online: "Online" } },
  },
}, silentWarn);

describe("named option lists from the content system", () => {
  it("names the lists a form uses", () => {
    expect(form && optionListNamesOf(form)).toEqual(["yu_campuses", "yes_no"]);
  });

  it("puts a provided list's options in place and keeps a default that is among them", () => {
    const ready = form && withOptionLists(form, { yu_campuses: [["footscray-park", "Footscray Park"], ["sunshine", "Sunshine"]] });
    expect(ready?.elements[0]).toMatchObject({ options: [{ value: "footscray-park", label: "Footscray Park" }, { value: "sunshine", label: "Sunshine" }], defaultValue: "sunshine" });
    expect(ready?.elements[1]).toMatchObject({ options: [{ value: "Yes", label: "Yes" }, { value: "No", label: "No" }], defaultValue: "Yes" });
    expect(ready?.model).toMatchObject({ campus: "sunshine", helpful: "Yes", modes: [] });
  });

  it("without the content system's lists, an unknown list is one option of its name and the default is dropped", () => {
    const ready = form && withOptionLists(form, {});
    expect(ready?.elements[0]).toMatchObject({ options: [{ value: "yu_campuses", label: "yu_campuses" }], defaultValue: null });
    expect(ready?.model.campus).toBeNull();
  });
});

describe("named option lists inside containers", () => {
  const nested = mapWebform({
    drupal_internal__id: "nested",
    elements: { box: { "#type": "fieldset", "#title": "Box", inner: { "#type": "details", campus: { "#type": "radios", "#options": "yu_campuses", "#default_value": "sunshine" } } } },
  }, silentWarn);
  it("are named and filled wherever the element is", () => {
    if (nested === null) throw new Error("no schema");
    expect(optionListNamesOf(nested)).toEqual(["yu_campuses"]);
    const ready = withOptionLists(nested, { yu_campuses: [["sunshine", "Sunshine"]] });
    expect(formFields(ready.elements)[0]).toMatchObject({ name: "campus", options: [{ value: "sunshine", label: "Sunshine" }], defaultValue: "sunshine" });
    expect(ready.model).toEqual({ campus: "sunshine" });
    expect(ready.elements[0]).toMatchObject({ kind: "container", name: "box" });
  });
});
