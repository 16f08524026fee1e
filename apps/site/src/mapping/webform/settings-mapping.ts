/* A definition's settings → FormSettings: Drupal Webform's confirmation (every `confirmation_type`, its URL, title
 * and message), the failure message and what 'Clear form' does. */
import { toBoolean, toText } from "@yu/webform-rules";
import type { Confirmation, ConfirmationType, ConfirmationUrl, FormSettings } from "@/mapping/webform/field-schema";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const CONFIRMATION_TYPES: Readonly<Record<string, ConfirmationType>> = {
  message: "message",
  inline: "inline",
  page: "page",
  url: "url",
  url_message: "url_message",
  none: "none",
  // Drupal's dialog needs a script: the site shows the same message where the form is.
  modal: "message",
};

/** Drupal's default confirmation (webform.settings: a confirmation page). */
export const DEFAULT_CONFIRMATION_TYPE: ConfirmationType = "page";

/** The types that send the visitor to the confirmation URL. */
const REDIRECTS: ReadonlySet<ConfirmationType> = new Set(["url", "url_message"]);

/** The origin of an absolute URL, or null. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Drupal's confirmation URL as a link: `<front>` is the home page, `internal:/x` and `/x` are paths of this site, an
 * absolute address on the site's own origin becomes its path, one on another site stays absolute. Anything else
 * (`entity:node/1`, `route:…`, a script or mail address) is null: the site cannot follow it safely.
 */
export function confirmationUrl(value: unknown, siteUrl: string | null = null): ConfirmationUrl | null {
  const url = toText(value)?.trim() ?? null;
  if (url === null) return null;
  if (url === "<front>" || url === "internal:<front>") return { href: "/", sameSite: true };
  const path = url.replace(/^internal:/, "");
  if (path.startsWith("/") && !path.startsWith("//")) return { href: path, sameSite: true };
  let parsed: URL;
  try {
    parsed = new URL(path);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  if (parsed.origin === originOf(siteUrl)) return { href: `${parsed.pathname}${parsed.search}${parsed.hash}`, sameSite: true };
  return { href: parsed.href, sameSite: false };
}

/** Drupal's confirmation settings. */
export function mapConfirmation(s: Readonly<Record<string, unknown>>, siteUrl: string | null = null): Confirmation {
  const type = CONFIRMATION_TYPES[toText(s.confirmation_type) ?? ""] ?? DEFAULT_CONFIRMATION_TYPE;
  return {
    type,
    url: REDIRECTS.has(type) ? confirmationUrl(s.confirmation_url, siteUrl) : null,
    title: toText(s.confirmation_title),
    message: type === "none" ? null : toText(s.confirmation_message),
  };
}

/** The form's settings; `siteUrl` (the site's own address) tells a same-site confirmation URL from another site's. */
export function mapSettings(settings: unknown, siteUrl: string | null = null): FormSettings {
  const s = isRecord(settings) ? settings : {};
  const confirmation = mapConfirmation(s, siteUrl);
  return {
    hideFormAfterSuccess: confirmation.type === "inline",
    redirectUrl: confirmation.url?.href ?? null,
    submitOnClear: toBoolean(s.form_submit_on_reset),
    messages: { success: toText(s.confirmation_message), failure: toText(s.submission_exception_message) },
    confirmation,
  };
}
