import { describe, expect, it } from "vitest";
import { elementState, ruleSetHolds, type Model } from "./states.ts";

const sel = (name: string) => `:input[name="${name}"]`;

describe("ruleSetHolds", () => {
  const cases: [string, unknown, Model, boolean][] = [
    ["empty on null", { [sel("a")]: { empty: true } }, { a: null }, true],
    ["empty on text", { [sel("a")]: { empty: true } }, { a: "x" }, false],
    ["filled on text", { [sel("a")]: { filled: true } }, { a: "x" }, true],
    ["filled on empty string", { [sel("a")]: { filled: true } }, { a: "" }, false],
    ["filled on NaN", { [sel("a")]: { filled: true } }, { a: Number.NaN }, false],
    ["filled on 0", { [sel("a")]: { filled: true } }, { a: 0 }, true],
    ["checked on true", { [sel("a")]: { checked: true } }, { a: true }, true],
    ["checked on 'true'", { [sel("a")]: { checked: true } }, { a: "true" }, false],
    ["unchecked on missing", { [sel("a")]: { unchecked: true } }, {}, true],
    ["unchecked on true", { [sel("a")]: { unchecked: true } }, { a: true }, false],
    ["value string", { [sel("a")]: { value: "yes" } }, { a: "yes" }, true],
    ["value string differs", { [sel("a")]: { value: "yes" } }, { a: "no" }, false],
    ["value numeric", { [sel("a")]: { value: 5 } }, { a: "5.0" }, true],
    ["value pattern", { [sel("a")]: { value: { pattern: "^3\\d{3}$" } } }, { a: "3011" }, true],
    ["value !pattern", { [sel("a")]: { value: { "!pattern": "^3" } } }, { a: "3011" }, false],
    ["value less", { [sel("a")]: { value: { less: 18 } } }, { a: 17 }, true],
    ["value greater", { [sel("a")]: { value: { greater: 18 } } }, { a: "17" }, false],
    ["!value", { [sel("a")]: { "!value": "yes" } }, { a: "no" }, true],
    ["[key] in a list", { [sel("a[email]")]: { checked: true } }, { a: ["phone", "email"] }, true],
    ["[key] not in a list", { [sel("a[post]")]: { checked: true } }, { a: ["email"] }, false],
    ["[key] of an object", { [sel("addr[locality]")]: { value: "Footscray" } }, { addr: { locality: "Footscray" } }, true],
    ["object: all hold", { [sel("a")]: { filled: true }, [sel("b")]: { checked: true } }, { a: "x", b: false }, false],
    ["list and (default)", [{ [sel("a")]: { filled: true } }, { [sel("b")]: { filled: true } }], { a: "x" }, false],
    ["list or", [{ [sel("a")]: { filled: true } }, "or", { [sel("b")]: { filled: true } }], { a: "x" }, true],
    ["list xor, one", [{ [sel("a")]: { filled: true } }, "xor", { [sel("b")]: { filled: true } }], { a: "x" }, true],
    ["list xor, both", [{ [sel("a")]: { filled: true } }, "xor", { [sel("b")]: { filled: true } }], { a: "x", b: "y" }, false],
    ["unknown trigger", { [sel("a")]: { sparkles: true } }, { a: "x" }, false],
    ["unknown operator", [{ [sel("a")]: { filled: true } }, "nand"], { a: "x" }, false],
    ["bad selector", { "#a": { filled: true } }, { a: "x" }, false],
    ["bad pattern", { [sel("a")]: { value: { pattern: "(" } } }, { a: "(" }, false],
  ];
  it.each(cases)("%s", (_name, rules, model, expected) => {
    expect(ruleSetHolds(rules, model)).toBe(expected);
  });
});

describe("elementState", () => {
  const when = { [sel("contact")]: { value: "phone" } };
  it("is visible and required from #required without states", () => {
    expect(elementState({ "#required": true }, {})).toEqual({ visible: true, required: true });
  });
  it("hides with visible, shows when the rule holds", () => {
    expect(elementState({ "#required": true, "#states": { visible: when } }, { contact: "email" })).toEqual({ visible: false, required: false });
    expect(elementState({ "#required": true, "#states": { visible: when } }, { contact: "phone" })).toEqual({ visible: true, required: true });
  });
  it("hides with invisible", () => {
    expect(elementState({ "#states": { invisible: when } }, { contact: "phone" }).visible).toBe(false);
  });
  it("requires with required and releases with optional", () => {
    expect(elementState({ "#states": { required: when } }, { contact: "phone" }).required).toBe(true);
    expect(elementState({ "#states": { required: when } }, { contact: "email" }).required).toBe(false);
    expect(elementState({ "#required": true, "#states": { optional: when } }, { contact: "phone" }).required).toBe(false);
  });
});
