"use client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { FORM_VALIDATION_DEBOUNCE_MS } from "@/config/constants";
import type { FormElement } from "@/mapping/webform/field-schema";
import { validateForm } from "./field-validation";
import type { FormEntry } from "./form-entry";
import { errorsWithout, orderedErrorKeys, shownErrors } from "./form-state";

interface Start {
  /** As after a refused submit: every message showing. */
  submitted: boolean;
  /** Validate the answers at once (the style guide's refused state), rather than after a change. */
  validateFirst: boolean;
  /** The content service's messages a post without scripts came back with. */
  serverErrors: Record<string, string>;
}

/**
 * The messages beside the answers: the form's own, validated 1000 ms after the last change (never on load), and
 * the content service's, each gone once its answer changes; which show (form-state.ts shownErrors), in the form's order.
 */
export function useFormMessages(elements: readonly FormElement[], { answers, states, changed }: FormEntry, start: Start) {
  const [errors, setErrors] = useState<Record<string, string>>(() => (start.validateFirst ? validateForm(elements, answers, states) : {}));
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>(() => start.serverErrors);
  const [submitted, setSubmitted] = useState(start.submitted);

  // Spec §5: validation runs after each change, 1000 ms after the last one, not on load.
  useEffect(() => {
    if (changed.size === 0 && !submitted) return;
    const timer = window.setTimeout(() => setErrors(validateForm(elements, answers, states)), FORM_VALIDATION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [answers, states, changed, submitted, elements]);

  const shown = useMemo(() => ({ ...shownErrors(errors, changed, submitted), ...serverErrors }), [errors, changed, submitted, serverErrors]);
  const errorKeys = useMemo(() => orderedErrorKeys(elements, shown), [elements, shown]);

  /** Validates `only` (the whole form, or a page of it) now: its messages replace the others, and show at once
   * when there are any. Returns the first answer to fix, in the form's order, or null. */
  const check = useCallback(
    (only: readonly FormElement[]): string | null => {
      const now = validateForm(only, answers, states);
      const keys = orderedErrorKeys(only, now);
      setErrors(now);
      setServerErrors({});
      setSubmitted(keys.length > 0);
      return keys[0] ?? null;
    },
    [answers, states],
  );
  const dropServerErrorsOf = useCallback((name: string) => setServerErrors((previous) => errorsWithout(previous, name)), []);
  const clearMessages = useCallback(() => {
    setErrors({});
    setServerErrors({});
    setSubmitted(false);
  }, []);

  return { shown, errorKeys, submitted, setSubmitted, setServerErrors, check, dropServerErrorsOf, clearMessages };
}
