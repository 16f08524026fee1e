/* The answers as they stand, with the rules' verdicts worked out from them: evaluated once per change. Pure. */
import { applyStateValues, clearHiddenFields, consoleWarn, evaluateForm, type FieldState, type StatefulField, type Warn } from "@yu/webform-rules";
import type { Answers } from "./form-state";

export interface FormEntry {
  answers: Answers;
  /** The questions the visitor has changed: their messages show before a submit. */
  changed: ReadonlySet<string>;
  states: Record<string, FieldState>;
}

/** Each distinct rule problem is reported once, not on every keystroke. */
export function onceWarn(): Warn {
  const seen = new Set<string>();
  return (message) => {
    if (seen.has(message)) return;
    seen.add(message);
    consoleWarn(message);
  };
}

/** The entry for new answers: Drupal empties what a rule hides (#states_clear) and sets the boxes a checked/unchecked rule names. */
export function formEntry(fields: readonly StatefulField[], next: Answers, changed: ReadonlySet<string>, warn: Warn): FormEntry {
  const states = evaluateForm(fields, next, warn);
  const answers = applyStateValues(fields, states, clearHiddenFields(fields, states, next, changed));
  return { answers, changed, states: answers === next ? states : evaluateForm(fields, answers, warn) };
}
