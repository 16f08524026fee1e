import { describe, expect, it } from "vitest";
import { isOptionsValueChosen, optionFieldNames } from "./option-fields.ts";
import { evaluateForm } from "./states.ts";

describe("options elements", () => {
  it("names the elements Drupal renders as a set of options", () => {
    const names = optionFieldNames([
      { name: "helpful", type: "radios" },
      { name: "topics", type: "checkboxes" },
      { name: "campus", type: "select" },
      { name: "agree", type: "checkbox" },
      { name: "comments", type: "textarea" },
    ]);
    expect([...names]).toEqual(["helpful", "topics", "campus"]);
  });
  it("counts an option as chosen when the answer holds one", () => {
    expect([null, undefined, "", [], false].map(isOptionsValueChosen)).toEqual([false, false, false, false, false]);
    expect(["0", 0, ["a"]].map(isOptionsValueChosen)).toEqual([true, true, true]);
  });
  it("evaluateForm reads a rule on a field flagged as options over the whole set", () => {
    const rule = { visible: { ':input[name="helpful"]': { checked: true } } };
    const fields = [
      { name: "helpful", required: true, states: null, clearOnHide: true, options: true },
      { name: "comments", required: false, states: rule, clearOnHide: true },
    ];
    expect(evaluateForm(fields, { helpful: "No" }, () => {}).comments?.visible).toBe(true);
    expect(evaluateForm(fields, { helpful: null }, () => {}).comments?.visible).toBe(false);
    expect(evaluateForm(fields.map((f) => ({ ...f, options: false })), { helpful: "No" }, () => {}).comments?.visible).toBe(false);
  });
});
