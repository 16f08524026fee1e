/**
 * Whether the visitor came from another step of the quiz (a form sent or a Back link followed on the same
 * page), so that focus follows them to the new question; a shared link or a first visit keeps the
 * browser's own start.
 */
export function cameFromQuiz(referrer: string, location: { origin: string; pathname: string }): boolean {
  if (referrer === "") return false;
  try {
    const from = new URL(referrer);
    return from.origin === location.origin && from.pathname === location.pathname;
  } catch {
    return false;
  }
}

/**
 * Whether nothing has focus yet (the body has it), so that moving focus to the arrival target takes nothing from the
 * visitor. Where the browser already focused the fragment's target, or the visitor has moved on (a Tab pressed before
 * the page's scripts ran), focus stays where it is.
 */
export function focusIsUnclaimed(active: Element | null, body: Element | null): boolean {
  return active === null || active === body;
}
