export const NOT_FOUND_RELOAD_KEY = "yu:not-found-reloaded";

/**
 * Spec §4: a 404 reached by navigating inside the app reloads the page once per session, so that a
 * stale client gets the server's answer. A full page load of a 404 never reloads (the layout removes
 * the session flag when it mounts), which keeps this from looping.
 */
export function shouldReloadNotFound(input: { documentUrl: string | null; currentUrl: string; flagSet: boolean }): boolean {
  if (input.flagSet) return false;
  if (input.documentUrl === null) return false;
  const strip = (u: string) => u.replace(/#.*$/, "");
  return strip(input.documentUrl) !== strip(input.currentUrl);
}
