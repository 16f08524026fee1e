/* The form's answers over its life: what a fresh form holds, which messages the visitor should see, where focus
 * goes when a submit is refused, and what is sent. Pure, so the React form stays a thin shell around it. */
import type { FieldState } from "@yu/webform-rules";
import { formFields } from "@/mapping/webform/element-tree";
import type { FormElement } from "@/mapping/webform/field-schema";
import { fillPlaceholders, hiddenValuesFromQuery, type QueryInput } from "./hidden-fields";

export type Answers = Record<string, unknown>;

/** The answers a form starts with: its defaults, course_code/utm_* from the page's query string, and the page's
 * own address in a hidden `url` field (the content rating form's "which page" answer) when it has no default. */
export function startingAnswers(elements: readonly FormElement[], model: Readonly<Answers>, query: QueryInput, pagePath: string | null): Answers {
  const hidden = formFields(elements).filter((el) => el.kind === "hidden").map((el) => el.name);
  const answers: Answers = { ...model, ...hiddenValuesFromQuery(query, hidden) };
  if (pagePath !== null && hidden.includes("url") && (answers.url === "" || answers.url === null || answers.url === undefined)) answers.url = pagePath;
  return answers;
}

/** Messages are shown for what the visitor has changed; after a submit attempt, for everything. */
export function shownErrors(errors: Readonly<Record<string, string>>, changed: ReadonlySet<string>, submitted: boolean): Record<string, string> {
  if (submitted) return { ...errors };
  return Object.fromEntries(Object.entries(errors).filter(([key]) => changed.has(key.split(".")[0] ?? key)));
}

/** The error keys in the order the fields appear (inside containers too), so that the summary and the focus follow
 * the page; a composite's own message comes before its parts'. */
export function orderedErrorKeys(elements: readonly FormElement[], errors: Readonly<Record<string, string>>): string[] {
  const keys: string[] = [];
  for (const el of formFields(elements)) {
    if (el.name in errors) keys.push(el.name);
    if (el.kind === "address" || el.kind === "name") {
      for (const part of el.parts) if (`${el.name}.${part.name}` in errors) keys.push(`${el.name}.${part.name}`);
    }
  }
  // Errors the content service named that the form does not show (should not happen): last, still listed.
  for (const key of Object.keys(errors)) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/** What is sent: every answer of the form (hidden ones with their {{field}} placeholders filled). A field the rules
 * hide or disable, by its own rule or a container's, is not sent at all: nothing the visitor can no longer see is
 * submitted, and a disabled field is left out as a browser leaves out a disabled input (as in Drupal). */
export function submissionData(elements: readonly FormElement[], answers: Readonly<Answers>, states: Readonly<Record<string, FieldState>>): Answers {
  const data: Answers = {};
  for (const el of formFields(elements)) {
    const state = states[el.name];
    if (state !== undefined && (!state.visible || !state.enabled)) continue;
    const value = answers[el.name];
    data[el.name] = el.kind === "hidden" && typeof value === "string" ? fillPlaceholders(value, answers) : (value ?? null);
  }
  return data;
}

/** The DOM id of an answer's control; "address.postal_code" → "{prefix}-address-postal_code". */
export function controlId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/\./g, "-")}`;
}

/** The messages less those of one answer (and its parts): the content service's messages go once the visitor
 * changes what they were about. The same object when there were none. */
export function errorsWithout(errors: Readonly<Record<string, string>>, name: string): Readonly<Record<string, string>> {
  const kept = Object.fromEntries(Object.entries(errors).filter(([key]) => key.split(".")[0] !== name));
  return Object.keys(kept).length === Object.keys(errors).length ? errors : kept;
}
