"use client";
/* The form's state in the browser: answers, the #states of every field, messages validated 1000 ms after the
 * last change (never on load), and a submit that refuses while errors remain and keeps every answer when
 * sending fails (spec §4 "Form", §5). */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { FORM_VALIDATION_DEBOUNCE_MS } from "@/config/constants";
import { applyStateValues, clearHiddenFields, consoleWarn, evaluateForm, type FieldState, type Warn } from "@yu/webform-rules";
import { statefulFields } from "@/mapping/webform/element-mapping";
import type { FormElement, WebformSchema } from "@/mapping/webform/field-schema";
import { validateForm } from "./field-validation";
import { orderedErrorKeys, shownErrors, startingAnswers, submissionData, type Answers } from "./form-state";
import { readSubmitAnswer } from "./endpoint-answer";
import { rememberedCampaign, tabStorage, withCampaign } from "../campaign/campaign";
import { failureMessage, type SubmissionOutcome } from "@/tide/webform-answer";
import { confirmationAfterSend } from "./confirmation";
import { HONEYPOT_FIELD, type Alert, type PostedOutcome } from "./form-outcome";

export const UPLOAD_IN_PROGRESS = "Wait for your file to finish uploading, then send the form again.";

export type SendStatus = "idle" | "sending" | "sent";

/** A state to start in rather than a fresh form: as after a refused submit (every message showing), with an alert. */
export interface WebformInitialState {
  submitted?: boolean;
  alert?: Alert;
  /** The outcome of the form sent without scripts (endpoints/webform/send-without-scripts.ts): drawn again as it
   * stood, answers, messages and all, or as sent. */
  posted?: PostedOutcome;
}

const noSubscription = () => () => {};

/** 128 random bits as hex: works where randomUUID does not (a page served over plain HTTP). */
function newSendKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

interface Entry {
  answers: Answers;
  /** The questions the visitor has changed: their messages show before a submit. */
  changed: ReadonlySet<string>;
  states: Record<string, FieldState>;
}

/** Each distinct rule problem is reported once, not on every keystroke. */
function onceWarn(): Warn {
  const seen = new Set<string>();
  return (message) => {
    if (seen.has(message)) return;
    seen.add(message);
    consoleWarn(message);
  };
}

