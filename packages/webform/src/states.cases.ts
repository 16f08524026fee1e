/* The case table of the `#states` engine: every trigger, operator, state and selector form, nested and empty rule
 * sets, unknown words and multi-key value comparisons. One table, run once against the one engine (states.test.ts);
 * the apps' own tests only check that they call it. `warns` is how many warnings the case must raise. */
import type { FieldState } from "./states.ts";

export interface RuleCase {
  name: string;
  rules: unknown;
  model: Record<string, unknown>;
  /** null: the rule set holds no readable condition, so the state it drives is left alone. */
  expected: boolean | null;
  warns?: number;
  /** Fields that are options elements (radios, checkboxes, select): their selector matches every option. */
  options?: readonly string[];
}

export interface StateCase {
  name: string;
  states: unknown;
  model: Record<string, unknown>;
  required: boolean;
  expected: FieldState;
  warns?: number;
  options?: readonly string[];
}

const sel = (name: string) => `:input[name="${name}"]`;
const a = (triggers: Record<string, unknown>) => ({ [sel("a")]: triggers });
const b = (triggers: Record<string, unknown>) => ({ [sel("b")]: triggers });
const filledA = a({ filled: true });
const filledB = b({ filled: true });
const filledC = { [sel("c")]: { filled: true } };

/* A selector naming an options element matches all its inputs; Drupal core's states.js (Trigger.states) reads the
 * set: `checked` is true when any matching input is checked, `unchecked` (its alias '!checked') when none is, and
 * `value` on a radio group is the checked option's value, false while none is. */
