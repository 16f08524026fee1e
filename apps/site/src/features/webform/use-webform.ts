"use client";
/* The form's state in the browser: answers, the #states of every field, messages validated 1000 ms after the
 * last change (never on load), and a submit that refuses while errors remain and keeps every answer when
 * sending fails (spec §4 "Form", §5). */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { FormElement, WebformSchema } from "@/mapping/webform/field-schema";
import type { Answers } from "./form-state";
import { confirmationAfterSend } from "./confirmation";
import type { Alert, PostedOutcome } from "./form-outcome";
import { SendMemory } from "./send-memory";
import { useFormAnswers } from "./use-form-answers";
import { useFormMessages } from "./use-form-messages";
import { useSubmit } from "./use-submit";

/** A state to start in rather than a fresh form: as after a refused submit (every message showing), with an alert. */
export interface WebformInitialState {
  submitted?: boolean;
  alert?: Alert;
  /** The outcome of the form sent without scripts (endpoints/webform/send-without-scripts.ts): drawn again as it
   * stood, answers, messages and all, or as sent. */
  posted?: PostedOutcome;
}

const noSubscription = () => () => {};

export function useWebform(schema: WebformSchema, endpoint: string, initial: WebformInitialState = {}) {
  const { posted } = initial;
  const entry = useFormAnswers(schema, posted && !posted.sent ? posted.answers : null);
  const { answers, changed, states, setAnswer, addTyped, reset } = entry;
  const { shown, errorKeys, submitted, setSubmitted, setServerErrors, check, dropServerErrorsOf, clearMessages } = useFormMessages(schema.elements, entry, {
    submitted: initial.submitted ?? (posted !== undefined && Object.keys(posted.fieldErrors).length > 0),
    validateFirst: initial.submitted === true,
    serverErrors: posted?.fieldErrors ?? {},
  });
  const [alert, setAlert] = useState<Alert>(() => initial.alert ?? (posted?.sent ? confirmationAfterSend(schema.settings, posted.answers).alert : posted?.alert) ?? null);
  const [resetCount, setResetCount] = useState(0);
  const [memory] = useState(() => new SendMemory());
  /** False until the browser has taken over the server-rendered form. */
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);

  // The bot check's start time: when the visitor could first use the form.
  useEffect(() => memory.inUseFrom(Date.now()), [memory]);

  const change = useCallback(
    (name: string, value: unknown) => {
      memory.answersChanged();
      setAnswer(name, value);
      dropServerErrorsOf(name);
    },
    [memory, setAnswer, dropServerErrorsOf],
  );

  /** Answers the visitor gave in the server-drawn form before the script started (typed-answers.ts): taken as
   * changes, and the form counts as in use since the page was shown, not since its script arrived. */
  const adopt = useCallback(
    (typed: Answers) => {
      if (Object.keys(typed).length === 0) return;
      memory.typedBefore(Math.round(performance.timeOrigin));
      addTyped(typed);
    },
    [memory, addTyped],
  );

  const clear = useCallback(() => {
    memory.forget();
    reset();
    clearMessages();
    setAlert(null);
    setResetCount((n) => n + 1);
  }, [memory, reset, clearMessages]);

  /** Checks only some of the form (a page of a multi-page form): its messages show, and its first answer to fix is
   * returned (null when it may go on). */
  const checkOnly = useCallback(
    (only: readonly FormElement[]): string | null => {
      setAlert(null);
      return check(only);
    },
    [check],
  );

  const checkAll = useCallback(() => {
    const invalid = check(schema.elements);
    // A submit shows every message from now on, whatever it finds.
    setSubmitted(true);
    setAlert(null);
    return invalid;
  }, [check, schema, setSubmitted]);

  const { status, submit } = useSubmit(posted?.sent ? "sent" : "idle", { schema, endpoint, answers, states, memory, checkAll, setServerErrors, setAlert, clear });
  const setUploading = useCallback((name: string, busy: boolean) => memory.setUploading(name, busy), [memory]);
  /** The visitor has answered something. */
  const started = changed.size > 0;
  return { ready, answers, states, shown, errorKeys, submitted, started, status, alert, resetCount, change, adopt, setUploading, clear, submit, checkOnly };
}