export function useWebform(schema: WebformSchema, endpoint: string, initial: WebformInitialState = {}) {
  const fields = useMemo(() => statefulFields(schema.elements), [schema]);
  const warn = useMemo(() => onceWarn(), []);
  const fresh = useCallback(
    () =>
      typeof window === "undefined"
        ? { ...schema.model }
        : startingAnswers(schema.elements, schema.model, withCampaign(new URLSearchParams(window.location.search), rememberedCampaign(tabStorage())), window.location.pathname),
    [schema],
  );
  // The query string (with the campaign the visitor arrived with earlier in the tab, features/campaign) and the
  // page's address are the browser's to read (the page is cached for everyone). They
  // only fill hidden answers, which render nothing, so the server's HTML and the first browser render agree.
  // The rules' verdicts are kept with the answers they were worked out from: evaluated once per change.
  const entry = useCallback(
    (next: Answers, changed: ReadonlySet<string>): Entry => {
      const states = evaluateForm(fields, next, warn);
      // Drupal empties what a rule hides (#states_clear) and sets the boxes a checked/unchecked rule names.
      const answers = applyStateValues(fields, states, clearHiddenFields(fields, states, next, changed));
      return { answers, changed, states: answers === next ? states : evaluateForm(fields, answers, warn) };
    },
    [fields, warn],
  );
  const { posted } = initial;
  const [{ answers, changed, states }, setEntry] = useState<Entry>(() =>
    entry(posted && !posted.sent ? { ...fresh(), ...posted.answers } : fresh(), new Set()));
  const [errors, setErrors] = useState<Record<string, string>>(() => (initial.submitted ? validateForm(schema.elements, answers, states) : {}));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() => posted?.fieldErrors ?? {});
  const [submitted, setSubmitted] = useState(initial.submitted ?? (posted !== undefined && Object.keys(posted.fieldErrors).length > 0));
  const [status, setStatus] = useState<SendStatus>(posted?.sent ? "sent" : "idle");
  const [alert, setAlert] = useState<Alert>(() => initial.alert ?? (posted?.sent ? confirmationAfterSend(schema.settings, posted.answers).alert : posted?.alert) ?? null);
  const [resetCount, setResetCount] = useState(0);
  /** False until the browser has taken over the server-rendered form. */
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const uploads = useRef(new Set<string>());
  const startedAt = useRef<number>(0);
  /** The key of the answers as they stand: sent again unchanged (after a failure), they carry the same key, so
   * the content service stores them once however many times they arrive. New answers get a new key. */
  const sendKey = useRef<string | null>(null);

  // The bot check's start time: when the visitor could first use the form.
  useEffect(() => {
    if (startedAt.current === 0) startedAt.current = Date.now();
  }, []);

  // Spec §5: validation runs after each change, 1000 ms after the last one, not on load.
  useEffect(() => {
    if (changed.size === 0 && !submitted) return;
    const timer = window.setTimeout(() => setErrors(validateForm(schema.elements, answers, states)), FORM_VALIDATION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [answers, states, changed, submitted, schema]);

  const change = useCallback(
    (name: string, value: unknown) => {
      sendKey.current = null;
      setEntry((previous) => entry({ ...previous.answers, [name]: value }, new Set(previous.changed).add(name)));
      setServerErrors((previous) => {
        const kept = Object.fromEntries(Object.entries(previous).filter(([key]) => key.split(".")[0] !== name));
        return Object.keys(kept).length === Object.keys(previous).length ? previous : kept;
      });
    },
    [entry],
  );

  /** Answers the visitor gave in the server-drawn form before the script started (typed-answers.ts): taken as
   * changes, and the form counts as in use since the page was shown, not since its script arrived. */
  const adopt = useCallback(
    (typed: Answers) => {
      const names = Object.keys(typed);
      if (names.length === 0) return;
      startedAt.current = Math.round(performance.timeOrigin);
      setEntry((previous) => entry({ ...previous.answers, ...typed }, new Set([...previous.changed, ...names])));
    },
    [entry],
  );

  const setUploading = useCallback((name: string, busy: boolean) => {
    if (busy) uploads.current.add(name);
    else uploads.current.delete(name);
  }, []);

  const shown = useMemo(() => ({ ...shownErrors(errors, changed, submitted), ...serverErrors }), [errors, changed, submitted, serverErrors]);
  const errorKeys = useMemo(() => orderedErrorKeys(schema.elements, shown), [schema, shown]);

  const clear = useCallback(() => {
    sendKey.current = null;
    setEntry(entry(fresh(), new Set()));
    setErrors({});
    setServerErrors({});
    setSubmitted(false);
    setAlert(null);
    uploads.current.clear();
    setResetCount((n) => n + 1);
  }, [entry, fresh]);

  /** Sends the form; returns the first answer to fix when it was refused, so the form can move focus there. */
  const submit = useCallback(
    async (honeypot: string): Promise<{ invalid: string | null }> => {
      if (status === "sending") return { invalid: null };
      if (uploads.current.size > 0) {
        setAlert({ kind: "danger", text: UPLOAD_IN_PROGRESS });
        return { invalid: null };
      }
      const now = validateForm(schema.elements, answers, states);
      setErrors(now);
      setServerErrors({});
      setSubmitted(true);
      const keys = orderedErrorKeys(schema.elements, now);
      if (keys.length > 0) {
        setAlert(null);
        return { invalid: keys[0] ?? null };
      }
      setStatus("sending");
      setAlert(null);
      const data = { ...submissionData(schema.elements, answers, states), form_started_at: startedAt.current, [HONEYPOT_FIELD]: honeypot };
      let outcome: SubmissionOutcome;
      try {
        sendKey.current ??= newSendKey();
        const res = await fetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": sendKey.current },
          body: JSON.stringify({ data }),
        });
        const body: unknown = await res.json().catch(() => null);
        outcome = readSubmitAnswer(res.status, body);
      } catch {
        outcome = { ok: false, status: 0, message: null, fieldErrors: {} };
      }
      if (outcome.ok) {
        const confirmed = confirmationAfterSend(schema.settings, data);
        if (confirmed.redirect !== null) {
          window.location.assign(confirmed.redirect);
          return { invalid: null };
        }
        sendKey.current = null;
        clear();
        setStatus("sent");
        setAlert(confirmed.alert);
        return { invalid: null };
      }
      setStatus("idle");
      const fieldKeys = orderedErrorKeys(schema.elements, outcome.fieldErrors);
      if (fieldKeys.length > 0) {
        setServerErrors(outcome.fieldErrors);
        return { invalid: fieldKeys[0] ?? null };
      }
      // A refusal that is about this attempt (too soon, too many) says so; anything else is the form's message.
      const specific = outcome.status === 429 || outcome.status === 422 ? outcome.message : null;
      setAlert({ kind: "danger", text: specific ?? failureMessage(schema.settings.messages.failure, outcome) });
      return { invalid: null };
    },
    [status, schema, answers, states, endpoint, clear],
  );

  /** Checks only some of the form (a page of a multi-page form): its messages show, and its first answer to fix is
   * returned (null when it may go on). */
  const checkOnly = useCallback(
    (only: readonly FormElement[]): string | null => {
      const now = validateForm(only, answers, states);
      const keys = orderedErrorKeys(only, now);
      setErrors(now);
      setServerErrors({});
      setSubmitted(keys.length > 0);
      setAlert(null);
      return keys[0] ?? null;
    },
    [answers, states],
  );

  /** The visitor has answered something. */
  const started = changed.size > 0;
  return { ready, answers, states, shown, errorKeys, submitted, started, status, alert, resetCount, change, adopt, setUploading, clear, submit, checkOnly };
}