const radios = ["r"];
const boxes = ["c"];
const picker = ["s"];
const OPTION_GROUP_CASES: readonly RuleCase[] = [
  // checked: any of the set
  { name: "radios checked: an option chosen", rules: { [sel("r")]: { checked: true } }, model: { r: "no" }, options: radios, expected: true },
  { name: "radios checked: none chosen", rules: { [sel("r")]: { checked: true } }, model: { r: null }, options: radios, expected: false },
  { name: "radios checked: missing answer", rules: { [sel("r")]: { checked: true } }, model: {}, options: radios, expected: false },
  { name: "radios checked: the option '0' counts", rules: { [sel("r")]: { checked: true } }, model: { r: "0" }, options: radios, expected: true },
  { name: "radios checked false: none chosen", rules: { [sel("r")]: { checked: false } }, model: { r: null }, options: radios, expected: true },
  { name: "radios checked false: an option chosen", rules: { [sel("r")]: { checked: false } }, model: { r: "yes" }, options: radios, expected: false },
  { name: "checkboxes checked: one box of several", rules: { [sel("c")]: { checked: true } }, model: { c: ["b"] }, options: boxes, expected: true },
  { name: "checkboxes checked: no box", rules: { [sel("c")]: { checked: true } }, model: { c: [] }, options: boxes, expected: false },
  { name: "select checked: an option selected", rules: { [sel("s")]: { checked: true } }, model: { s: "x" }, options: picker, expected: true },
  { name: "select checked: the empty option", rules: { [sel("s")]: { checked: true } }, model: { s: "" }, options: picker, expected: false },
  { name: "multiple select checked: two selected", rules: { [sel("s")]: { checked: true } }, model: { s: ["x", "y"] }, options: picker, expected: true },
  // unchecked: none of the set ('!checked')
  { name: "radios unchecked: none chosen", rules: { [sel("r")]: { unchecked: true } }, model: { r: null }, options: radios, expected: true },
  { name: "radios unchecked: an option chosen", rules: { [sel("r")]: { unchecked: true } }, model: { r: "yes" }, options: radios, expected: false },
  { name: "checkboxes unchecked: no box", rules: { [sel("c")]: { unchecked: true } }, model: { c: [] }, options: boxes, expected: true },
  { name: "checkboxes unchecked: one box", rules: { [sel("c")]: { unchecked: true } }, model: { c: ["a"] }, options: boxes, expected: false },
  { name: "checkboxes unchecked false: one box", rules: { [sel("c")]: { unchecked: false } }, model: { c: ["a"] }, options: boxes, expected: true },
  // value: the checked option's value, false while none is
  { name: "radios value: the chosen option", rules: { [sel("r")]: { value: "yes" } }, model: { r: "yes" }, options: radios, expected: true },
  { name: "radios value: another option", rules: { [sel("r")]: { value: "yes" } }, model: { r: "no" }, options: radios, expected: false },
  { name: "radios value: none chosen is not the empty text", rules: { [sel("r")]: { value: "" } }, model: { r: null }, options: radios, expected: false },
  { name: "radios value: none chosen is false", rules: { [sel("r")]: { value: false } }, model: { r: null }, options: radios, expected: true },
  { name: "radios value: a number option", rules: { [sel("r")]: { value: 2 } }, model: { r: "2" }, options: radios, expected: true },
  { name: "radios !value: none chosen", rules: { [sel("r")]: { "!value": "yes" } }, model: { r: null }, options: radios, expected: true },
  { name: "radios !value: the option", rules: { [sel("r")]: { "!value": "yes" } }, model: { r: "yes" }, options: radios, expected: false },
  { name: "radios value pattern: chosen", rules: { [sel("r")]: { value: { pattern: "^y" } } }, model: { r: "yes" }, options: radios, expected: true },
  { name: "checkboxes value: one of the boxes", rules: { [sel("c")]: { value: "b" } }, model: { c: ["a", "b"] }, options: boxes, expected: true },
  { name: "checkboxes value: no box", rules: { [sel("c")]: { value: "b" } }, model: { c: [] }, options: boxes, expected: false },
  { name: "select value: the selected option", rules: { [sel("s")]: { value: "x" } }, model: { s: "x" }, options: picker, expected: true },
  // name[key] names one input of the set: one checkbox again
  { name: "checkboxes[value] checked: that box", rules: { [sel("c[b]")]: { checked: true } }, model: { c: ["b"] }, options: boxes, expected: true },
  { name: "checkboxes[value] checked: another box", rules: { [sel("c[b]")]: { checked: true } }, model: { c: ["a"] }, options: boxes, expected: false },
  { name: "checkboxes[value] unchecked: another box", rules: { [sel("c[b]")]: { unchecked: true } }, model: { c: ["a"] }, options: boxes, expected: true },
  // empty / filled read the answer as before
  { name: "radios filled: an option chosen", rules: { [sel("r")]: { filled: true } }, model: { r: "yes" }, options: radios, expected: true },
  { name: "radios empty: none chosen", rules: { [sel("r")]: { empty: true } }, model: { r: null }, options: radios, expected: true },
  // a field that is not an options element keeps "checked: value exactly true"
  { name: "single checkbox: checked stays exactly true", rules: { [sel("a")]: { checked: true } }, model: { a: "yes", r: "yes" }, options: radios, expected: false },
  // Tide's content rating: comments shown once the visitor answers either way
  { name: "Tide content rating: Yes reveals", rules: { [sel("was_this_page_helpful")]: { checked: true } }, model: { was_this_page_helpful: "Yes" }, options: ["was_this_page_helpful"], expected: true },
  { name: "Tide content rating: No reveals", rules: { [sel("was_this_page_helpful")]: { checked: true } }, model: { was_this_page_helpful: "No" }, options: ["was_this_page_helpful"], expected: true },
  { name: "Tide content rating: unanswered hides", rules: { [sel("was_this_page_helpful")]: { checked: true } }, model: { was_this_page_helpful: null }, options: ["was_this_page_helpful"], expected: false },
  // options in a nested or-list
  { name: "or of a radio group and a box", rules: [{ [sel("r")]: { checked: true } }, "or", { [sel("c[b]")]: { checked: true } }], model: { r: null, c: ["b"] }, options: [...radios, ...boxes], expected: true },
];

