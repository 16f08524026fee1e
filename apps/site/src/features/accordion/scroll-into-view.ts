/* Scrolls an element to the top of the view over a fixed duration (spec §4: 500 ms), or at once when the
 * person asks for reduced motion. Browser-only; the easing is the one pure part. */

/** Ease-in-out over t in [0, 1]. */
export const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function scrollIntoViewOver(element: HTMLElement, durationMs: number, offset = 16): void {
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top - offset - stickyHeight());
  if (Math.abs(target - start) < 2) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / durationMs);
    window.scrollTo(0, start + (target - start) * easeInOut(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** A sticky header covers the top of the view: scroll below it. */
function stickyHeight(): number {
  const sticky = document.querySelector<HTMLElement>(".site-header.is-sticky .site-header__nav-row");
  return sticky ? sticky.getBoundingClientRect().height : 0;
}
