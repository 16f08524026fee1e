/* A web form sent without scripts (the browser's own submit of the server-drawn form, before or without its
 * script): the same answers, rules and delivery as the form with scripts (features/webform/use-webform.ts), so
 * that a visitor whose scripts are blocked, failed or still loading can send it all the same. The outcome is the
 * form's state to draw again: the answers as typed, each message beside its field, and what happened. */
import { createHash } from "node:crypto";
import { applyStateValues, evaluateForm, silentWarn } from "@yu/webform-rules";
import { statefulFields } from "@/mapping/webform/element-mapping";
import { formFields } from "@/mapping/webform/element-tree";
import type { ContainerElement, FormField, WebformSchema } from "@/mapping/webform/field-schema";
import { validateForm } from "@/features/webform/field-validation";
import { startingAnswers, submissionData, type Answers } from "@/features/webform/form-state";
import { postedAnswers, postedFile, type PostedForm } from "@/features/webform/posted-answers";
import { CARRIED_FIELD, currentPage, fieldsDrawn, PAGE_FIELD, pageOf, readCarried, stepFrom, WIZARD_FIELD, wizardPages, wizardStep } from "@/features/webform/wizard";
import { HONEYPOT_FIELD, type Alert, type PostedOutcome } from "@/features/webform/form-outcome";
import { failureMessage, type SubmissionOutcome } from "@/tide/webform-answer";
import { confirmationAfterSend } from "@/features/webform/confirmation";
import type { SubmissionResult } from "@/tide/webform-submission";
import type { UploadOutcome } from "@/tide/webform-upload";
import { visitorFailure } from "./visitor-failure";

export interface PostedPage {
  /** The page the form was sent from (its path), or null when the browser did not say. */
  path: string | null;
  /** Its query string: course_code and utm_* fill hidden answers, as with scripts. */
  query: URLSearchParams;
}

export interface Delivery {
  submit(data: Answers, idempotencyKey: string): Promise<SubmissionResult>;
  upload(field: string, file: Blob): Promise<UploadOutcome>;
  /** Who sends it (the visitor's address and browser): part of the key that makes a second press of the same answers one submission. */
  sender: string;
}

/** How long the same answers from the same sender count as one submission: a double press, a reload of the answer. */
export const RESEND_WINDOW_MS = 10 * 60_000;

/** One key for the same answers from the same sender within the window, so a form sent twice is stored once. */
export function postedSendKey(webformId: string, sender: string, data: Readonly<Answers>, now: number): string {
  const window = Math.floor(now / RESEND_WINDOW_MS);
  return createHash("sha256").update(JSON.stringify([webformId, sender, window, data])).digest("base64url").slice(0, 43);
}

function fieldsOf(schema: WebformSchema): FormField[] {
  return formFields(schema.elements);
}

function refused(answers: Answers, fieldErrors: Record<string, string>, alert: Alert = null, page: string | null = null): PostedOutcome {
  return { answers, fieldErrors, alert, sent: false, redirect: null, page };
}

function firstText(posted: PostedForm, name: string): string | null {
  const value = posted.getAll(name)[0];
  return typeof value === "string" ? value : null;
}

/** Answers without their files (never drawn back into a form). */
function withoutFiles(schema: WebformSchema, answers: Answers): Answers {
  const files = new Set(fieldsOf(schema).filter((field) => field.kind === "file").map((field) => field.name));
  return Object.fromEntries(Object.entries(answers).filter(([name]) => !files.has(name)));
}

/** A form refused before it is judged (another site's page, a spent budget): drawn again as typed, saying why. */
export function refusedAsTyped(schema: WebformSchema, posted: PostedForm, page: PostedPage, text: string): PostedOutcome {
  const shownPage = currentPage(schema.elements.filter((el): el is ContainerElement => el.kind === "container" && el.type === "wizard-page"), firstText(posted, PAGE_FIELD));
  const answers: Answers = {
    ...startingAnswers(schema.elements, schema.model, page.query, page.path),
    ...readCarried(firstText(posted, CARRIED_FIELD), schema.elements),
    ...postedAnswers(posted, fieldsDrawn(schema.elements, shownPage)),
  };
  return refused(withoutFiles(schema, answers), {}, { kind: "danger", text }, shownPage?.name ?? null);
}