export const RULE_CASES: readonly RuleCase[] = [
  // empty
  { name: "empty: null", rules: a({ empty: true }), model: { a: null }, expected: true },
  { name: "empty: missing", rules: a({ empty: true }), model: {}, expected: true },
  { name: "empty: empty string", rules: a({ empty: true }), model: { a: "" }, expected: true },
  { name: "empty: empty list", rules: a({ empty: true }), model: { a: [] }, expected: true },
  { name: "empty: text", rules: a({ empty: true }), model: { a: "x" }, expected: false },
  { name: "empty: 0 is not empty", rules: a({ empty: true }), model: { a: 0 }, expected: false },
  { name: "empty false: text", rules: a({ empty: false }), model: { a: "x" }, expected: true },
  // filled
  { name: "filled: text", rules: a({ filled: true }), model: { a: "x" }, expected: true },
  { name: "filled: empty string", rules: a({ filled: true }), model: { a: "" }, expected: false },
  { name: "filled: NaN", rules: a({ filled: true }), model: { a: Number.NaN }, expected: false },
  { name: "filled: 0", rules: a({ filled: true }), model: { a: 0 }, expected: true },
  { name: "filled: list with an item", rules: a({ filled: true }), model: { a: ["x"] }, expected: true },
  { name: "filled false: missing", rules: a({ filled: false }), model: {}, expected: true },
  // checked / unchecked
  { name: "checked: true", rules: a({ checked: true }), model: { a: true }, expected: true },
  { name: "checked: the text 'true'", rules: a({ checked: true }), model: { a: "true" }, expected: false },
  { name: "checked: false", rules: a({ checked: true }), model: { a: false }, expected: false },
  { name: "checked false: false", rules: a({ checked: false }), model: { a: false }, expected: true },
  { name: "unchecked: missing", rules: a({ unchecked: true }), model: {}, expected: true },
  { name: "unchecked: null", rules: a({ unchecked: true }), model: { a: null }, expected: true },
  { name: "unchecked: false", rules: a({ unchecked: true }), model: { a: false }, expected: true },
  { name: "unchecked: true", rules: a({ unchecked: true }), model: { a: true }, expected: false },
  { name: "unchecked false: true", rules: a({ unchecked: false }), model: { a: true }, expected: true },
  // value
  { name: "value: same text", rules: a({ value: "yes" }), model: { a: "yes" }, expected: true },
  { name: "value: other text", rules: a({ value: "yes" }), model: { a: "no" }, expected: false },
  { name: "value: number against a number", rules: a({ value: 5 }), model: { a: 5 }, expected: true },
  { name: "value: numeric text against a number", rules: a({ value: 5 }), model: { a: "5.0" }, expected: true },
  { name: "value: number against numeric text", rules: a({ value: "5" }), model: { a: 5 }, expected: true },
  { name: "value: number differs", rules: a({ value: 5 }), model: { a: 6 }, expected: false },
  { name: "value: item of a list", rules: a({ value: "b" }), model: { a: ["a", "b"] }, expected: true },
  { name: "value: not an item of a list", rules: a({ value: "c" }), model: { a: ["a", "b"] }, expected: false },
  { name: "value: empty string matches a missing value", rules: a({ value: "" }), model: {}, expected: true },
  { name: "value: text does not match a missing value", rules: a({ value: "x" }), model: {}, expected: false },
  { name: "value pattern: matches", rules: a({ value: { pattern: "^3\\d{3}$" } }), model: { a: "3011" }, expected: true },
  { name: "value pattern: does not match", rules: a({ value: { pattern: "^3\\d{3}$" } }), model: { a: "2000" }, expected: false },
  { name: "value pattern: missing value tests as ''", rules: a({ value: { pattern: "^$" } }), model: {}, expected: true },
  { name: "value pattern: invalid pattern", rules: a({ value: { pattern: "(" } }), model: { a: "(" }, expected: false, warns: 1 },
  { name: "value !pattern: matches", rules: a({ value: { "!pattern": "^3" } }), model: { a: "3011" }, expected: false },
  { name: "value !pattern: does not match", rules: a({ value: { "!pattern": "^3" } }), model: { a: "2000" }, expected: true },
  { name: "value !pattern: invalid pattern", rules: a({ value: { "!pattern": "(" } }), model: { a: "x" }, expected: false, warns: 1 },
  { name: "value less: below", rules: a({ value: { less: 18 } }), model: { a: 17 }, expected: true },
  { name: "value less: equal", rules: a({ value: { less: 18 } }), model: { a: 18 }, expected: false },
  { name: "value less: numeric text", rules: a({ value: { less: "18" } }), model: { a: "9" }, expected: true },
  { name: "value less: empty is not a number", rules: a({ value: { less: 18 } }), model: { a: "" }, expected: false },
  { name: "value greater: above", rules: a({ value: { greater: 18 } }), model: { a: "19" }, expected: true },
  { name: "value greater: below", rules: a({ value: { greater: 18 } }), model: { a: "17" }, expected: false },
  { name: "value greater: missing", rules: a({ value: { greater: 18 } }), model: {}, expected: false },
  // Multi-key comparisons: as in Drupal Webform, the first of pattern, !pattern, less, greater decides.
  { name: "multi-key: pattern decides over less", rules: a({ value: { less: 5, pattern: "^1" } }), model: { a: "10" }, expected: true, warns: 1 },
  { name: "multi-key: less decides over greater", rules: a({ value: { greater: 5, less: 10 } }), model: { a: 3 }, expected: true, warns: 1 },
  { name: "multi-key: less decides over greater (false)", rules: a({ value: { greater: 5, less: 10 } }), model: { a: 12 }, expected: false, warns: 1 },
  { name: "multi-key: pattern decides over !pattern", rules: a({ value: { "!pattern": "^3", pattern: "^3" } }), model: { a: "3" }, expected: true, warns: 1 },
  { name: "value: unknown comparison", rules: a({ value: { between: "1:5" } }), model: { a: 3 }, expected: false, warns: 1 },
  { name: "value: empty comparison", rules: a({ value: {} }), model: { a: 3 }, expected: false, warns: 1 },
  // !value
  { name: "!value: other text", rules: a({ "!value": "yes" }), model: { a: "no" }, expected: true },
  { name: "!value: same text", rules: a({ "!value": "yes" }), model: { a: "yes" }, expected: false },
  { name: "!value: pattern", rules: a({ "!value": { pattern: "^y" } }), model: { a: "yes" }, expected: false },
  { name: "!value: item of a list", rules: a({ "!value": "b" }), model: { a: ["a", "b"] }, expected: false },
  // several triggers on one selector all hold
  { name: "two triggers: both hold", rules: a({ filled: true, "!value": "no" }), model: { a: "yes" }, expected: true },
  { name: "two triggers: one fails", rules: a({ filled: true, "!value": "no" }), model: { a: "no" }, expected: false },
  // selectors
  { name: "selector: double quotes", rules: { ':input[name="a"]': { filled: true } }, model: { a: "x" }, expected: true },
  { name: "selector: single quotes", rules: { ":input[name='a']": { filled: true } }, model: { a: "x" }, expected: true },
  { name: "selector: no quotes", rules: { ":input[name=a]": { filled: true } }, model: { a: "x" }, expected: true },
  { name: "selector: spaces around", rules: { '  :input[name="a"] ': { filled: true } }, model: { a: "x" }, expected: true },
  { name: "selector [key]: item in a list", rules: { [sel("a[email]")]: { checked: true } }, model: { a: ["phone", "email"] }, expected: true },
  { name: "selector [key]: item not in a list", rules: { [sel("a[post]")]: { checked: true } }, model: { a: ["email"] }, expected: false },
  { name: "selector [key]: unchecked item", rules: { [sel("a[post]")]: { unchecked: true } }, model: { a: ["email"] }, expected: true },
  { name: "selector [key]: numeric item", rules: { [sel("a[2]")]: { checked: true } }, model: { a: [1, 2] }, expected: true },
  { name: "selector [key] single quotes: in a list", rules: { ":input[name='a[email]']": { checked: true } }, model: { a: ["email"] }, expected: true },
  { name: "selector [key]: part of an object", rules: { [sel("addr[locality]")]: { value: "Footscray" } }, model: { addr: { locality: "Footscray" } }, expected: true },
  { name: "selector [key]: part of an object differs", rules: { [sel("addr[locality]")]: { value: "Footscray" } }, model: { addr: { locality: "Sunshine" } }, expected: false },
  { name: "selector [key]: into a text", rules: { [sel("a[x]")]: { empty: true } }, model: { a: "text" }, expected: true },
  { name: "selector: mixed quotes", rules: { ":input[name=\"a']": { filled: true } }, model: { a: "x" }, expected: false, warns: 1 },
  { name: "selector: not an input", rules: { "#a": { filled: true } }, model: { a: "x" }, expected: false, warns: 1 },
  { name: "selector: triggers not an object", rules: { [sel("a")]: "filled" }, model: { a: "x" }, expected: false, warns: 1 },
  { name: "selector: no triggers", rules: { [sel("a")]: {} }, model: { a: "x" }, expected: false, warns: 1 },
  // unknown trigger
  { name: "unknown trigger", rules: a({ sparkles: true }), model: { a: "x" }, expected: false, warns: 1 },
  { name: "unknown trigger beside a true one", rules: a({ filled: true, focused: true }), model: { a: "x" }, expected: false, warns: 1 },
  // objects: every selector holds
  { name: "object: all hold", rules: { ...filledA, ...filledB }, model: { a: "x", b: "y" }, expected: true },
  { name: "object: one fails", rules: { ...filledA, [sel("b")]: { checked: true } }, model: { a: "x", b: false }, expected: false },
  // lists and operators
  { name: "list: and by default, one holds", rules: [filledA, filledB], model: { a: "x" }, expected: false },
  { name: "list: and by default, both hold", rules: [filledA, filledB], model: { a: "x", b: "y" }, expected: true },
  { name: "list: and written out", rules: [filledA, "and", filledB], model: { a: "x", b: "y" }, expected: true },
  { name: "list: or, one holds", rules: [filledA, "or", filledB], model: { a: "x" }, expected: true },
  { name: "list: or, none holds", rules: [filledA, "or", filledB], model: {}, expected: false },
  { name: "list: OR in capitals", rules: [filledA, "OR", filledB], model: { b: "y" }, expected: true },
  { name: "list: operator first", rules: ["or", filledA, filledB], model: { b: "y" }, expected: true },
  { name: "list: xor, one holds", rules: [filledA, "xor", filledB], model: { a: "x" }, expected: true },
  { name: "list: xor, both hold", rules: [filledA, "xor", filledB], model: { a: "x", b: "y" }, expected: false },
  { name: "list: xor, none holds", rules: [filledA, "xor", filledB], model: {}, expected: false },
  { name: "list: xor of three, one holds", rules: [filledA, "xor", filledB, "xor", filledC], model: { c: "z" }, expected: true },
  { name: "list: a single condition", rules: [filledA], model: { a: "x" }, expected: true },
  { name: "list: the last operator word counts", rules: [filledA, "and", filledB, "or", filledC], model: { c: "z" }, expected: true },
  // unknown operator: warned and skipped; the operator in force stays
  { name: "unknown operator, and stays", rules: [filledA, "nand", filledB], model: { a: "x" }, expected: false, warns: 1 },
  { name: "unknown operator, and stays (both hold)", rules: [filledA, "nand", filledB], model: { a: "x", b: "y" }, expected: true, warns: 1 },
  { name: "unknown operator after or, or stays", rules: [filledA, "or", filledB, "nor"], model: { b: "y" }, expected: true, warns: 1 },
  { name: "unknown operator alone", rules: [filledA, "nand"], model: { a: "x" }, expected: true, warns: 1 },
  // nested rule sets
  { name: "nested: or of and-lists", rules: [[filledA, filledB], "or", filledC], model: { a: "x", b: "y" }, expected: true },
  { name: "nested: or of and-lists, inner fails", rules: [[filledA, filledB], "or", filledC], model: { a: "x" }, expected: false },
  { name: "nested: and of or-lists", rules: [[filledA, "or", filledB], filledC], model: { b: "y", c: "z" }, expected: true },
  { name: "nested: and of or-lists, outer fails", rules: [[filledA, "or", filledB], filledC], model: { b: "y" }, expected: false },
  { name: "nested: three deep", rules: [[[filledA, "xor", filledB]], "or", filledC], model: { a: "x" }, expected: true },
  { name: "nested: an empty inner list is skipped", rules: [[], filledA], model: { a: "x" }, expected: true, warns: 1 },
  // empty rule sets: no condition, the state is left alone
  { name: "empty object rule set", rules: {}, model: { a: "x" }, expected: null, warns: 1 },
  { name: "empty list rule set", rules: [], model: { a: "x" }, expected: null, warns: 1 },
  { name: "list of operator words only", rules: ["or"], model: { a: "x" }, expected: null },
  { name: "rule set of the wrong shape", rules: "filled", model: { a: "x" }, expected: null, warns: 1 },
  ...OPTION_GROUP_CASES,
];

