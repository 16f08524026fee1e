/* The `#states` engine of spec §5 "Conditional field rules", the one copy the browser and the content service
 * both run, so the service never refuses an answer the browser let through. Drupal writes rules as
 * { state: ruleSet }; a rule set is an object { selector: triggers } or a list mixing rule sets with an operator
 * word. Rules the engine does not understand are reported through `warn` and never throw: a badly authored form
 * must still render (spec §8).
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

export interface FieldState {
  visible: boolean;
  required: boolean;
  enabled: boolean;
}

type Operator = "and" | "or" | "xor";
const OPERATORS: ReadonlySet<string> = new Set(["and", "or", "xor"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function combine(results: readonly boolean[], operator: Operator): boolean {
  if (operator === "or") return results.some(Boolean);
  if (operator === "xor") return results.filter(Boolean).length === 1;
  return results.every(Boolean);
}

// :input[name="x"], :input[name='x'] or :input[name=x], optionally x[key]: jQuery accepts all three quotings.
const SELECTOR = /^:input\[name=(?:"([^"[\]]+)(?:\[([^"[\]]+)\])?"|'([^'[\]]+)(?:\[([^'[\]]+)\])?'|([^"'[\]\s]+))\]$/;

/** The field a selector names, and the [key] inside its value when there is one. */
export function parseSelector(selector: string): { name: string; key: string | null } | null {
  const match = SELECTOR.exec(selector.trim());
  if (match === null) return null;
  const name = match[1] ?? match[3] ?? match[5];
  return name === undefined ? null : { name, key: match[2] ?? match[4] ?? null };
}

