/**
 * The signed-in editor's name, for the header. Public pages are the same cached HTML for everyone, so the
 * header learns who is signed in in the browser, from this cookie, which grants nothing (the credential is the
 * HttpOnly `authenticatedContent`). Safe to import in the browser.
 */
export const EDITOR_NAME_COOKIE = "yuEditor";
export const MAX_NAME_LENGTH = 60;

const NAME_PATTERN = new RegExp(`(?:^|;)\\s*${EDITOR_NAME_COOKIE}=([^;]*)`);

/** The signed-in editor's name from a Cookie header or `document.cookie`, or null. Display only: it grants nothing. */
export function editorNameFrom(cookieHeader: string | null | undefined): string | null {
  const raw = cookieHeader ? NAME_PATTERN.exec(cookieHeader)?.[1] : undefined;
  try {
    const name = raw === undefined ? "" : decodeURIComponent(raw).trim();
    return name === "" ? null : name.slice(0, MAX_NAME_LENGTH);
  } catch {
    return null;
  }
}
