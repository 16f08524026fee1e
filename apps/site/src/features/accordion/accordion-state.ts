/* The accordion's open items (spec §4 "Accordion"): pure, so the rules are tested without a browser. */

export type AccordionMode = "single" | "multiple";

/** Ids of the open items after toggling one: in single mode opening one closes the others. */
export function toggleItem(open: readonly string[], id: string, mode: AccordionMode): string[] {
  if (open.includes(id)) return open.filter((x) => x !== id);
  return mode === "single" ? [id] : [...open, id];
}

export const allOpen = (open: readonly string[], ids: readonly string[]) => ids.length > 0 && ids.every((id) => open.includes(id));

/** 'Close all' when every item is open, else 'Open all'. */
export const toggleAllLabel = (open: readonly string[], ids: readonly string[]) => (allOpen(open, ids) ? "Close all" : "Open all");

/** Toggle-all opens all unless all are open, in which case it closes all. */
export const toggleAll = (open: readonly string[], ids: readonly string[]): string[] => (allOpen(open, ids) ? [] : [...ids]);

/** The toggle-all button exists only for more than one item, and never in single mode (one open at a time). */
export const showToggleAll = (count: number, mode: AccordionMode) => count > 1 && mode === "multiple";