/** The value a condition tests: a [key] into a list asks whether the list includes it; into an object, reads it. */
function selectedValue(model: FormModel, name: string, key: string | null): unknown {
  const value = model[name];
  if (key === null) return value;
  if (Array.isArray(value)) return value.map(String).includes(key);
  if (isRecord(value)) return value[key];
  return undefined;
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

// Drupal Webform (webform.states.js, Dependent.comparisons.Object) reads the first of these keys it finds and
// ignores the rest; the engine does the same, so a form behaves here as it did in Drupal.
const COMPARISONS = ["pattern", "!pattern", "less", "greater"] as const;

/** The `value` trigger: plain equality, or an object holding one of pattern / '!pattern' / less / greater. */
function matchesValue(value: unknown, expected: unknown, warn: Warn): boolean {
  if (!isRecord(expected)) return equals(value, expected);
  const kind = COMPARISONS.find((key) => key in expected);
  const ignored = Object.keys(expected).filter((key) => key !== kind);
  if (kind === undefined) {
    warn(ignored.length === 0 ? "Empty value comparison in a conditional rule" : `Unsupported value comparison "${ignored.join('", "')}" in a conditional rule`);
    return false;
  }
  if (ignored.length > 0) warn(`Value comparison "${ignored.join('", "')}" ignored: "${kind}" decides, as in Drupal`);
  const argument = expected[kind];
  switch (kind) {
    case "pattern":
      return testPattern(argument, value, warn) === true;
    case "!pattern":
      return testPattern(argument, value, warn) === false;
    case "less":
      return asNumber(value) < asNumber(argument);
    case "greater":
      return asNumber(value) > asNumber(argument);
  }
}

/** One trigger on one value. A boolean argument of false inverts the flag triggers, as in Drupal. `group` says the
 * value is a whole options element's answer, read as Drupal reads the set of inputs the selector matches. */
function evaluateTrigger(trigger: string, argument: unknown, value: unknown, group: boolean, warn: Warn): boolean {
  const expect = (result: boolean) => (argument === false ? !result : result);
  if (group) {
    const chosen = isOptionsValueChosen(value);
    if (trigger === "checked") return expect(chosen);
    if (trigger === "unchecked") return expect(!chosen);
    // states.js: a radio group's value is its checked option's, or false while none is checked.
    if (trigger === "value" || trigger === "!value") {
      const result = matchesValue(chosen ? value : false, argument, warn);
      return trigger === "value" ? result : !result;
    }
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
    case "!value":
      return !matchesValue(value, argument, warn);
    default:
      warn(`Unsupported trigger "${trigger}" in a conditional rule`);
      return false;
  }
}

/** { selector: { trigger: argument, … }, … }: every condition must hold. */
function evaluateConditions(conditions: Record<string, unknown>, model: FormModel, warn: Warn, optionFields: OptionFields): boolean {
  return Object.entries(conditions).every(([selector, triggers]) => {
    const target = parseSelector(selector);
    if (target === null) {
      warn(`Unsupported selector ${JSON.stringify(selector)} in a conditional rule`);
      return false;
    }
    if (!isRecord(triggers) || Object.keys(triggers).length === 0) {
      warn(`Unsupported trigger shape for ${selector}`);
      return false;
    }
    const value = selectedValue(model, target.name, target.key);
    // name[key] names one input of the set (one checkbox of checkboxes): a single input again.
    const group = target.key === null && optionFields.has(target.name);
    return Object.entries(triggers).every(([trigger, argument]) => evaluateTrigger(trigger, argument, value, group, warn));
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

export const KNOWN_STATES: ReadonlySet<string> = new Set(["visible", "invisible", "required", "optional", "enabled", "disabled"]);

/** The visible / required / enabled state of one field. A hidden field is never required: it cannot be answered. */
export function evaluateStates(
  states: unknown,
  model: FormModel,
  baseRequired: boolean,
  warn: Warn = consoleWarn,
  optionFields: OptionFields = NO_OPTION_FIELDS,
): FieldState {
  const result: FieldState = { visible: true, required: baseRequired, enabled: true };
  if (states === null || states === undefined) return result;
  if (!isRecord(states)) {
    warn(`Unsupported #states shape ${JSON.stringify(states)}`);
    return result;
  }
  const rule = (name: string): boolean | null => (name in states ? evaluateRuleSet(states[name], model, warn, optionFields) : null);
  for (const name of Object.keys(states)) if (!KNOWN_STATES.has(name)) warn(`Unsupported state "${name}" in #states`);

  const visible = rule("visible");
  const invisible = rule("invisible");
  if (visible !== null) result.visible = visible;
  if (invisible !== null) result.visible = result.visible && !invisible;

  const required = rule("required");
  const optional = rule("optional");
  if (required !== null) result.required = required;
  if (optional === true) result.required = false;

  const enabled = rule("enabled");
  const disabled = rule("disabled");
  if (enabled !== null) result.enabled = enabled;
  if (disabled !== null) result.enabled = result.enabled && !disabled;

  if (!result.visible) result.required = false;
  return result;
}

export interface StatefulField {
  name: string;
  required: boolean;
  states: unknown;
  clearOnHide: boolean;
  /** An options element (radios, checkboxes, select): its selector matches every option, as in Drupal. */
  options?: boolean;
}

/** Every field's state at once, for the renderer and for the submit check. */
export function evaluateForm(fields: readonly StatefulField[], model: FormModel, warn: Warn = consoleWarn): Record<string, FieldState> {
  const out: Record<string, FieldState> = {};
  const optionFields = new Set(fields.filter((field) => field.options === true).map((field) => field.name));
  for (const field of fields) out[field.name] = evaluateStates(field.states, model, field.required, warn, optionFields);
  return out;
}

/** What a cleared field holds: an object stays an object (address), anything else becomes null. */
export function clearedValue(previous: unknown): null | Record<string, never> {
  return isRecord(previous) ? {} : null;
}

/** Resets each hidden field that the visitor changed and that is flagged to clear on hide; returns a new model. */
export function clearHiddenFields(
  fields: readonly StatefulField[],
  states: Readonly<Record<string, FieldState>>,
  model: FormModel,
  changed: ReadonlySet<string>,
): Record<string, unknown> {
  let next: Record<string, unknown> | null = null;
  for (const field of fields) {
    if (!field.clearOnHide || !changed.has(field.name) || states[field.name]?.visible !== false) continue;
    next ??= { ...model };
    next[field.name] = clearedValue(model[field.name]);
  }
  return next ?? (model as Record<string, unknown>);
}
