/**
 * A small server-side evaluation of Drupal webform `#states` (spec §5 "Conditional field rules"), so that the
 * service requires and keeps exactly the fields the visitor could see. The site evaluates the same language in
 * the browser; this copy only needs visible, invisible, required and optional.
 */
export type Model = Readonly<Record<string, unknown>>;

const SELECTOR = /^:input\[name="([^"[\]]+)(?:\[([^"\]]+)\])?"\]$/;

interface Selector {
  field: string;
  key: string | null;
}

function parseSelector(selector: string): Selector | null {
  const match = SELECTOR.exec(selector.trim());
  return match === null ? null : { field: match[1] ?? "", key: match[2] ?? null };
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

/** The value a condition looks at: the field's value, or for `name[key]` the item of a list (present?) or object. */
function selectedValue(model: Model, { field, key }: Selector): unknown {
  const value = model[field];
  if (key === null) return value;
  if (Array.isArray(value)) return value.map(String).includes(key);
  if (typeof value === "object" && value !== null) return (value as Record<string, unknown>)[key];
  return undefined;
}

function asNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return Number.NaN;
}

function equalsValue(actual: unknown, expected: unknown): boolean {
  if (typeof actual === "number" || typeof expected === "number") return asNumber(actual) === asNumber(expected);
  if (Array.isArray(actual)) return actual.map(String).includes(String(expected));
  if (actual === null || actual === undefined) return expected === "" || expected === null;
  return String(actual) === String(expected);
}

function safeRegExp(pattern: unknown): RegExp | null {
  if (typeof pattern !== "string") return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

function matchesValue(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== "object" || expected === null || Array.isArray(expected)) return equalsValue(actual, expected);
  const spec = expected as Record<string, unknown>;
  const text = actual === null || actual === undefined ? "" : String(actual);
  if ("pattern" in spec) return safeRegExp(spec.pattern)?.test(text) ?? false;
  if ("!pattern" in spec) return !(safeRegExp(spec["!pattern"])?.test(text) ?? true);
  if ("less" in spec) return asNumber(actual) < asNumber(spec.less);
  if ("greater" in spec) return asNumber(actual) > asNumber(spec.greater);
  return false;
}

/** One trigger against one value; an unknown trigger is false (the rule cannot be shown to hold). */
function triggerHolds(trigger: string, expected: unknown, actual: unknown): boolean {
  switch (trigger) {
    case "empty": return expected === false ? !isEmpty(actual) : isEmpty(actual);
    case "filled": {
      const filled = typeof actual === "number" ? !Number.isNaN(actual) : !isEmpty(actual);
      return expected === false ? !filled : filled;
    }
    case "checked": return expected === false ? actual !== true : actual === true;
    case "unchecked": return expected === false ? !(actual === null || actual === undefined || actual === false)
      : actual === null || actual === undefined || actual === false;
    case "value": return matchesValue(actual, expected);
    case "!value": return !matchesValue(actual, expected);
    default: return false;
  }
}

/** `{ ":input[name=…]": { trigger: value, … }, … }` — every selector and trigger must hold. */
function conditionObjectHolds(conditions: Record<string, unknown>, model: Model): boolean {
  return Object.entries(conditions).every(([selectorText, triggers]) => {
    const selector = parseSelector(selectorText);
    if (selector === null || typeof triggers !== "object" || triggers === null) return false;
    const actual = selectedValue(model, selector);
    return Object.entries(triggers as Record<string, unknown>).every(([trigger, expected]) => triggerHolds(trigger, expected, actual));
  });
}

/** A rule set: an object of conditions (all must hold) or a list of condition objects joined by "and", "or" or "xor". */
export function ruleSetHolds(rules: unknown, model: Model): boolean {
  if (Array.isArray(rules)) {
    let operator = "and";
    const results: boolean[] = [];
    for (const item of rules) {
      if (typeof item === "string") operator = item.trim().toLowerCase();
      else if (typeof item === "object" && item !== null) results.push(conditionObjectHolds(item as Record<string, unknown>, model));
    }
    if (operator === "or") return results.some(Boolean);
    if (operator === "xor") return results.filter(Boolean).length === 1;
    if (operator === "and") return results.every(Boolean);
    return false;
  }
  if (typeof rules === "object" && rules !== null) return conditionObjectHolds(rules as Record<string, unknown>, model);
  return false;
}

export interface ElementState {
  visible: boolean;
  required: boolean;
}

/** Whether an element is shown and required for this model, from `#required` and its `#states`. */
export function elementState(element: Readonly<Record<string, unknown>>, model: Model): ElementState {
  const states = typeof element["#states"] === "object" && element["#states"] !== null
    ? element["#states"] as Record<string, unknown> : {};
  let visible = true;
  if ("visible" in states) visible = ruleSetHolds(states.visible, model);
  if ("invisible" in states && ruleSetHolds(states.invisible, model)) visible = false;
  let required = element["#required"] === true;
  if ("required" in states) required = ruleSetHolds(states.required, model);
  if ("optional" in states && ruleSetHolds(states.optional, model)) required = false;
  return { visible, required: visible && required };
}