const shown: FieldState = { visible: true, required: false, enabled: true };
const when = { [sel("contact")]: { value: "phone" } };

export const STATE_CASES: readonly StateCase[] = [
  { name: "no states", states: undefined, model: {}, required: false, expected: shown },
  { name: "no states, #required", states: null, model: {}, required: true, expected: { ...shown, required: true } },
  { name: "visible: holds", states: { visible: when }, model: { contact: "phone" }, required: true, expected: { ...shown, required: true } },
  { name: "visible: fails, hidden and so not required", states: { visible: when }, model: { contact: "email" }, required: true, expected: { ...shown, visible: false } },
  { name: "invisible: holds", states: { invisible: when }, model: { contact: "phone" }, required: false, expected: { ...shown, visible: false } },
  { name: "invisible: fails", states: { invisible: when }, model: {}, required: false, expected: shown },
  { name: "visible and invisible both hold: hidden", states: { visible: when, invisible: when }, model: { contact: "phone" }, required: false, expected: { ...shown, visible: false } },
  { name: "required: holds", states: { required: when }, model: { contact: "phone" }, required: false, expected: { ...shown, required: true } },
  { name: "required: fails overrides #required", states: { required: when }, model: { contact: "email" }, required: true, expected: shown },
  { name: "optional: holds releases #required", states: { optional: when }, model: { contact: "phone" }, required: true, expected: shown },
  { name: "optional: fails keeps #required", states: { optional: when }, model: {}, required: true, expected: { ...shown, required: true } },
  { name: "enabled: fails", states: { enabled: when }, model: {}, required: false, expected: { ...shown, enabled: false } },
  { name: "disabled: holds", states: { disabled: when }, model: { contact: "phone" }, required: false, expected: { ...shown, enabled: false } },
  { name: "disabled: fails", states: { disabled: when }, model: {}, required: false, expected: shown },
  { name: "empty visible rule set: left alone", states: { visible: {} }, model: {}, required: true, expected: { ...shown, required: true }, warns: 1 },
  { name: "empty invisible rule set: left alone", states: { invisible: [] }, model: {}, required: false, expected: shown, warns: 1 },
  { name: "empty required rule set: left alone", states: { required: {} }, model: {}, required: false, expected: shown, warns: 1 },
  { name: "unknown state: warned, others apply", states: { collapsed: when, visible: when }, model: {}, required: false, expected: { ...shown, visible: false }, warns: 1 },
  { name: "states of the wrong shape", states: "visible", model: {}, required: true, expected: { ...shown, required: true }, warns: 1 },
  { name: "visible by a nested or", states: { visible: [[when, filledA], "or", filledB] }, model: { contact: "phone", a: "x" }, required: false, expected: shown },
  { name: "radios: visible once any option is checked", states: { visible: { [sel("contact")]: { checked: true } } }, model: { contact: "email" }, required: true, options: ["contact"], expected: { ...shown, required: true } },
  { name: "radios: required while none is checked", states: { required: { [sel("contact")]: { unchecked: true } } }, model: { contact: null }, required: false, options: ["contact"], expected: { ...shown, required: true } },
];
