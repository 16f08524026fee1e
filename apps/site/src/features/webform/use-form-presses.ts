"use client";
import type { FormEvent, RefObject } from "react";
import type { FormElement } from "@/mapping/webform/field-schema";
import type { FocusTarget } from "./use-focus-after-submit";
import { useSendAfterClear } from "./use-send-after-clear";
import { WIZARD_FIELD, wizardStep, type WizardStep } from "./wizard";

interface Presses {
  /** Sends the form (use-submit.ts): the first answer to fix when it was refused. */
  submit: (honeypot: string) => Promise<{ invalid: string | null }>;
  /** Checks a page of a multi-page form: its first answer to fix, or null. */
  checkOnly: (only: readonly FormElement[]) => string | null;
  clear: () => void;
  /** The page shown of a multi-page form (null for a form of one page), and the moves between pages. */
  page: FormElement | null;
  step: (direction: WizardStep) => void;
  showPageOf: (key: string) => void;
  focusOn: (target: FocusTarget) => void;
  honeypot: RefObject<HTMLInputElement | null>;
  /** The form sends itself again once cleared (spec §4). */
  submitOnClear: boolean;
  resetCount: number;
}

/** What the form's buttons do: Next and Previous on a multi-page form, the form's own submit, and 'Clear form'. */
export function useFormPresses({ submit, checkOnly, clear, page, step, showPageOf, focusOn, honeypot, submitOnClear, resetCount }: Presses) {
  async function send() {
    const { invalid } = await submit(honeypot.current?.value ?? "");
    // An answer to fix on another page: that page is shown, and the answer focused.
    if (invalid !== null) showPageOf(invalid);
    focusOn(invalid ? { key: invalid } : { key: null });
  }
  const sendAfterClear = useSendAfterClear(resetCount, () => void send());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const pressed = submitter?.getAttribute("name") === WIZARD_FIELD ? wizardStep(submitter.getAttribute("value")) : null;
    if (page !== null && pressed === "back") return step("back");
    if (page !== null && pressed === "next") {
      const invalid = checkOnly([page]);
      if (invalid !== null) focusOn({ key: invalid });
      else step("next");
      return;
    }
    await send();
  }

  function onClear() {
    sendAfterClear(submitOnClear);
    clear();
  }

  return { onSubmit, onClear };
}
