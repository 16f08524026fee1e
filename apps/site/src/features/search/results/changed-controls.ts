/**
 * The first control of a form that no longer shows what the server rendered it with (a box ticked or unticked, a
 * choice or a sort changed), or null: what a visitor changed before the page's scripts ran.
 */
export function firstChangedControl(form: HTMLFormElement): HTMLInputElement | HTMLSelectElement | null {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (element.checked !== element.defaultChecked) return element;
    } else if (element instanceof HTMLSelectElement) {
      const rendered = Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0];
      if (rendered !== undefined && element.value !== rendered.value) return element;
    }
  }
  return null;
}
