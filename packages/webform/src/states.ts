/* The `#states` engine of spec §5 "Conditional field rules", the one copy the browser and the content service
 * both run, so the service never refuses an answer the browser let through. Drupal writes rules as
 * { state: ruleSet } (the rule sets are read by conditions.ts). Every state Drupal knows is read: visible,
 * invisible (and their -slide forms), required, optional, enabled, disabled, readonly, readwrite, checked,
 * unchecked, expanded, collapsed. A container's state (fieldset, details, a wizard page …) holds for everything
 * inside it: a field is visible only if every container around it is, enabled likewise, and a field hidden by a
 * container is never required (Drupal Webform's WebformSubmissionConditionsValidator makes the fields of a hidden
 * container optional; webform.states.js disables and makes read-only the inputs of a disabled or read-only one). */
import { consoleWarn, evaluateRuleSet, isRecord, type FormModel, type Warn } from "./conditions.ts";
import { NO_OPTION_FIELDS, type OptionFields } from "./option-fields.ts";

export { consoleWarn, evaluateRuleSet, parseSelector, selectorTarget, silentWarn, VALUE_COMPARISONS, type FormModel, type Warn } from "./conditions.ts";

export interface FieldState {
  visible: boolean;
  required: boolean;
  /** false when disabled by its own rule or by a container's. */
  enabled: boolean;
  /** readonly / readwrite, its own or a container's. */
  readonly: boolean;
  /** The checked / unchecked state (sets a checkbox); null when no rule says. */
  checked: boolean | null;
  /** expanded / collapsed (a details element); null when no rule says. */
  expanded: boolean | null;
}

export const KNOWN_STATES: ReadonlySet<string> = new Set([
  "visible", "invisible", "visible-slide", "invisible-slide", "required", "optional", "enabled", "disabled",
  "readonly", "readwrite", "checked", "unchecked", "expanded", "collapsed",
]);

/** A field with no rules: shown, answerable, neither checked nor expanded by a rule. */
export function defaultFieldState(required = false): FieldState {
  return { visible: true, required, enabled: true, readonly: false, checked: null, expanded: null };
}

/** A state and its opposite: the positive rule sets the flag, a negative one that holds clears it (and one that
 * fails sets it, when no positive rule says otherwise: Drupal's aliases, `invisible` is `!visible`). */
function pair(positive: boolean | null, negative: boolean | null): boolean | null {
  if (negative === null) return positive;
  return (positive ?? true) && !negative;
}

/** The state of one field by its own rules (containers are applied by `evaluateForm`). A hidden field is never
 * required: it cannot be answered. */
export function evaluateStates(
  states: unknown,
  model: FormModel,
  baseRequired: boolean,
  warn: Warn = consoleWarn,
  optionFields: OptionFields = NO_OPTION_FIELDS,
): FieldState {
  const result = defaultFieldState(baseRequired);
  if (states === null || states === undefined) return result;
  if (!isRecord(states)) {
    warn(`Unsupported #states shape ${JSON.stringify(states)}`);
    return result;
  }
  const rule = (name: string): boolean | null => (name in states ? evaluateRuleSet(states[name], model, warn, optionFields) : null);
  for (const name of Object.keys(states)) if (!KNOWN_STATES.has(name)) warn(`Unsupported state "${name}" in #states`);

  // visible and visible-slide differ only in the animation; every rule that says must agree to show.
  const shown = [rule("visible"), rule("visible-slide")].filter((r) => r !== null);
  const hidden = [rule("invisible"), rule("invisible-slide")].filter((r) => r !== null);
  result.visible = shown.every(Boolean) && !hidden.some(Boolean);

  const required = rule("required");
  const optional = rule("optional");
  if (required !== null) result.required = required;
  if (optional === true) result.required = false;

  result.enabled = pair(rule("enabled"), rule("disabled")) ?? true;
  result.readonly = pair(rule("readonly"), rule("readwrite")) ?? false;
  result.checked = pair(rule("checked"), rule("unchecked"));
  result.expanded = pair(rule("expanded"), rule("collapsed"));

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
  /** A single checkbox (checkbox, privacy statement): the `checked` / `unchecked` states set its answer. */
  checkbox?: boolean;
  /** The machine name of the container element holding this one (containers are entries of their own, in the same
   * list, before their children); its visible and enabled states apply to everything inside it. Absent or null at
   * the top level. */
  parent?: string | null;
}

/** Every field's state at once, containers included, each container's state applied to what it holds. */
export function evaluateForm(fields: readonly StatefulField[], model: FormModel, warn: Warn = consoleWarn): Record<string, FieldState> {
  const optionFields = new Set(fields.filter((field) => field.options === true).map((field) => field.name));
  const byName = new Map(fields.map((field) => [field.name, field]));
  const out: Record<string, FieldState> = {};
  const resolving = new Set<string>();

  const stateOf = (field: StatefulField): FieldState => {
    const done = out[field.name];
    if (done !== undefined) return done;
    resolving.add(field.name);
    const state = evaluateStates(field.states, model, field.required, warn, optionFields);
    const container = field.parent === null || field.parent === undefined ? undefined : byName.get(field.parent);
    if (container !== undefined && resolving.has(container.name)) warn(`Element "${field.name}" is inside itself; its containers are ignored`);
    else if (container !== undefined) {
      const around = stateOf(container);
      state.visible &&= around.visible;
      state.enabled &&= around.enabled;
      state.readonly ||= around.readonly;
      if (!state.visible) state.required = false;
    }
    resolving.delete(field.name);
    out[field.name] = state;
    return state;
  };
  for (const field of fields) stateOf(field);
  return out;
}

/** What a cleared field holds: an object stays an object (address), anything else becomes null. */
export function clearedValue(previous: unknown): null | Record<string, never> {
  return isRecord(previous) ? {} : null;
}

/** Resets each hidden field (hidden by its own rule or by a container's) that the visitor changed and that is
 * flagged to clear on hide; returns a new model, or the same one when nothing was cleared. */
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

/** The answers with the `checked` / `unchecked` states applied: a checkbox a rule checks holds true, one a rule
 * unchecks holds false (Drupal sets the box each time its rule changes, and on load). Returns the same model when
 * nothing changes. */
export function applyStateValues(
  fields: readonly StatefulField[],
  states: Readonly<Record<string, FieldState>>,
  model: FormModel,
): Record<string, unknown> {
  let next: Record<string, unknown> | null = null;
  for (const field of fields) {
    const checked = states[field.name]?.checked;
    if (field.checkbox !== true || checked === null || checked === undefined || model[field.name] === checked) continue;
    next ??= { ...model };
    next[field.name] = checked;
  }
  return next ?? (model as Record<string, unknown>);
}

/** The answers a submission sends: those of hidden and disabled fields (by their own rules or a container's) are
 * left out, as a browser leaves out a disabled input and Drupal empties a hidden element. Names that are not
 * fields (a honeypot, a start time) are kept for the caller to judge. */
export function submittableValues(
  fields: readonly StatefulField[],
  states: Readonly<Record<string, FieldState>>,
  model: FormModel,
): Record<string, unknown> {
  const dropped = new Set(fields.filter((field) => {
    const state = states[field.name];
    return state !== undefined && (!state.visible || !state.enabled);
  }).map((field) => field.name));
  return Object.fromEntries(Object.entries(model).filter(([name]) => !dropped.has(name)));
}
