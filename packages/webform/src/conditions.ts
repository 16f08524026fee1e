/* The conditions of spec §5 "Conditional field rules", as Drupal Webform writes them in `#states`: a rule set is an
 * object { selector: triggers } (every selector must hold) or a list mixing rule sets with an operator word (and,
 * or, xor; and by default, as the spec says). Triggers are `empty`, `filled`, `checked`, `unchecked` and `value`,
 * any of them negated by a leading `!` (Drupal's `!value`, `!checked`); `value` may be a comparison object
 * (pattern, !pattern, less, less_equal, greater, greater_equal, between, !between: webform.states.js,
 * Dependent.comparisons.Object). A selector's triggers may also be a list of trigger objects, any of which holds
 * (Drupal's multiple select, issue #1149078). Rules the engine does not understand are reported through `warn` and
 * never throw: a badly authored form must still render (spec §8).
 *
 * A selector naming an options element (radios, checkboxes, select) matches all its inputs in Drupal's markup, and
 * Drupal core's states.js reads the triggers over the whole set: `checked` when any option is chosen, `unchecked`
 * when none is, `value` the chosen option's value (false while none is). The engine does the same for the fields
 * the caller names in `optionFields`; any other field keeps the spec's single-checkbox reading. */
import { isOptionsValueChosen, NO_OPTION_FIELDS, type OptionFields } from "./option-fields.ts";

export type FormModel = Readonly<Record<string, unknown>>;
export type Warn = (message: string) => void;

/** Console warnings are what the spec asks for (§8); tests and the server pass their own. */
export const consoleWarn: Warn = (message) => console.warn(`[webform] ${message}`);

/** For callers that have nowhere to report to. */
export const silentWarn: Warn = () => {};

type Operator = "and" | "or" | "xor";
const OPERATORS: ReadonlySet<string> = new Set(["and", "or", "xor"]);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function combine(results: readonly boolean[], operator: Operator): boolean {
  if (operator === "or") return results.some(Boolean);
  if (operator === "xor") return results.filter(Boolean).length === 1;
  return results.every(Boolean);
}

// :input[name="x"], :input[name='x'] or :input[name=x] (jQuery accepts all three quotings), the name optionally
// followed by keys: x[key], a composite's part x[part][sub], a multiple select's x[].
const NAME = String.raw`[^"'[\]\s]+(?:\[[^"'[\]]*\])*`;
const SELECTOR = new RegExp(String.raw`^:input\[name=(?:"(${NAME})"|'(${NAME})'|(${NAME}))\]$`);

/** The field a selector names, and the keys into its value ([] when there is none; an empty `[]` adds none). */
export function selectorTarget(selector: string): { name: string; keys: string[] } | null {
  const match = SELECTOR.exec(selector.trim());
  const full = match?.[1] ?? match?.[2] ?? match?.[3];
  if (full === undefined) return null;
  const bracket = full.indexOf("[");
  const name = bracket === -1 ? full : full.slice(0, bracket);
  const keys = bracket === -1 ? [] : [...full.slice(bracket).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "").filter((key) => key !== "");
  return { name, keys };
}

/** The field a selector names, and the first [key] inside its value when there is one. */
export function parseSelector(selector: string): { name: string; key: string | null } | null {
  const target = selectorTarget(selector);
  return target === null ? null : { name: target.name, key: target.keys[0] ?? null };
}

/** The value a condition tests: a [key] into a list asks whether the list includes it; into an object, reads it.
 * Drupal names a file upload's input `files[name]`: when no field is called `files`, that is the field `name`. */
