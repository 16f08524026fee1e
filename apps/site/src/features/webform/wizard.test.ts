import { describe, expect, it } from "vitest";
import { evaluateForm } from "@yu/webform-rules";
import { mapWebform, statefulFields } from "@/mapping/webform/element-mapping";
import { carriedAnswers, currentPage, drawnWith, fieldsDrawn, pageOf, readCarried, stepFrom, wizardPages, wizardStep } from "./wizard";

const schema = mapWebform({
  drupal_internal__id: "w",
  elements: {
    one: { "#type": "webform_wizard_page", "#title": "One", name: { "#type": "textfield", "#title": "Name" }, more: { "#type": "checkbox", "#title": "More" } },
    two: {
      "#type": "webform_wizard_page", "#title": "Two", "#states": { visible: { ':input[name="more"]': { checked: true } } },
      detail: { "#type": "textfield", "#title": "Detail" },
    },
    three: { "#type": "webform_wizard_page", "#title": "Three", home: { "#type": "webform_address", "#title": "Home" } },
    note: { "#type": "textfield", "#title": "Note" },
  },
}, () => {})!;
const states = (answers: Record<string, unknown>) => evaluateForm(statefulFields(schema.elements), answers, () => {});

describe("a form of several pages", () => {
  it("goes through the pages its rules show, from the first", () => {
    const without = wizardPages(schema.elements, states({}));
    expect(without.map((p) => p.name)).toEqual(["one", "three"]);
    const all = wizardPages(schema.elements, states({ more: true }));
    expect(all.map((p) => p.name)).toEqual(["one", "two", "three"]);
    expect(currentPage(all, null)?.name).toBe("one");
    expect(currentPage(all, "nowhere")?.name).toBe("one");
    expect(stepFrom(all, all[0]!, "next").name).toBe("two");
    expect(stepFrom(all, all[0]!, "back").name).toBe("one");
    expect(stepFrom(without, without[0]!, "next").name).toBe("three");
    expect(stepFrom(all, all[2]!, "next").name).toBe("three");
    expect(currentPage([], "one")).toBeNull();
  });

  it("draws one page and what the form holds outside its pages; the other pages' answers travel with it", () => {
    const one = currentPage(wizardPages(schema.elements, states({})), "one")!;
    expect(drawnWith(schema.elements, one).map((el) => el.name)).toEqual(["one", "note", "actions"]);
    expect(fieldsDrawn(schema.elements, one).map((f) => f.name)).toEqual(["name", "more", "note"]);
    expect(carriedAnswers(schema.elements, one, { name: "Ada", more: true, detail: "x", home: { locality: "Footscray" }, note: "n" })).toEqual({ detail: "x", home: { locality: "Footscray" } });
    expect(carriedAnswers(schema.elements, null, { name: "Ada" })).toEqual({});
  });

  it("reads carried answers of the form's own fields only, and nothing from what is not JSON", () => {
    expect(readCarried('{"detail":"x","home":{"locality":"F"},"admin":true}', schema.elements)).toEqual({ detail: "x", home: { locality: "F" } });
    expect(readCarried("not json", schema.elements)).toEqual({});
    expect(readCarried("[1,2]", schema.elements)).toEqual({});
    expect(readCarried(null, schema.elements)).toEqual({});
  });

  it("knows a press of Next or Previous, and the page of an answer to fix", () => {
    expect([wizardStep("next"), wizardStep("back"), wizardStep("submit"), wizardStep(null)]).toEqual(["next", "back", null, null]);
    const all = wizardPages(schema.elements, states({ more: true }));
    expect(pageOf(all, "home.locality")?.name).toBe("three");
    expect(pageOf(all, "note")).toBeNull();
  });
});
