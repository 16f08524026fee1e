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
