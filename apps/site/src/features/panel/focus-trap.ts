/* Tab wraps inside a modal: from the last focusable element to the first, and back with Shift+Tab. */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]"));
}

/** Index to focus instead of the browser's default move, or null to let the browser move. */
export function wrapIndex(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (!backwards && current === count - 1) return 0;
  if (backwards && current === 0) return count - 1;
  return null;
}

export function wrapFocus(event: { shiftKey: boolean; preventDefault(): void }, focusable: HTMLElement[]): void {
  const current = focusable.indexOf(document.activeElement as HTMLElement);
  const next = wrapIndex(current, focusable.length, event.shiftKey);
  if (next === null) return;
  event.preventDefault();
  focusable[next]?.focus();
}
