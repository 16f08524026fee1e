/* What a visitor sees once a form is sent (Drupal Webform's confirmation types): `message` above the form, which
 * starts afresh; `inline` and `page` in the form's place (Drupal gives `page` a page of its own: here it is the
 * form's place, with its title); `url` sends the visitor to the configured page, `url_message` too (a message cannot
 * travel to another page without a session; Drupal shows it there); `none` only says the form was sent. The
 * message's `[webform_submission:values:…]` tokens are filled with what was sent, each answer escaped. Both the
 * form with scripts (use-webform.ts) and the server's answer without them (endpoints/webform) use this. */
import { confirmationHtmlWithAnswers, confirmationWithAnswers } from "@/mapping/webform/definition-tokens";
import type { Confirmation, FormSettings } from "@/mapping/webform/field-schema";
import { successMessage } from "@/tide/webform-answer";
import type { Alert } from "./form-outcome";
import type { Answers } from "./form-state";

export interface Confirmed {
  /** The message to show; null when the visitor is sent elsewhere. */
  alert: Alert;
  /** The form gives its place to the message. */
  hideForm: boolean;
  /** Where the visitor goes instead. */
  redirect: string | null;
}

/** The confirmation of a schema not made by the mapping (the style guide's): from the older settings. */
function confirmationOf(settings: FormSettings): Confirmation {
  if (settings.confirmation) return settings.confirmation;
  if (settings.redirectUrl !== null && !settings.hideFormAfterSuccess) return { type: "url", url: { href: settings.redirectUrl, sameSite: true }, title: null, message: null };
  return { type: settings.hideFormAfterSuccess ? "inline" : "message", url: null, title: null, message: settings.messages.success };
}

/** Sanitised HTML's words: its tags and entities gone, its spaces single. */
function plainText(html: string): string | null {
  const words = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/\s+/g, " ").trim();
  return words === "" ? null : words;
}

export function confirmationAfterSend(settings: FormSettings, sent: Readonly<Answers>): Confirmed {
  const confirmation = confirmationOf(settings);
  if ((confirmation.type === "url" || confirmation.type === "url_message") && confirmation.url !== null) {
    return { alert: null, hideForm: false, redirect: confirmation.url.href };
  }
  const html = confirmation.message === null ? null : confirmationHtmlWithAnswers(confirmation.message, sent);
  const alert: Alert = {
    kind: "success",
    title: confirmation.type === "page" ? confirmation.title : null,
    // The words alone, for a place that cannot hold HTML; the page shows the HTML when there is some.
    text: successMessage(confirmation.message === null ? null : plainText(confirmationWithAnswers(confirmation.message, sent))),
    html,
  };
  return { alert, hideForm: confirmation.type === "inline" || confirmation.type === "page", redirect: null };
}

/** Whether the form gives its place to its confirmation once sent (`inline`, `page`). */
export function hidesFormAfterSend(settings: FormSettings): boolean {
  const { type } = confirmationOf(settings);
  return type === "inline" || type === "page";
}
