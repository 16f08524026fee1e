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

/* Drupal Webform's own conditions (webform.states.js, Dependent.comparisons.Object, and the server's
 * WebformSubmissionConditionsValidator): the comparisons of `value`, negated triggers, a list of triggers on one
 * selector, and the selectors of composites, multiple selects and file uploads. */
const n = (value: unknown) => ({ a: value });
const DRUPAL_WEBFORM_CASES: readonly RuleCase[] = [
  // less_equal / greater_equal
  { name: "value less_equal: below", rules: a({ value: { less_equal: 10 } }), model: n(9), expected: true },
  { name: "value less_equal: equal", rules: a({ value: { less_equal: 10 } }), model: n("10"), expected: true },
  { name: "value less_equal: above", rules: a({ value: { less_equal: 10 } }), model: n(11), expected: false },
  { name: "value less_equal: empty", rules: a({ value: { less_equal: 10 } }), model: n(""), expected: false },
  { name: "value greater_equal: equal", rules: a({ value: { greater_equal: "18" } }), model: n("18"), expected: true },
  { name: "value greater_equal: above", rules: a({ value: { greater_equal: 18 } }), model: n(40), expected: true },
  { name: "value greater_equal: below", rules: a({ value: { greater_equal: 18 } }), model: n("17.5"), expected: false },
  { name: "value greater_equal: missing", rules: a({ value: { greater_equal: 0 } }), model: {}, expected: false },
  // comparisons read a number as parseFloat does
  { name: "value less: leading number of a text", rules: a({ value: { less: 18 } }), model: n("9 years"), expected: true },
  { name: "value greater: not a number", rules: a({ value: { greater: 0 } }), model: n("many"), expected: false },
  // between 'min:max', both ends included; either end may be left out
  { name: "value between: inside", rules: a({ value: { between: "1:10" } }), model: n("5.5"), expected: true },
  { name: "value between: the lower end", rules: a({ value: { between: "1:10" } }), model: n(1), expected: true },
  { name: "value between: the upper end", rules: a({ value: { between: "1:10" } }), model: n("10"), expected: true },
  { name: "value between: below", rules: a({ value: { between: "1:10" } }), model: n(0), expected: false },
  { name: "value between: above", rules: a({ value: { between: "1:10" } }), model: n(11), expected: false },
  { name: "value between: empty is never between", rules: a({ value: { between: "1:10" } }), model: n(""), expected: false },
  { name: "value between: missing is never between", rules: a({ value: { between: "1:10" } }), model: {}, expected: false },
  { name: "value between: not a number", rules: a({ value: { between: "1:10" } }), model: n("ten"), expected: false },
  { name: "value between: lower end only ('5')", rules: a({ value: { between: "5" } }), model: n(500), expected: true },
  { name: "value between: lower end only, below", rules: a({ value: { between: "5:" } }), model: n(4), expected: false },
  { name: "value between: upper end only (':10')", rules: a({ value: { between: ":10" } }), model: n(-3), expected: true },
  { name: "value between: upper end only, above", rules: a({ value: { between: ":10" } }), model: n(10.5), expected: false },
  { name: "value between: a number is the lower end", rules: a({ value: { between: 5 } }), model: n(7), expected: true },
  { name: "value !between: outside", rules: a({ value: { "!between": "1:10" } }), model: n(11), expected: true },
  { name: "value !between: inside", rules: a({ value: { "!between": "1:10" } }), model: n(3), expected: false },
  { name: "value !between: empty is never outside either", rules: a({ value: { "!between": "1:10" } }), model: n(""), expected: false },
  { name: "!value between: inside", rules: a({ "!value": { between: "1:10" } }), model: n(3), expected: false },
  // the first comparison in Drupal's order decides
  { name: "multi-key: less_equal decides over greater", rules: a({ value: { greater: 5, less_equal: 10 } }), model: n(3), expected: true, warns: 1 },
  { name: "multi-key: greater_equal decides over between", rules: a({ value: { between: "1:2", greater_equal: 10 } }), model: n(30), expected: true, warns: 1 },
  // a leading ! negates any trigger (Drupal's aliases: filled is !empty, unchecked is !checked)
  { name: "!empty: text", rules: a({ "!empty": true }), model: n("x"), expected: true },
  { name: "!empty: empty", rules: a({ "!empty": true }), model: n(""), expected: false },
  { name: "!filled: missing", rules: a({ "!filled": true }), model: {}, expected: true },
  { name: "!checked: unchecked box", rules: a({ "!checked": true }), model: n(false), expected: true },
  { name: "!checked: checked box", rules: a({ "!checked": true }), model: n(true), expected: false },
  { name: "!unchecked: checked box", rules: a({ "!unchecked": true }), model: n(true), expected: true },
  { name: "!unknown trigger: warned, fails", rules: a({ "!sparkles": true }), model: n("x"), expected: false, warns: 1 },
  { name: "a lone '!' is no trigger", rules: a({ "!": true }), model: n("x"), expected: false, warns: 1 },
  // a list of trigger sets on one selector: any of them
  { name: "trigger list: the second holds", rules: { [sel("a")]: [{ value: "x" }, { value: "y" }] }, model: n("y"), expected: true },
  { name: "trigger list: none holds", rules: { [sel("a")]: [{ value: "x" }, { value: "y" }] }, model: n("z"), expected: false },
  { name: "trigger list: an empty list", rules: { [sel("a")]: [] }, model: n("z"), expected: false, warns: 1 },
  { name: "trigger list: an item that is no trigger set", rules: { [sel("a")]: ["value", { value: "z" }] }, model: n("z"), expected: true, warns: 1 },
  { name: "multiple select s[]: any option of a list", rules: { [sel("s[]")]: [{ value: "x" }, { value: "y" }] }, model: { s: ["y"] }, options: ["s"], expected: true },
  { name: "multiple select s[]: none chosen", rules: { [sel("s[]")]: { checked: true } }, model: { s: [] }, options: ["s"], expected: false },
  // a composite's part, two keys deep, and a file upload's files[name]
  { name: "composite part: name[first] filled", rules: { [sel("name[first]")]: { filled: true } }, model: { name: { first: "Jane" } }, expected: true },
  { name: "composite part: name[last] empty", rules: { [sel("name[last]")]: { empty: true } }, model: { name: { first: "Jane" } }, expected: true },
  { name: "two keys: a list inside a composite", rules: { [sel("c[checkboxes][one]")]: { checked: true } }, model: { c: { checkboxes: ["one"] } }, expected: true },
  { name: "two keys: a key past a list", rules: { [sel("c[one][more]")]: { checked: true } }, model: { c: ["one"] }, expected: false },
  { name: "files[name]: the upload's field", rules: { [sel("files[resume]")]: { filled: true } }, model: { resume: "0b7e6a55-3f9c-4c55-9a43-6f1b2f0a1c11" }, expected: true },
  { name: "files[name]: no upload", rules: { [sel("files[resume]")]: { filled: true } }, model: {}, expected: false },
  { name: "files: a field of that name is itself", rules: { [sel("files[x]")]: { checked: true } }, model: { files: ["x"] }, expected: true },
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
  { name: "value: unknown comparison", rules: a({ value: { around: "1:5" } }), model: { a: 3 }, expected: false, warns: 1 },
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
  ...DRUPAL_WEBFORM_CASES,
];