function selectedValue(model: FormModel, name: string, keys: readonly string[]): unknown {
  if (name === "files" && !("files" in model) && keys[0] !== undefined) return selectedValue(model, keys[0], keys.slice(1));
  let value: unknown = model[name];
  for (const [index, key] of keys.entries()) {
    if (Array.isArray(value)) return index === keys.length - 1 && value.map(String).includes(key);
    value = isRecord(value) ? value[key] : undefined;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

function isFilled(value: unknown): boolean {
  if (typeof value === "number") return !Number.isNaN(value);
  return !isEmpty(value);
}

function asNumber(value: unknown): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
}

/** A number as webform.states.js reads one for a comparison: parseFloat of the text; '' and no answer are none. */
function comparedNumber(value: unknown): number {
  if (typeof value === "number") return value;
  return typeof value === "string" ? Number.parseFloat(value) : Number.NaN;
}

/** Plain equality: numeric when either side is a number, an item of a list, else as text. */
function equals(value: unknown, expected: unknown): boolean {
  if (typeof value === "number" || typeof expected === "number") return asNumber(value) === asNumber(expected);
  if (Array.isArray(value)) return value.map(String).includes(String(expected));
  if (value === null || value === undefined) return expected === "" || expected === null;
  return String(value) === String(expected);
}

function testPattern(pattern: unknown, value: unknown, warn: Warn): boolean | null {
  try {
    return new RegExp(String(pattern)).test(value === null || value === undefined ? "" : String(value));
  } catch {
    warn(`Invalid pattern ${JSON.stringify(pattern)} in a conditional rule`);
    return null;
  }
}

/** `between: 'min:max'`, either side may be left out ('5', '5:', ':10'); an empty answer is never between. */
function isBetween(range: unknown, value: unknown): boolean | null {
  if (value === null || value === undefined || value === "") return null;
  const [lower, upper] = String(range).split(":");
  const number = comparedNumber(value);
  const aboveLower = lower === undefined || lower === "" || number >= Number.parseFloat(lower);
  const belowUpper = upper === undefined || upper === "" || number <= Number.parseFloat(upper);
  return aboveLower && belowUpper;
}

// Drupal Webform (webform.states.js, Dependent.comparisons.Object) reads the first of these keys it finds and
// ignores the rest; the engine does the same, so a form behaves here as it did in Drupal.
export const VALUE_COMPARISONS = ["pattern", "!pattern", "less", "less_equal", "greater", "greater_equal", "between", "!between"] as const;

/** The `value` trigger: plain equality, or a comparison object (one of VALUE_COMPARISONS decides). */
function matchesValue(value: unknown, expected: unknown, warn: Warn): boolean {
  if (!isRecord(expected)) return equals(value, expected);
  const kind = VALUE_COMPARISONS.find((key) => key in expected);
  const ignored = Object.keys(expected).filter((key) => key !== kind);
  if (kind === undefined) {
    warn(ignored.length === 0 ? "Empty value comparison in a conditional rule" : `Unsupported value comparison "${ignored.join('", "')}" in a conditional rule`);
    return false;
  }
  if (ignored.length > 0) warn(`Value comparison "${ignored.join('", "')}" ignored: "${kind}" decides, as in Drupal`);
  const argument = expected[kind];
  const number = comparedNumber(value);
  const bound = comparedNumber(argument);
  switch (kind) {
    case "pattern":
      return testPattern(argument, value, warn) === true;
    case "!pattern":
      return testPattern(argument, value, warn) === false;
    case "less":
      return number < bound;
    case "less_equal":
      return number <= bound;
    case "greater":
      return number > bound;
    case "greater_equal":
      return number >= bound;
    case "between":
      return isBetween(argument, value) === true;
    case "!between":
      return isBetween(argument, value) === false;
  }
}

/** One trigger on one value. A boolean argument of false inverts the flag triggers, as in Drupal; a leading `!`
 * negates any trigger. `group` says the value is a whole options element's answer, read as Drupal reads the set of
 * inputs the selector matches. */
function evaluateTrigger(trigger: string, argument: unknown, value: unknown, group: boolean, warn: Warn): boolean {
  if (trigger.startsWith("!") && trigger.length > 1) {
    const known = ["empty", "filled", "checked", "unchecked", "value"].includes(trigger.slice(1));
    if (!known) {
      warn(`Unsupported trigger "${trigger}" in a conditional rule`);
      return false;
    }
    return !evaluateTrigger(trigger.slice(1), argument, value, group, warn);
  }
  const expect = (result: boolean) => (argument === false ? !result : result);
  if (group) {
    const chosen = isOptionsValueChosen(value);
    if (trigger === "checked") return expect(chosen);
    if (trigger === "unchecked") return expect(!chosen);
    // states.js: a radio group's value is its checked option's, or false while none is checked.
    if (trigger === "value") return matchesValue(chosen ? value : false, argument, warn);
  }
  switch (trigger) {
    case "empty":
      return expect(isEmpty(value));
    case "filled":
      return expect(isFilled(value));
    case "checked":
      return expect(value === true);
    case "unchecked":
      return expect(value === null || value === undefined || value === false);
    case "value":
      return matchesValue(value, argument, warn);
    default:
      warn(`Unsupported trigger "${trigger}" in a conditional rule`);
      return false;
  }
}

/** { trigger: argument, … }: every trigger must hold. */
function evaluateTriggers(selector: string, triggers: unknown, value: unknown, group: boolean, warn: Warn): boolean {
  if (!isRecord(triggers) || Object.keys(triggers).length === 0) {
    warn(`Unsupported trigger shape for ${selector}`);
    return false;
  }
  return Object.entries(triggers).every(([trigger, argument]) => evaluateTrigger(trigger, argument, value, group, warn));
}

/** { selector: { trigger: argument, … } or [{ trigger: argument }, …], … }: every selector must hold. */
function evaluateConditions(conditions: Record<string, unknown>, model: FormModel, warn: Warn, optionFields: OptionFields): boolean {
  return Object.entries(conditions).every(([selector, triggers]) => {
    const target = selectorTarget(selector);
    if (target === null) {
      warn(`Unsupported selector ${JSON.stringify(selector)} in a conditional rule`);
      return false;
    }
    const value = selectedValue(model, target.name, target.keys);
    // name[key] names one input of the set (one checkbox of checkboxes): a single input again.
    const group = target.keys.length === 0 && optionFields.has(target.name);
    if (Array.isArray(triggers) && triggers.length > 0) {
      // A list of trigger sets on one selector: any of them (Drupal's multiple select, issue #1149078).
      return triggers.map((item) => evaluateTriggers(selector, item, value, group, warn)).some(Boolean);
    }
    return evaluateTriggers(selector, triggers, value, group, warn);
  });
}

/** A list or object rule set, lists nesting as deep as they like; null when it holds no condition (an empty set,
 * or nothing readable), so that the state it drives is left alone, as Drupal leaves it. */
export function evaluateRuleSet(ruleSet: unknown, model: FormModel, warn: Warn = consoleWarn, optionFields: OptionFields = NO_OPTION_FIELDS): boolean | null {
  if (isRecord(ruleSet)) {
    if (Object.keys(ruleSet).length === 0) {
      warn("Empty rule set in a conditional rule; ignored");
      return null;
    }
    return evaluateConditions(ruleSet, model, warn, optionFields);
  }
  if (!Array.isArray(ruleSet)) {
    warn(`Unsupported rule set shape ${JSON.stringify(ruleSet)}`);
    return null;
  }
  let operator: Operator = "and";
  const results: boolean[] = [];
  for (const item of ruleSet) {
    if (typeof item === "string") {
      const word = item.trim().toLowerCase();
      if (OPERATORS.has(word)) operator = word as Operator;
      else warn(`Unsupported operator "${item}" in a conditional rule; ignored`);
      continue;
    }
    const result = evaluateRuleSet(item, model, warn, optionFields);
    if (result !== null) results.push(result);
  }
  if (results.length === 0) {
    if (ruleSet.length === 0) warn("Empty rule set in a conditional rule; ignored");
    return null;
  }
  return combine(results, operator);
}
