import { describe, expect, it } from "vitest";
import { RULE_CASES, STATE_CASES } from "./states.cases.ts";
import { applyStateValues, clearHiddenFields, evaluateForm, evaluateRuleSet, evaluateStates, parseSelector, selectorTarget, submittableValues, type StatefulField } from "./states.ts";

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
  it("reads every key of a composite's part, and none from a multiple select's []", () => {
    expect(selectorTarget(':input[name="c[checkboxes][one]"]')).toEqual({ name: "c", keys: ["checkboxes", "one"] });
    expect(selectorTarget(':input[name="select_multiple[]"]')).toEqual({ name: "select_multiple", keys: [] });
    expect(parseSelector(':input[name="name[first]"]')).toEqual({ name: "name", key: "first" });
    expect(selectorTarget(':input[name="a b"]')).toBeNull();
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

/* Containers: a fieldset shown by a checkbox, holding a details element disabled by another, holding a required
 * field: Drupal Webform's nested states (test_states_server_containers), two containers deep. */
describe("containers' states apply to everything inside them", () => {
  const checked = (name: string) => ({ [`:input[name="${name}"]`]: { checked: true } });
  const fields: StatefulField[] = [
    { name: "show", required: false, states: null, clearOnHide: true },
    { name: "lock", required: false, states: null, clearOnHide: true },
    { name: "outer", required: false, states: { visible: checked("show") }, clearOnHide: true },
    { name: "inner", required: false, states: { disabled: checked("lock"), readonly: checked("freeze") }, clearOnHide: true, parent: "outer" },
    { name: "deep", required: true, states: null, clearOnHide: true, parent: "inner" },
    { name: "own_rule", required: false, states: { required: checked("show") }, clearOnHide: true, parent: "inner" },
    { name: "beside", required: true, states: null, clearOnHide: true, parent: "outer" },
    { name: "after", required: true, states: null, clearOnHide: true, parent: null },
  ];
  const evaluate = (model: Record<string, unknown>) => evaluateForm(fields, model, () => {});

  it("hides everything inside a hidden container, two deep, and a hidden field is never required", () => {
    const states = evaluate({ show: false });
    for (const name of ["outer", "inner", "deep", "own_rule", "beside"]) expect(states[name]?.visible).toBe(false);
    expect(states.deep?.required).toBe(false);
    expect(states.beside?.required).toBe(false);
    expect(states.after).toEqual({ visible: true, required: true, enabled: true, readonly: false, checked: null, expanded: null });
  });
  it("requires them again when the container shows", () => {
    const states = evaluate({ show: true });
    expect(states.deep).toMatchObject({ visible: true, required: true, enabled: true });
    expect(states.own_rule).toMatchObject({ visible: true, required: true });
    expect(states.beside).toMatchObject({ visible: true, required: true });
  });
  it("disables and makes read-only what a container disables, and nothing outside it", () => {
    const states = evaluate({ show: true, lock: true, freeze: true });
    expect(states.inner).toMatchObject({ enabled: false, readonly: true });
    expect(states.deep).toMatchObject({ visible: true, enabled: false, readonly: true });
    expect(states.own_rule?.enabled).toBe(false);
    expect(states.beside).toMatchObject({ enabled: true, readonly: false });
  });
  it("a field's own rule still hides it inside a shown container", () => {
    const own: StatefulField[] = [...fields, { name: "mine", required: true, states: { visible: checked("lock") }, clearOnHide: true, parent: "outer" }];
    expect(evaluateForm(own, { show: true }, () => {}).mine).toMatchObject({ visible: false, required: false });
  });
  it("reads a container listed after its children, and ignores a container that is inside itself", () => {
    const reversed = [...fields].reverse();
    expect(evaluateForm(reversed, { show: false }, () => {}).deep?.visible).toBe(false);
    const warnings: string[] = [];
    const loop: StatefulField[] = [
      { name: "a", required: true, states: null, clearOnHide: true, parent: "b" },
      { name: "b", required: false, states: { visible: checked("x") }, clearOnHide: true, parent: "a" },
    ];
    const states = evaluateForm(loop, {}, (message) => void warnings.push(message));
    expect(states.b?.visible).toBe(false);
    expect(states.a?.visible).toBe(false);
    expect(warnings).toEqual(['Element "b" is inside itself; its containers are ignored']);
  });
  it("a parent that is not a field leaves the field at the top level", () => {
    const states = evaluateForm([{ name: "x", required: true, states: null, clearOnHide: true, parent: "gone" }], {}, () => {});
    expect(states.x).toMatchObject({ visible: true, required: true });
  });
  it("clears a changed field that a container hides", () => {
    const model = { show: false, deep: "typed", beside: "kept?", after: "kept" };
    const cleared = clearHiddenFields(fields, evaluate(model), model, new Set(["deep", "after"]));
    expect(cleared).toEqual({ show: false, deep: null, beside: "kept?", after: "kept" });
  });
});

describe("the answers a form sends", () => {
  const when = (value: string) => ({ ':input[name="plan"]': { value } });
  const fields: StatefulField[] = [
    { name: "plan", required: true, states: null, clearOnHide: true },
    { name: "all", required: false, states: { checked: when("all") }, clearOnHide: true, checkbox: true },
    { name: "none", required: false, states: { unchecked: when("none") }, clearOnHide: true, checkbox: true },
    { name: "text", required: false, states: { checked: when("all") }, clearOnHide: true },
    { name: "box", required: false, states: null, clearOnHide: true, checkbox: true },
    { name: "group", required: false, states: { disabled: when("none") }, clearOnHide: true },
    { name: "inside", required: false, states: null, clearOnHide: true, parent: "group" },
    { name: "gone", required: false, states: { visible: when("all") }, clearOnHide: true },
  ];
  const states = (model: Record<string, unknown>) => evaluateForm(fields, model, () => {});

  it("applyStateValues: a checkbox a rule checks holds true, one a rule unchecks false; others are left", () => {
    const model = { plan: "all", all: false, none: false, text: "words", box: false };
    expect(applyStateValues(fields, states(model), model)).toEqual({ plan: "all", all: true, none: true, text: "words", box: false });
    const other = { plan: "none", all: true, none: true };
    expect(applyStateValues(fields, states(other), other)).toEqual({ plan: "none", all: false, none: false });
  });
  it("applyStateValues returns the same model when the boxes already agree", () => {
    const model = { plan: "all", all: true, none: true };
    expect(applyStateValues(fields, states(model), model)).toBe(model);
  });
  it("submittableValues leaves out hidden and disabled fields, a container's too, and keeps names that are not fields", () => {
    const model = { plan: "none", inside: "typed", gone: "left behind", box: true, form_started_at: 1 };
    expect(submittableValues(fields, states(model), model)).toEqual({ plan: "none", box: true, form_started_at: 1 });
    const shown = { plan: "all", inside: "typed", gone: "seen" };
    expect(submittableValues(fields, states(shown), shown)).toEqual(shown);
  });
});
