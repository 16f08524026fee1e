/* What a form shows after a submit, shared by the form in the browser (use-webform.ts) and the site's answer to a
 * form sent without scripts (endpoints/webform/posted-submission.ts). Plain data and names: no framework. */
import type { Answers } from "./form-state";

/** The trap for bots: a field people never see or fill; the content service refuses a form that fills it. */
export const HONEYPOT_FIELD = "website";

/** What the form says above itself: `text` in plain words; a confirmation may carry its HTML (sanitised on the
 * server, the visitor's answers escaped) and, for Drupal's `page` type, its title. */
export type Alert = { kind: "success" | "danger"; text: string; html?: string | null; title?: string | null } | null;

/** A form sent without scripts, as the page draws it again: the answers as typed, each message beside its field,
 * and what happened. It travels in the page's React state (useActionState), so it is plain data. */
export interface PostedOutcome {
  /** The answers as the visitor typed them (files are chosen again); once sent, the answers sent, for the
   * confirmation's `[webform_submission:values:…]` tokens. */
  answers: Answers;
  /** The message beside each answer that needs fixing ("address.postal_code" for a part). */
  fieldErrors: Record<string, string>;
  alert: Alert;
  sent: boolean;
  /** Where to send the visitor instead, when the form confirms on another page. */
  redirect: string | null;
  /** A multi-page form: the page to show (features/webform/wizard.ts). */
  page?: string | null;
}

/** The server's answer to any form sent without scripts (a server action: endpoints/webform/send-without-scripts.ts).
 * Unbound: the form names itself in FORM_ID_FIELD (an action bound to arguments would have React wait for them
 * as the page is drawn again after a submit). */
export type SendWithoutScripts = (previous: PostedOutcome | null, form: FormData) => Promise<PostedOutcome>;

/** The field that names the form a submit without scripts is for: a hyphen, which no Drupal element name holds. */
export const FORM_ID_FIELD = "webform-id";
