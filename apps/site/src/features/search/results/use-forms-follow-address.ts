import { useEffect, type RefObject } from "react";

/**
 * The results' forms are uncontrolled: after any navigation (ours, Back, Forward) what they show is made to match
 * the address the server rendered, e.g. every box unticked after 'Clear all filters'. Not as the page is hydrated
 * (`hydrated` is still false then): what differs then, the visitor changed before the page's scripts ran.
 */
export function useFormsFollowAddress(root: RefObject<HTMLElement | null>, hydrated: RefObject<boolean>, searchKey: string) {
  useEffect(() => {
    if (!hydrated.current) return;
    for (const input of root.current?.querySelectorAll("input") ?? []) {
      if (input.type === "checkbox" || input.type === "radio") input.checked = input.defaultChecked;
      else if (input.type === "search") input.value = input.defaultValue;
    }
    for (const select of root.current?.querySelectorAll("select") ?? []) {
      const chosen = [...select.options].find((o) => o.defaultSelected) ?? select.options[0];
      if (chosen) select.value = chosen.value;
    }
  }, [root, hydrated, searchKey]);
}

/** On a phone the tabs scroll sideways: the current one is kept in view (never moving the page itself). */
export function useCurrentTabInView(root: RefObject<HTMLElement | null>, searchKey: string) {
  useEffect(() => {
    const current = root.current?.querySelector<HTMLElement>(".search-tabs [aria-current=page]");
    const row = current?.closest("ul");
    if (current && row && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    }
  }, [root, searchKey]);
}
