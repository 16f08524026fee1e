/* Drupal tokens in a web form definition, replaced before the definition is mapped (@yu/webform-rules tokens.ts):
 * the page's address and title, the site's name and the form's title are known here; visitor tokens are empty (the
 * site keeps no user profile); unknown tokens are removed with one warning per form. A confirmation message keeps
 * its `[webform_submission:values:…]` tokens: the browser fills them with the answers once they are sent. */
import { escapeHtml, isSubmissionValueToken, replaceTokens, replaceTokensDeep, unknownTokensWarning, type TokenContext, type Warn } from "@yu/webform-rules";

/** What the page showing a form tells its tokens. */
export interface WebformPageTokens {
  pageUrl?: string | null;
  pageTitle?: string | null;
  siteName?: string | null;
  siteUrl?: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const NOT_TEXT_KEYS: ReadonlySet<string> = new Set(["#states", "#pattern"]);
const CONFIRMATION_KEYS: ReadonlySet<string> = new Set(["confirmation_message"]);

/** The definition (a `webform--webform`'s attributes) with its tokens replaced. */
export function replaceDefinitionTokens(webform: Record<string, unknown>, page: WebformPageTokens, warn: Warn): Record<string, unknown> {
  const formId = typeof webform.drupal_internal__id === "string" ? webform.drupal_internal__id : "";
  const context: TokenContext = { ...page, formTitle: typeof webform.title === "string" ? webform.title : null, formId, values: null };
  const unknown = new Set<string>();
  const out: Record<string, unknown> = { ...webform };
  // Rules and patterns are not text: Drupal replaces no token in them, nor does the site.
  const notText = (key: string) => NOT_TEXT_KEYS.has(key);
  for (const key of ["title", "description", "elements"]) if (key in webform) out[key] = replaceTokensDeep(webform[key], context, unknown, notText);
  if (isRecord(webform.settings)) {
    const settings = replaceTokensDeep(webform.settings, context, unknown, (key) => CONFIRMATION_KEYS.has(key)) as Record<string, unknown>;
    for (const key of CONFIRMATION_KEYS) {
      const text = webform.settings[key];
      if (typeof text !== "string") continue;
      // Page tokens go in unescaped: the message is shown as text (messages.success), and as HTML only once sanitised on
      // the server (confirmation.message, sanitise.ts).
      const replaced = replaceTokens(text, context, undefined, isSubmissionValueToken);
      for (const token of replaced.unknown) unknown.add(token);
      settings[key] = replaced.text;
    }
    out.settings = settings;
  }
  const warning = unknownTokensWarning(formId, unknown);
  if (warning !== null) warn(warning);
  return out;
}

/** A confirmation message with the submitted answers in its `[webform_submission:values:…]` tokens. */
export function confirmationWithAnswers(message: string, answers: Readonly<Record<string, unknown>>): string {
  return replaceTokens(message, { values: answers }).text;
}

/** The same for the confirmation's HTML (FormSettings.confirmation.message, sanitised on the server): the answers
 * are the visitor's own text, so each is escaped as it goes in. */
export function confirmationHtmlWithAnswers(html: string, answers: Readonly<Record<string, unknown>>): string {
  return replaceTokens(html, { values: answers }, escapeHtml).text;
}
