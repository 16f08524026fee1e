/* What the form does after a send, by what came of it. Pure. */
import type { FormSettings, WebformSchema } from "@/mapping/webform/field-schema";
import { failureMessage, type SubmissionOutcome } from "@/tide/webform-answer";
import { confirmationAfterSend } from "./confirmation";
import type { Alert } from "./form-outcome";
import { orderedErrorKeys, type Answers } from "./form-state";

export type AfterSend =
  /** Sent, and the form confirms on another page. */
  | { kind: "redirect"; url: string }
  /** Sent: a fresh form, and the confirmation. */
  | { kind: "sent"; alert: Alert }
  /** Refused for answers to fix: each message beside its answer, focus on the first. */
  | { kind: "fix"; fieldErrors: Record<string, string>; invalid: string | null }
  /** Refused as a whole, or never delivered: the answers kept, and why. */
  | { kind: "refused"; alert: NonNullable<Alert> };

/** What the form says when a send was refused as a whole: a refusal about this attempt (too soon, too many) says
 * so; anything else is the form's message. */
export function refusalAlert(settings: FormSettings, outcome: SubmissionOutcome): NonNullable<Alert> {
  const specific = !outcome.ok && (outcome.status === 429 || outcome.status === 422) ? outcome.message : null;
  return { kind: "danger", text: specific ?? failureMessage(settings.messages.failure, outcome) };
}

/** What follows the send of `sent`, by its outcome. */
export function afterSend(outcome: SubmissionOutcome, schema: Pick<WebformSchema, "elements" | "settings">, sent: Readonly<Answers>): AfterSend {
  if (outcome.ok) {
    const confirmed = confirmationAfterSend(schema.settings, sent);
    return confirmed.redirect !== null ? { kind: "redirect", url: confirmed.redirect } : { kind: "sent", alert: confirmed.alert };
  }
  const fieldKeys = orderedErrorKeys(schema.elements, outcome.fieldErrors);
  if (fieldKeys.length > 0) return { kind: "fix", fieldErrors: outcome.fieldErrors, invalid: fieldKeys[0] ?? null };
  return { kind: "refused", alert: refusalAlert(schema.settings, outcome) };
}
