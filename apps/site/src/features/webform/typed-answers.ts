/* The form is drawn on the server and works as HTML before its script arrives: on a slow first load a visitor may
 * answer before React has taken over, and React's state still holds the drawn defaults. When the form starts,
 * these answers are read back from the page so that none is lost. */
import { formatDate, fromTimeInput, parseDate } from "@yu/webform-rules";
import { formFields } from "@/mapping/webform/element-tree";
import type { FormElement, FormField } from "@/mapping/webform/field-schema";
import { controlId, type Answers } from "./form-state";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  return [...form.querySelectorAll<Control>("input, textarea, select")].filter((control) => control.name === name);
}

function byId(form: HTMLFormElement, id: string): Control | null {
  const found = form.ownerDocument.getElementById(id);
  return found !== null && form.contains(found) ? (found as Control) : null;
}

/** An empty text box and a missing answer are the same answer. */
function same(a: unknown, b: unknown): boolean {
  const plain = (value: unknown) => JSON.stringify(value === "" || value === undefined ? null : value);
  return plain(a) === plain(b);
}

/** The answer one field's controls hold now; undefined when the page cannot say (files, hidden, sliders' pairs). */
function readField(form: HTMLFormElement, prefix: string, field: FormField, current: unknown): unknown {
  const controls = controlsNamed(form, field.name);
  const first = controls[0];
  switch (field.kind) {
    case "text":
    case "textarea":
      return first ? first.value : undefined;
    case "number":
      return first ? (first.value === "" ? null : Number.isFinite(Number(first.value)) ? Number(first.value) : first.value) : undefined;
    case "date": {
      const date = first ? parseDate(first.value) : null;
      return first ? (date ? formatDate(date) : null) : undefined;
    }
    case "time":
      return first ? (first.value === "" ? null : fromTimeInput(first.value)) : undefined;
    case "datetime":
      return first ? (first.value === "" ? null : first.value) : undefined;
    case "slider":
      return !field.range && first ? Number(first.value) : undefined;
    case "checkbox":
    case "privacy-statement":
      return first instanceof HTMLInputElement ? first.checked : undefined;
    case "radios":
      return controls.length > 0 ? (controls.find((c) => c instanceof HTMLInputElement && c.checked)?.value ?? null) : undefined;
    case "checkboxes":
      return controls.length > 0 ? controls.filter((c) => c instanceof HTMLInputElement && c.checked).map((c) => c.value) : undefined;
    case "select":
    case "term-select": {
      if (!(first instanceof HTMLSelectElement)) return undefined;
      if (first.multiple) return [...first.selectedOptions].map((o) => o.value);
      return first.value === "" ? null : first.value;
    }
    case "address":
    case "name": {
      const parts: Record<string, string> = { ...(typeof current === "object" && current !== null ? (current as Record<string, string>) : {}) };
      for (const part of field.parts) {
        const control = byId(form, controlId(prefix, `${field.name}.${part.name}`));
        if (control === null) continue;
        if (control.value === "") delete parts[part.name];
        else parts[part.name] = control.value;
      }
      return parts;
    }
    case "file":
    case "hidden":
      return undefined;
  }
}

/** The answers on the page that differ from the form's state: what the visitor gave before the script started. */
export function typedAnswers(form: HTMLFormElement, prefix: string, elements: readonly FormElement[], answers: Readonly<Answers>): Answers {
  const typed: Answers = {};
  for (const el of formFields(elements)) {
    const value = readField(form, prefix, el, answers[el.name]);
    if (value !== undefined && !same(value, answers[el.name])) typed[el.name] = value;
  }
  return typed;
}
