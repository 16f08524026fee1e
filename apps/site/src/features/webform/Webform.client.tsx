"use client";
/* A Tide web form in the browser (spec §4 "Form", §5 mapping): every element of the definition, in order, with
 * the GOV.UK patterns for labels, hints, errors and the error summary. Loaded only on pages that have a form
 * (WebformLoader.client.tsx). */
import { useActionState, useId, useLayoutEffect, useRef } from "react";
import type { WebformSchema } from "@/mapping/webform/field-schema";
import { typedAnswers } from "./typed-answers";
import { FORM_ID_FIELD, type SendWithoutScripts } from "./form-outcome";
import { useWebform, type WebformInitialState } from "./use-webform";
import { useEnquiryEvents } from "./use-enquiry-events";
import { useFocusAfterSubmit } from "./use-focus-after-submit";
import { useFormPresses } from "./use-form-presses";
import { useWizardPage } from "./use-wizard-page";
import { BlockedFormNote } from "./BlockedFormNote";
import { BotTrap } from "./BotTrap";
import { ErrorSummary } from "./ErrorSummary";
import { FormElements } from "./FormElements";
import { WebformAlert } from "./WebformAlert";
import { PageCarry, PageProgress } from "./WizardPageParts";
import { hidesFormAfterSend } from "./confirmation";
import { carriedAnswers } from "./wizard";
import "./webform.css";

export interface WebformProps {
  form: WebformSchema;
  /** The site's endpoints for this form (app/api/webform). */
  endpoint: string;
  /** The server's answer to this form sent without scripts (its scripts blocked, failed or still loading): the
   * browser posts the form to the page it is on, and the page is drawn again with the outcome. */
  sendWithoutScripts: SendWithoutScripts;
  /** Start as after a submit or with an alert showing (the style guide's states); a fresh form otherwise. */
  initial?: WebformInitialState;
}

export default function Webform({ form, endpoint, sendWithoutScripts, initial }: WebformProps) {
  const prefix = `wf${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  // Only ever run by a form sent before or without scripts: with them, the form sends itself (onSubmit).
  const [posted, formAction] = useActionState(sendWithoutScripts, null);
  const { ready, answers, states, shown, errorKeys, submitted, started, status, alert, resetCount, change, adopt, setUploading, clear, submit, checkOnly } =
    useWebform(form, endpoint, posted === null ? initial : { posted });
  const { pages, page, index, buttons, progressRef, step, showPageOf } = useWizardPage(form.elements, states, posted?.page ?? null);
  useEnquiryEvents(form.tideId, answers.course_code, started, status === "sent");
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusOn = useFocusAfterSubmit(prefix, alertRef);
  const hidden = status === "sent" && hidesFormAfterSend(form.settings);

  const { onSubmit, onClear } = useFormPresses({
    submit, checkOnly, clear, page, step, showPageOf, focusOn, honeypot, submitOnClear: form.settings.submitOnClear, resetCount,
  });

  // Once, as the script takes over the server-drawn form (before React next writes to its inputs): keep what the
  // visitor already answered there.
  useLayoutEffect(() => {
    if (formRef.current) adopt(typedAnswers(formRef.current, prefix, form.elements, answers));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the start: later answers arrive as changes
  }, []);

  return (
    <div className="webform" data-webform={form.tideId} data-ready={ready || undefined}>
      {alert && <WebformAlert ref={alertRef} alert={alert} autoFocus={posted !== null && Object.keys(posted.fieldErrors).length === 0} />}
      {form.blocked && <BlockedFormNote />}
      {!hidden && (
        <form ref={formRef} className="webform-form" action={formAction} noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={status === "sending" || undefined}>
          {/* GOV.UK pattern: the summary belongs to a refused submit; while typing, each question speaks for itself. */}
          {submitted && errorKeys.length > 0 && <ErrorSummary prefix={prefix} errorKeys={errorKeys} shown={shown} autoFocus={posted !== null} />}
          {/* Without scripts the rules cannot show what they hide: everything shows, and the server judges the rules. */}
          <noscript dangerouslySetInnerHTML={{ __html: `<style>.webform [data-rules-hidden]{display:block}</style>` }} />
          <div key={resetCount} className="webform-fields">
            {page !== null && <PageProgress ref={progressRef} number={index + 1} of={pages.length} title={page.title} />}
            <FormElements elements={form.elements} prefix={prefix} endpoint={endpoint} answers={answers} states={states} shown={shown}
              sending={status === "sending"} onChange={change} onClear={onClear} onUploading={setUploading}
              {...(page === null || buttons === null ? {} : { page: page.name, wizard: buttons })} />
            {page !== null && <PageCarry page={page.name} carried={carriedAnswers(form.elements, page, answers)} />}
          </div>
          <input type="hidden" name={FORM_ID_FIELD} value={form.tideId} />
          <BotTrap ref={honeypot} prefix={prefix} />
          <p className="visually-hidden" role="status">
            {status === "sending" ? "Sending your form…" : ""}
          </p>
        </form>
      )}
    </div>
  );
}
