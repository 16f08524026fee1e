"use client";
/* A Tide web form in the browser (spec §4 "Form", §5 mapping): every element of the definition, in order, with
 * the GOV.UK patterns for labels, hints, errors and the error summary. Loaded only on pages that have a form
 * (WebformLoader.client.tsx). */
import { useActionState, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { WebformSchema } from "@/mapping/webform/field-schema";
import { controlId } from "./form-state";
import { typedAnswers } from "./typed-answers";
import { FORM_ID_FIELD, HONEYPOT_FIELD, type SendWithoutScripts } from "./form-outcome";
import { useWebform, type WebformInitialState } from "./use-webform";
import { useEnquiryEvents } from "./use-enquiry-events";
import { FormElements } from "./FormElements";
import { hidesFormAfterSend } from "./confirmation";
import { CARRIED_FIELD, carriedAnswers, currentPage, DEFAULT_NEXT_LABEL, DEFAULT_PREV_LABEL, PAGE_FIELD, pageOf, stepFrom, WIZARD_FIELD, wizardPages, wizardStep } from "./wizard";
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

/** A form with a required question this site cannot show cannot be sent here: the visitor is told what to do. */
export const BLOCKED_FORM = "Part of this form cannot be shown on this website, so it cannot be sent here. Please contact us by phone or email instead.";

/** Moves to an answer that needs fixing: scrolled into the middle of the screen, then focused (spec §4). */
function focusAnswer(prefix: string, key: string) {
  const control = document.getElementById(controlId(prefix, key));
  if (!control) return;
  control.scrollIntoView({ block: "center", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  control.focus({ preventScroll: true });
}

export default function Webform({ form, endpoint, sendWithoutScripts, initial }: WebformProps) {
  const prefix = `wf${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  // Only ever run by a form sent before or without scripts: with them, the form sends itself (onSubmit).
  const [posted, formAction] = useActionState(sendWithoutScripts, null);
  const { ready, answers, states, shown, errorKeys, submitted, started, status, alert, resetCount, change, adopt, setUploading, clear, submit, checkOnly } =
    useWebform(form, endpoint, posted === null ? initial : { posted });
  // A multi-page form shows one page at a time (wizard.ts); the server names it after a post without scripts.
  const [pageName, setPageName] = useState<string | null>(posted?.page ?? null);
  const pages = wizardPages(form.elements, states);
  const page = currentPage(pages, pageName);
  const pageIndex = page === null ? -1 : pages.findIndex((p) => p.name === page.name);
  const progressRef = useRef<HTMLParagraphElement>(null);
  /** Set when the visitor moves to another page: focus goes to where the page says which it is. */
  const [movedTo, setMovedTo] = useState(0);
  useEnquiryEvents(form.tideId, answers.course_code, started, status === "sent");
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after a submit: an answer's key, or null for the alert. A new object each time. */
  const [focusTarget, setFocusTarget] = useState<{ key: string | null } | null>(null);
  const hidden = status === "sent" && hidesFormAfterSend(form.settings);

  /** Set by 'Clear form' on a form that sends itself again once cleared (spec §4). */
  const sendCleared = useRef(false);

  async function send() {
    const { invalid } = await submit(honeypot.current?.value ?? "");
    // An answer to fix on another page: that page is shown, and the answer focused.
    const holding = invalid === null ? null : pageOf(pages, invalid);
    if (holding !== null) setPageName(holding.name);
    setFocusTarget(invalid ? { key: invalid } : { key: null });
  }

  function goTo(target: NonNullable<typeof page>) {
    setPageName(target.name);
    setMovedTo((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const step = submitter?.getAttribute("name") === WIZARD_FIELD ? wizardStep(submitter.getAttribute("value")) : null;
    if (page !== null && step === "back") return goTo(stepFrom(pages, page, "back"));
    if (page !== null && step === "next") {
      const invalid = checkOnly([page]);
      if (invalid !== null) setFocusTarget({ key: invalid });
      else goTo(stepFrom(pages, page, "next"));
      return;
    }
    await send();
  }

  useEffect(() => {
    if (movedTo === 0) return;
    progressRef.current?.scrollIntoView({ block: "start" });
    progressRef.current?.focus({ preventScroll: true });
  }, [movedTo]);

  function onClear() {
    sendCleared.current = form.settings.submitOnClear;
    clear();
  }

  // Once, as the script takes over the server-drawn form (before React next writes to its inputs): keep what the
  // visitor already answered there.
  useLayoutEffect(() => {
    if (formRef.current) adopt(typedAnswers(formRef.current, prefix, form.elements, answers));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the start: later answers arrive as changes
  }, []);

  // The render after a clear holds the emptied answers: that is what is sent.
  useEffect(() => {
    if (!sendCleared.current) return;
    sendCleared.current = false;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per clear; `send` of this render reads the cleared answers
  }, [resetCount]);

  // Once React has drawn the messages (so a screen reader hears them with the field): focus the first answer to
  // fix, or the alert that says what happened.
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget.key !== null) focusAnswer(prefix, focusTarget.key);
    else if (alertRef.current) {
      alertRef.current.scrollIntoView({ block: "center" });
      alertRef.current.focus({ preventScroll: true });
    }
  }, [focusTarget, prefix]);

  return (
    <div className="webform" data-webform={form.tideId} data-ready={ready || undefined}>
      {alert && (
        <div ref={alertRef} tabIndex={-1} autoFocus={posted !== null && Object.keys(posted.fieldErrors).length === 0} className={`webform-alert webform-alert--${alert.kind}`} role={alert.kind === "danger" ? "alert" : "status"}>
          <span className="webform-alert__mark" aria-hidden="true">{alert.kind === "success" ? "✓" : "!"}</span>
          <div className="webform-alert__body">
            {alert.title && <h3 className="webform-alert__title">{alert.title}</h3>}
            {/* A confirmation's HTML is sanitised on the server, the visitor's answers escaped (confirmation.ts). */}
            {alert.html ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: alert.html }} /> : <p>{alert.text}</p>}
          </div>
        </div>
      )}
      {form.blocked && (
        <div className="webform-alert webform-alert--danger" role="note">
          <span className="webform-alert__mark" aria-hidden="true">!</span>
          <p>{BLOCKED_FORM}</p>
        </div>
      )}
      {!hidden && (
        <form ref={formRef} className="webform-form" action={formAction} noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={status === "sending" || undefined}>
          {/* GOV.UK pattern: the summary belongs to a refused submit; while typing, each question speaks for itself. */}
          {submitted && errorKeys.length > 0 && (
            <div className="webform-summary" aria-labelledby={`${prefix}-summary`} tabIndex={-1} autoFocus={posted !== null}>
              <h3 id={`${prefix}-summary`} className="webform-summary__title">
                There is a problem
              </h3>
              <ul>
                {errorKeys.map((key) => (
                  <li key={key}>
                    <a
                      href={`#${controlId(prefix, key)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        focusAnswer(prefix, key);
                      }}
                    >
                      {shown[key]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {/* Without scripts the rules cannot show what they hide: everything shows, and the server judges the rules. */}
          <noscript dangerouslySetInnerHTML={{ __html: `<style>.webform [data-rules-hidden]{display:block}</style>` }} />
          <div key={resetCount} className="webform-fields">
            {page !== null && (
              <p ref={progressRef} tabIndex={-1} className="webform-progress">
                Page {pageIndex + 1} of {pages.length}
                {page.title ? `: ${page.title}` : ""}
              </p>
            )}
            <FormElements elements={form.elements} prefix={prefix} endpoint={endpoint} answers={answers} states={states} shown={shown}
              sending={status === "sending"} onChange={change} onClear={onClear} onUploading={setUploading}
              {...(page === null ? {} : {
                page: page.name,
                wizard: {
                  prev: pageIndex > 0 ? (page.prevLabel ?? DEFAULT_PREV_LABEL) : null,
                  next: pageIndex < pages.length - 1 ? (page.nextLabel ?? DEFAULT_NEXT_LABEL) : null,
                },
              })} />
            {page !== null && (
              <>
                <input type="hidden" name={PAGE_FIELD} value={page.name} />
                <input type="hidden" name={CARRIED_FIELD} value={JSON.stringify(carriedAnswers(form.elements, page, answers))} />
              </>
            )}
          </div>
          <input type="hidden" name={FORM_ID_FIELD} value={form.tideId} />
          {/* A trap for bots: people never see or reach it; the content service refuses a form that fills it. */}
          <div className="webform-trap" aria-hidden="true">
            <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>Leave this empty</label>
            <input ref={honeypot} id={`${prefix}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <p className="visually-hidden" role="status">
            {status === "sending" ? "Sending your form…" : ""}
          </p>
        </form>
      )}
    </div>
  );
}
