/* Spec §9: opening a date picker scrolls its field to 150 px below the top of the window over 500 ms, so the
 * calendar that opens under it fits on a phone's screen. */
import { DATE_PICKER_SCROLL } from "@/config/constants";

/** The window's scroll position that puts a field (its top `fieldTop` px into the viewport) at the offset. */
export function pickerScrollTop(fieldTop: number, scrollY: number, offsetPx: number = DATE_PICKER_SCROLL.offsetPx): number {
  return Math.max(0, Math.round(scrollY + fieldTop + offsetPx));
}

/** Ease in and out: slow at both ends, t and the result from 0 to 1. */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2;
}

/** Where the scroll is `elapsed` ms into a scroll from `from` to `to` that lasts `duration` ms. */
export function scrollAt(from: number, to: number, elapsed: number, duration: number = DATE_PICKER_SCROLL.durationMs): number {
  if (duration <= 0) return to;
  return Math.round(from + (to - from) * easeInOut(elapsed / duration));
}

/** Scrolls the window so the field sits at the offset: animated, or at once when the visitor asks for less motion. */
export function scrollToPicker(field: HTMLElement): void {
  const from = window.scrollY;
  const to = pickerScrollTop(field.getBoundingClientRect().top, from);
  if (to === from) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo(0, scrollAt(from, to, elapsed));
    if (elapsed < DATE_PICKER_SCROLL.durationMs) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
