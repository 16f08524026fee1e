/** The parts of `window` that leaving the site needs (a fake in tests). */
export interface ExitWindow {
  open(url: string, target: string, features: string): unknown;
  location: { replace(url: string): void };
}

/**
 * Quick exit (spec §2.4): the escape page opens in a new tab, and the current tab is replaced by it too,
 * so that neither the open tab nor its Back button shows the site.
 */
export function leaveSite(url: string, win: ExitWindow): void {
  try {
    win.open(url, "_blank", "noopener,noreferrer");
  } finally {
    // A blocked or failing pop-up must never stop the current page from leaving.
    win.location.replace(url);
  }
}
