import { RESULTS_HEADING_ID, SEARCH_ANNOUNCER_ID } from "./region-ids";

/** Where focus goes once the results asked for have rendered: the count line, or back to the control used. */
export type FocusTarget = { kind: "heading" } | { kind: "control"; name: string; value: string | null };


/**
 * New results have rendered: says how many, and puts focus where the visitor expects it (the count line for a new
 * list, the control they used while they are in the filters).
 */
export function arriveAt(root: HTMLElement | null, target: FocusTarget, announcement: string) {
  // The region is the layout's and React renders nothing into it: a repeated message must still be spoken,
  // so the text changes even when the words are the same.
  const region = document.getElementById(SEARCH_ANNOUNCER_ID);
  if (region) region.textContent = region.textContent === announcement ? `${announcement}\u00a0` : announcement;
  if (target.kind === "heading") {
    const heading = document.getElementById(RESULTS_HEADING_ID);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
    return;
  }
  const controls = root?.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(target.name)}"]`) ?? [];
  // Not a hidden field of the same name (the search box carries the status and audience along).
  const control = [...controls].find((c) => c.type !== "hidden" && (target.value === null || c.value === target.value));
  // A phone's filters fold away in a new page: open them again where the visitor was.
  const disclosure = control?.closest("details");
  if (disclosure && !disclosure.open) disclosure.open = true;
  if (control && document.activeElement !== control) control.focus({ preventScroll: true });
}
