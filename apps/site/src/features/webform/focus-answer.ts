import { controlId } from "./form-state";

/** Moves to an answer that needs fixing: scrolled into the middle of the screen, then focused (spec §4). */
export function focusAnswer(prefix: string, key: string) {
  const control = document.getElementById(controlId(prefix, key));
  if (!control) return;
  control.scrollIntoView({ block: "center", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  control.focus({ preventScroll: true });
}
