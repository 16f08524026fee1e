/* A form sent without scripts arrives as the browser's own form data (application/x-www-form-urlencoded, or
 * multipart with files): each control's name and text. These are the answers it gives, typed as the form's state
 * holds them (typed-answers.ts reads the same controls from the page), so that one set of rules validates both. */
import { formatDate, fromTimeInput, parseDate } from "@yu/webform-rules";
import type { FormField } from "@/mapping/webform/field-schema";
import type { Answers } from "./form-state";

/** What is read of the posted form: FormData, or URLSearchParams in tests. */
export interface PostedForm {
  getAll(name: string): (string | Blob)[];
}

function texts(posted: PostedForm, name: string): string[] {
  return posted.getAll(name).filter((value): value is string => typeof value === "string");
}

function text(posted: PostedForm, name: string): string | null {
  return texts(posted, name)[0] ?? null;
}

function blankToNull(value: string | null): string | null {
  return value === null || value === "" ? null : value;
}

/** An uploaded file with content, or null. */
export function postedFile(posted: PostedForm, name: string): Blob | null {
  const file = posted.getAll(name).find((value): value is Blob => typeof value !== "string" && value.size > 0);
  return file ?? null;
}

function number(value: string | null): number | string | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

/** One field's answer; undefined for what the form data cannot carry (files, hidden fields: the server's to fill). */
export function postedAnswer(posted: PostedForm, field: FormField): unknown {
  const { name } = field;
  switch (field.kind) {
    case "text":
    case "textarea":
      return text(posted, name) ?? "";
    case "number":
      return number(text(posted, name));
    case "date": {
      const date = parseDate(text(posted, name) ?? "");
      return date === null ? blankToNull(text(posted, name)) : formatDate(date);
    }
    case "time": {
      const value = blankToNull(text(posted, name));
      return value === null ? null : fromTimeInput(value);
    }
    case "datetime":
      return blankToNull(text(posted, name));
    case "slider": {
      if (!field.range) return number(text(posted, name));
      const lower = number(text(posted, `${name}[0]`));
      const upper = number(text(posted, `${name}[1]`));
      return typeof lower === "number" && typeof upper === "number" ? [lower, upper] : null;
    }
    case "checkbox":
    case "privacy-statement":
      return texts(posted, name).length > 0;
    case "radios":
      return blankToNull(text(posted, name));
    case "checkboxes":
      return texts(posted, name).filter(Boolean);
    case "select":
    case "term-select":
      return field.multiple ? texts(posted, name).filter(Boolean) : blankToNull(text(posted, name));
    case "address":
    case "name": {
      // Each part's control is named `{field}[{part}]` (controls/AddressControl.tsx, NameControl.tsx).
      const composite: Record<string, string> = {};
      for (const part of field.parts) {
        const value = text(posted, `${name}[${part.name}]`);
        if (value !== null && value !== "") composite[part.name] = value;
      }
      return composite;
    }
    case "file":
    case "hidden":
      return undefined;
  }
}

/** Every answer the posted form carries, by field. */
export function postedAnswers(posted: PostedForm, fields: readonly FormField[]): Answers {
  const answers: Answers = {};
  for (const field of fields) {
    const value = postedAnswer(posted, field);
    if (value !== undefined) answers[field.name] = value;
  }
  return answers;
}
