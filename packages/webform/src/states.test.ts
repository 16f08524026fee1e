import { describe, expect, it } from "vitest";
import { RULE_CASES, STATE_CASES } from "./states.cases.ts";
import { clearHiddenFields, evaluateForm, evaluateRuleSet, evaluateStates, parseSelector, type StatefulField } from "./states.ts";

function recorder() {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => void warnings.push(message) };
}

describe("the #states case table: rule sets", () => {
  it.each(RULE_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const { warnings, warn } = recorder();
    expect(evaluateRuleSet(c.rules, c.model, warn, new Set(c.options ?? []))).toBe(c.expected);
    expect(warnings).toHaveLength(c.warns ?? 0);
  });
});

describe("the #states case table: states", () => {
  it.each(STATE_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const { warnings, warn } = recorder();
    expect(evaluateStates(c.states, c.model, c.required, warn, new Set(c.options ?? []))).toEqual(c.expected);
    expect(warnings).toHaveLength(c.warns ?? 0);
  });
});

describe("parseSelector", () => {
  it("reads the name and the key in every quoting", () => {
    expect(parseSelector(':input[name="a[b]"]')).toEqual({ name: "a", key: "b" });
    expect(parseSelector(":input[name='a[b]']")).toEqual({ name: "a", key: "b" });
    expect(parseSelector(":input[name=a]")).toEqual({ name: "a", key: null });
    expect(parseSelector("select[name=a]")).toBeNull();
  });
});

describe("clear on hide", () => {
  const fields: StatefulField[] = [
    { name: "contact", required: true, states: null, clearOnHide: true },
    { name: "phone", required: true, states: { visible: { ':input[name="contact"]': { value: "phone" } } }, clearOnHide: true },
    { name: "address", required: false, states: { visible: { ':input[name="contact"]': { value: "post" } } }, clearOnHide: true },
    { name: "note", required: false, states: { visible: { ':input[name="contact"]': { value: "phone" } } }, clearOnHide: false },
  ];
  const model = { contact: "email", phone: "0400", address: { locality: "Footscray" }, note: "kept" };
  const states = evaluateForm(fields, model, () => {});

  it("resets a changed hidden field to null, or an object to an empty object", () => {
    expect(clearHiddenFields(fields, states, model, new Set(["phone", "address", "note"]))).toEqual({ contact: "email", phone: null, address: {}, note: "kept" });
  });
  it("leaves fields the visitor did not change, and returns the same model when nothing changed", () => {
    expect(clearHiddenFields(fields, states, model, new Set())).toBe(model);
  });
});
