"use client";
import { useCallback, useState } from "react";
import type { FieldState } from "@yu/webform-rules";
import type { WebformSchema } from "@/mapping/webform/field-schema";
import { HONEYPOT_FIELD, type Alert } from "./form-outcome";
import { submissionData, type Answers } from "./form-state";
import { postSubmission } from "./post-submission";
import type { SendMemory } from "./send-memory";
import { afterSend } from "./send-outcome";

export const UPLOAD_IN_PROGRESS = "Wait for your file to finish uploading, then send the form again.";

export type SendStatus = "idle" | "sending" | "sent";

interface SubmitParts {
  schema: WebformSchema;
  endpoint: string;
  answers: Answers;
  states: Record<string, FieldState>;
  memory: SendMemory;
  /** Validates every answer, the messages showing as after a refused submit; returns the first to fix, or null. */
  checkAll: () => string | null;
  setServerErrors: (errors: Record<string, string>) => void;
  setAlert: (alert: Alert) => void;
  /** A fresh form, once the answers are sent. */
  clear: () => void;
}

/**
 * Sending the form (spec §4 "Form"): refused while answers need fixing or a file is still uploading; every answer
 * kept when sending fails. `submit` returns the first answer to fix when it was refused, so the form can move focus
 * there.
 */
export function useSubmit(initialStatus: SendStatus, parts: SubmitParts) {
  const [status, setStatus] = useState<SendStatus>(initialStatus);
  const { schema, endpoint, answers, states, memory, checkAll, setServerErrors, setAlert, clear } = parts;
  const submit = useCallback(
    async (honeypot: string): Promise<{ invalid: string | null }> => {
      if (status === "sending") return { invalid: null };
      if (memory.uploading) {
        setAlert({ kind: "danger", text: UPLOAD_IN_PROGRESS });
        return { invalid: null };
      }
      const invalid = checkAll();
      if (invalid !== null) return { invalid };
      setStatus("sending");
      const data = { ...submissionData(schema.elements, answers, states), form_started_at: memory.startedAt, [HONEYPOT_FIELD]: honeypot };
      const next = afterSend(await postSubmission(endpoint, data, memory.keyForSend()), schema, data);
      if (next.kind === "redirect") window.location.assign(next.url);
      else if (next.kind === "sent") {
        clear();
        setStatus("sent");
        setAlert(next.alert);
      } else {
        setStatus("idle");
        if (next.kind === "fix") setServerErrors(next.fieldErrors);
        else setAlert(next.alert);
      }
      return { invalid: next.kind === "fix" ? next.invalid : null };
    },
    [status, schema, endpoint, answers, states, memory, checkAll, setServerErrors, setAlert, clear],
  );
  return { status, submit };
}
