export const FORM_NOT_FOUND = "There is no such form.";
export const CROSS_SITE_REFUSED = "Forms can only be sent from this website's pages.";

/** Drupal machine names: anything else cannot be a form, and never reaches the content service. */
const WEBFORM_ID = /^[a-z0-9_]{1,64}$/;

/** Whether `webformId` could name a form at all (else 404 before anything else is read). */
export function possibleFormId(webformId: string): boolean {
  return WEBFORM_ID.test(webformId);
}