export async function sendPostedForm(schema: WebformSchema, posted: PostedForm, page: PostedPage, delivery: Delivery, now = Date.now()): Promise<PostedOutcome> {
  const fields = fieldsOf(schema);
  const rules = statefulFields(schema.elements);
  // A multi-page form posts the fields of the page it showed; the other pages' answers travel with it.
  const shownPage = currentPage(schema.elements.filter((el): el is ContainerElement => el.kind === "container" && el.type === "wizard-page"), firstText(posted, PAGE_FIELD));
  const answers: Answers = {
    ...startingAnswers(schema.elements, schema.model, page.query, page.path),
    ...readCarried(firstText(posted, CARRIED_FIELD), schema.elements),
    ...postedAnswers(posted, fieldsDrawn(schema.elements, shownPage)),
  };
  const shown = withoutFiles(schema, answers);

  const pages = wizardPages(schema.elements, evaluateForm(rules, answers, silentWarn));
  const step = wizardStep(firstText(posted, WIZARD_FIELD));
  if (shownPage !== null && step !== null) {
    const here = currentPage(pages, shownPage.name) ?? shownPage;
    if (step === "back") return refused(shown, {}, null, stepFrom(pages, here, "back").name);
    const errors = validateForm([here], answers, evaluateForm(rules, answers, silentWarn));
    return Object.keys(errors).length > 0 ? refused(shown, errors, null, here.name) : refused(shown, {}, null, stepFrom(pages, here, "next").name);
  }
  /** The page holding the first answer to fix, so that it is the one shown. */
  const pageFor = (errors: Record<string, string>) => {
    const first = Object.keys(errors)[0];
    return first === undefined ? (shownPage?.name ?? null) : (pageOf(pages, first)?.name ?? shownPage?.name ?? null);
  };

  // Every answer but the files first: a file is uploaded only when the rest can be sent.
  const files = fields.filter((field) => field.kind === "file");
  const before = validateForm(schema.elements, answers, evaluateForm(rules, answers, silentWarn));
  const fileNames = new Set(files.map((field) => field.name));
  if (Object.keys(before).some((key) => !fileNames.has(key.split(".")[0] ?? key))) return refused(shown, before, null, pageFor(before));

  for (const field of files) {
    const file = postedFile(posted, field.name);
    if (file === null) continue;
    const uploaded = await delivery.upload(field.name, file);
    if (!uploaded.ok) {
      const failure = visitorFailure(uploaded.status, uploaded.message);
      const fileErrors = { [field.name]: failure.message ?? "The file could not be uploaded." };
      return refused(shown, fileErrors, null, pageFor(fileErrors));
    }
    answers[field.name] = uploaded.fid;
  }
  const settled = applyStateValues(rules, evaluateForm(rules, answers, silentWarn), answers);
  const states = evaluateForm(rules, settled, silentWarn);
  const errors = validateForm(schema.elements, settled, states);
  if (Object.keys(errors).length > 0) return refused(shown, errors, null, pageFor(errors));

  const data = { ...submissionData(schema.elements, settled, states), [HONEYPOT_FIELD]: posted.getAll(HONEYPOT_FIELD).find((v) => typeof v === "string") ?? "" };
  const outcome = await delivery.submit(data, postedSendKey(schema.tideId, delivery.sender, data, now));
  if (outcome.ok) {
    // The page draws its own confirmation from the answers sent (its form may say more than the definition: the
    // course an enquiry is about); only a redirect is the server's to make.
    const { redirect } = confirmationAfterSend(schema.settings, data);
    const { [HONEYPOT_FIELD]: _trap, ...sentAnswers } = data;
    return { answers: sentAnswers, fieldErrors: {}, alert: null, sent: true, redirect };
  }
  const failure = visitorFailure(outcome.status, outcome.message);
  if (failure.passedOn && Object.keys(outcome.fieldErrors).length > 0) return refused(shown, outcome.fieldErrors, null, pageFor(outcome.fieldErrors));
  const specific = outcome.status === 429 || outcome.status === 422 ? outcome.message : null;
  const shownOutcome: SubmissionOutcome = { ...outcome, message: failure.message };
  return refused(shown, {}, { kind: "danger", text: specific ?? failureMessage(schema.settings.messages.failure, shownOutcome) }, shownPage?.name ?? null);
}
