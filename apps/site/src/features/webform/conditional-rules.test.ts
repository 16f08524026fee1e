import { describe, expect, it, vi } from "vitest";
import {
  clearHiddenFields,
  clearedValue,
  evaluateForm,
  evaluateRuleSet,
  evaluateStates,
  parseSelector,
  type FormModel,
} from "./conditional-rules";

const sel = (name: string) => `:input[name="${name}"]`;
const cond = (name: string, triggers: Record<string, unknown>) => ({ [sel(name)]: triggers });

describe("parseSelector", () => {
  it.each([
    [':input[name="course"]', { name: "course", key: null }],
    [":input[name='course']", { name: "course", key: null }],
    [':input[name="topics[arts]"]', { name: "topics", key: "arts" }],
    ['select[name="course"]', null],
    [':input[name="course"', null],
  ])("%s", (selector, expected) => {
    expect(parseSelector(selector)).toEqual(expected);
  });
});

describe("triggers", () => {
  // [trigger, argument, value, expected]
  const table: [string, unknown, unknown, boolean][] = [
    ["empty", true, null, true],
    ["empty", true, "", true],
    ["empty", true, undefined, true],
    ["empty", true, "x", false],
    ["empty", true, 0, false],
    ["empty", false, "x", true],
    ["filled", true, "x", true],
    ["filled", true, "", false],
    ["filled", true, null, false],
    ["filled", true, 0, true],
    ["filled", true, Number.NaN, false],
    ["filled", true, ["a"], true],
    ["filled", true, [], false],
    ["filled", false, "", true],
    ["checked", true, true, true],
    ["checked", true, "true", false],
    ["checked", true, 1, false],
    ["checked", true, false, false],
    ["checked", false, false, true],
    ["unchecked", true, false, true],
    ["unchecked", true, null, true],
    ["unchecked", true, true, false],
    ["unchecked", true, "", false],
    ["value", "Yes", "Yes", true],
    ["value", "Yes", "yes", false],
    ["value", "5", 5, true],
    ["value", "5.0", 5, true],
    ["value", 5, "5", true],
    ["value", "6", 5, false],
    ["value", "arts", ["arts", "law"], true],
    ["value", "it", ["arts"], false],
    ["value", { pattern: "^B" }, "Bachelor", true],
    ["value", { pattern: "^B" }, "Master", false],
    ["value", { pattern: "^B" }, null, false],
    ["value", { "!pattern": "^B" }, "Master", true],
    ["value", { "!pattern": "^B" }, "Bachelor", false],
    ["value", { less: 18 }, 17, true],
    ["value", { less: "18" }, "18", false],
    ["value", { greater: 18 }, "19", true],
    ["value", { greater: 18 }, 18, false],
    ["value", { greater: 18 }, "", false],
    ["value", { greater: 1, less: 10 }, 5, true],
    ["value", { greater: 1, less: 10 }, 10, false],
    ["!value", "Yes", "No", true],
    ["!value", "Yes", "Yes", false],
    ["!value", "5", 5, false],
  ];
  it.each(table)("%s %j on %j → %s", (trigger, argument, value, expected) => {
    const warn = vi.fn();
    expect(evaluateRuleSet(cond("f", { [trigger]: argument }), { f: value }, warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("[key] selectors", () => {
  it("test whether a list value includes the key", () => {
    const rule = { [sel("topics[arts]")]: { checked: true } };
    expect(evaluateRuleSet(rule, { topics: ["arts", "law"] })).toBe(true);
    expect(evaluateRuleSet(rule, { topics: ["law"] })).toBe(false);
    expect(evaluateRuleSet({ [sel("topics[arts]")]: { unchecked: true } }, { topics: ["law"] })).toBe(true);
  });

  it("read the key of an object value", () => {
    const rule = { [sel("address[administrative_area]")]: { value: "VIC" } };
    expect(evaluateRuleSet(rule, { address: { administrative_area: "VIC" } })).toBe(true);
    expect(evaluateRuleSet(rule, { address: { administrative_area: "NSW" } })).toBe(false);
    expect(evaluateRuleSet({ [sel("consent[email]")]: { checked: true } }, { consent: { email: true } })).toBe(true);
  });

  it("find nothing inside a scalar", () => {
    expect(evaluateRuleSet({ [sel("name[x]")]: { empty: true } }, { name: "Jane" })).toBe(true);
  });
});

describe("operators", () => {
  const a = cond("a", { checked: true });
  const b = cond("b", { checked: true });
  const c = cond("c", { checked: true });
  // [rule set, model, expected]
  const table: [string, unknown, FormModel, boolean][] = [
    ["object: all conditions", { ...a, ...b }, { a: true, b: true }, true],
    ["object: one false", { ...a, ...b }, { a: true, b: false }, false],
    ["list default and: all true", [a, b], { a: true, b: true }, true],
    ["list default and: one false", [a, b], { a: true, b: false }, false],
    ["explicit and", [a, "and", b], { a: false, b: true }, false],
    ["or: one true", [a, "or", b], { a: false, b: true }, true],
    ["or: none true", [a, "or", b], { a: false, b: false }, false],
    ["OR in capitals", [a, "OR", b], { a: true, b: false }, true],
    ["xor: exactly one", [a, "xor", b, c], { a: false, b: true, c: false }, true],
    ["xor: two true", [a, "xor", b, c], { a: true, b: true, c: false }, false],
    ["xor: none true", [a, "xor", b], { a: false, b: false }, false],
    ["nested list", [[a, "or", b], "and", c], { a: false, b: true, c: true }, true],
    ["several triggers on one selector all hold", cond("n", { filled: true, value: { greater: 3 } }), { n: 4 }, true],
  ];
  it.each(table)("%s", (_name, ruleSet, model, expected) => {
    const warn = vi.fn();
    expect(evaluateRuleSet(ruleSet, model, warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("unsupported rules warn and never throw", () => {
  // [what, rule set, expected result]
  const table: [string, unknown, boolean | null][] = [
    ["unknown trigger", cond("a", { focused: true }), false],
    ["unknown value comparison", cond("a", { value: { between: "1:3" } }), false],
    ["empty value comparison object", cond("a", { value: {} }), false],
    ["invalid pattern", cond("a", { value: { pattern: "(" } }), false],
    ["unknown selector", { "#edit-a": { checked: true } }, false],
    ["trigger not an object", { [sel("a")]: "checked" }, false],
    ["rule set not a list or object", 42, null],
    ["null rule set", null, null],
  ];
  it.each(table)("%s", (_what, ruleSet, expected) => {
    const warn = vi.fn();
    expect(evaluateRuleSet(ruleSet, { a: true }, warn)).toBe(expected);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("an unknown operator warns and keeps the current one", () => {
    const warn = vi.fn();
    const rules = [cond("a", { checked: true }), "nand", cond("b", { checked: true })];
    expect(evaluateRuleSet(rules, { a: true, b: false }, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith('Unsupported operator "nand" in a conditional rule');
  });

  it("an empty rule set is ignored", () => {
    expect(evaluateRuleSet({}, {})).toBeNull();
    expect(evaluateRuleSet(["or"], {})).toBeNull();
  });
});

describe("evaluateStates", () => {
  const helpful = cond("was_this_page_helpful", { checked: true });
  const yes = { was_this_page_helpful: true };
  const no = { was_this_page_helpful: false };
  // [states, model, base required, expected]
  const table: [string, unknown, FormModel, boolean, { visible: boolean; required: boolean; enabled: boolean }][] = [
    ["no states", undefined, yes, true, { visible: true, required: true, enabled: true }],
    ["visible when true", { visible: helpful }, yes, false, { visible: true, required: false, enabled: true }],
    ["visible when false", { visible: helpful }, no, false, { visible: false, required: false, enabled: true }],
    ["invisible when true", { invisible: helpful }, yes, false, { visible: false, required: false, enabled: true }],
    ["invisible when false", { invisible: helpful }, no, false, { visible: true, required: false, enabled: true }],
    ["required when true", { required: helpful }, yes, false, { visible: true, required: true, enabled: true }],
    ["required rule false overrides #required", { required: helpful }, no, true, { visible: true, required: false, enabled: true }],
    ["optional when true", { optional: helpful }, yes, true, { visible: true, required: false, enabled: true }],
    ["hidden field is not required", { visible: helpful, required: helpful }, no, true, { visible: false, required: false, enabled: true }],
    ["enabled when false", { enabled: helpful }, no, false, { visible: true, required: false, enabled: false }],
    ["disabled when true", { disabled: helpful }, yes, false, { visible: true, required: false, enabled: false }],
    ["disabled when false", { disabled: helpful }, no, false, { visible: true, required: false, enabled: true }],
  ];
  it.each(table)("%s", (_name, states, model, required, expected) => {
    const warn = vi.fn();
    expect(evaluateStates(states, model, required, warn)).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns about unknown states and shapes, leaving the field as configured", () => {
    const warn = vi.fn();
    expect(evaluateStates({ collapsed: helpful }, yes, true, warn)).toEqual({ visible: true, required: true, enabled: true });
    expect(evaluateStates("visible", yes, false, warn)).toEqual({ visible: true, required: false, enabled: true });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("the Tide example from TIDE-API.md", () => {
    const states = { visible: { ':input[name="was_this_page_helpful"]': { checked: true } } };
    expect(evaluateStates(states, yes, false).visible).toBe(true);
    expect(evaluateStates(states, {}, false).visible).toBe(false);
  });
});

describe("clear on hide", () => {
  const fields = [
    { name: "reason", required: false, clearOnHide: true, states: { visible: cond("helpful", { unchecked: true }) } },
    { name: "address", required: false, clearOnHide: true, states: { visible: cond("helpful", { unchecked: true }) } },
    { name: "keep", required: false, clearOnHide: false, states: { visible: cond("helpful", { unchecked: true }) } },
    { name: "untouched", required: false, clearOnHide: true, states: { visible: cond("helpful", { unchecked: true }) } },
    { name: "helpful", required: false, clearOnHide: true, states: null },
  ];
  const model = { helpful: true, reason: "too long", address: { locality: "Footscray" }, keep: "x", untouched: "default" };

  it("resets hidden, changed, flagged fields to null, or {} for objects, and nothing else", () => {
    const states = evaluateForm(fields, model);
    const changed = new Set(["reason", "address", "keep", "helpful"]);
    expect(clearHiddenFields(fields, states, model, changed)).toEqual({
      helpful: true, reason: null, address: {}, keep: "x", untouched: "default",
    });
    expect(model.reason).toBe("too long");
  });

  it("leaves visible fields and returns the same model when nothing changes", () => {
    const visible = { ...model, helpful: false };
    const states = evaluateForm(fields, visible);
    expect(clearHiddenFields(fields, states, visible, new Set(["reason", "address"]))).toBe(visible);
  });

  it("clearedValue", () => {
    expect(clearedValue({ a: 1 })).toEqual({});
    expect(clearedValue("a")).toBeNull();
    expect(clearedValue(["a"])).toBeNull();
    expect(clearedValue(3)).toBeNull();
  });
});