const shown: FieldState = { visible: true, required: false, enabled: true, readonly: false, checked: null, expanded: null };
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
  { name: "unknown state: warned, others apply", states: { sparkling: when, visible: when }, model: {}, required: false, expected: { ...shown, visible: false }, warns: 1 },
  { name: "states of the wrong shape", states: "visible", model: {}, required: true, expected: { ...shown, required: true }, warns: 1 },
  { name: "visible by a nested or", states: { visible: [[when, filledA], "or", filledB] }, model: { contact: "phone", a: "x" }, required: false, expected: shown },
  { name: "radios: visible once any option is checked", states: { visible: { [sel("contact")]: { checked: true } } }, model: { contact: "email" }, required: true, options: ["contact"], expected: { ...shown, required: true } },
  { name: "radios: required while none is checked", states: { required: { [sel("contact")]: { unchecked: true } } }, model: { contact: null }, required: false, options: ["contact"], expected: { ...shown, required: true } },
  // the -slide forms of visible and invisible (the same, animated)
  { name: "visible-slide: holds", states: { "visible-slide": when }, model: { contact: "phone" }, required: true, expected: { ...shown, required: true } },
  { name: "visible-slide: fails, hidden and so not required", states: { "visible-slide": when }, model: {}, required: true, expected: { ...shown, visible: false } },
  { name: "invisible-slide: holds", states: { "invisible-slide": when }, model: { contact: "phone" }, required: true, expected: { ...shown, visible: false } },
  { name: "invisible-slide: fails", states: { "invisible-slide": when }, model: {}, required: false, expected: shown },
  { name: "visible holds, visible-slide fails: hidden", states: { visible: when, "visible-slide": filledA }, model: { contact: "phone" }, required: false, expected: { ...shown, visible: false } },
  { name: "enabled: holds", states: { enabled: when }, model: { contact: "phone" }, required: false, expected: shown },
  { name: "enabled holds, disabled holds: disabled", states: { enabled: when, disabled: when }, model: { contact: "phone" }, required: false, expected: { ...shown, enabled: false } },
  // readonly / readwrite
  { name: "readonly: holds", states: { readonly: when }, model: { contact: "phone" }, required: true, expected: { ...shown, required: true, readonly: true } },
  { name: "readonly: fails", states: { readonly: when }, model: {}, required: false, expected: shown },
  { name: "readwrite: holds", states: { readwrite: when }, model: { contact: "phone" }, required: false, expected: shown },
  { name: "readwrite: fails, read-only", states: { readwrite: when }, model: {}, required: false, expected: { ...shown, readonly: true } },
  // checked / unchecked: the state that sets a checkbox
  { name: "checked: holds", states: { checked: when }, model: { contact: "phone" }, required: false, expected: { ...shown, checked: true } },
  { name: "checked: fails, unchecked", states: { checked: when }, model: {}, required: false, expected: { ...shown, checked: false } },
  { name: "unchecked: holds", states: { unchecked: when }, model: { contact: "phone" }, required: false, expected: { ...shown, checked: false } },
  { name: "unchecked: fails, checked", states: { unchecked: when }, model: {}, required: false, expected: { ...shown, checked: true } },
  { name: "checked and unchecked both hold: unchecked", states: { checked: when, unchecked: when }, model: { contact: "phone" }, required: false, expected: { ...shown, checked: false } },
  { name: "empty checked rule set: no rule says", states: { checked: [] }, model: {}, required: false, expected: shown, warns: 1 },
  // expanded / collapsed: a details element open or closed
  { name: "expanded: holds", states: { expanded: when }, model: { contact: "phone" }, required: false, expected: { ...shown, expanded: true } },
  { name: "expanded: fails, collapsed", states: { expanded: when }, model: {}, required: false, expected: { ...shown, expanded: false } },
  { name: "collapsed: holds", states: { collapsed: when }, model: { contact: "phone" }, required: false, expected: { ...shown, expanded: false } },
  { name: "collapsed: fails, expanded", states: { collapsed: when }, model: {}, required: false, expected: { ...shown, expanded: true } },
  // every state at once, each from its own rule
  {
    name: "every state at once",
    states: { visible: when, required: when, disabled: filledA, readonly: when, checked: filledA, collapsed: when },
    model: { contact: "phone", a: "x" }, required: false,
    expected: { visible: true, required: true, enabled: false, readonly: true, checked: true, expanded: false },
  },
];
