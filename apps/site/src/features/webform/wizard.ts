/* A multi-page form (Drupal Webform's wizard pages, `webform_wizard_page` at the top level): one page at a time,
 * each checked before the next, Back keeping what was typed, the last page sending the whole form. The same with
 * scripts (Webform.client.tsx) and without (the server's form action, endpoints/webform/posted-submission.ts):
 * without scripts, each press of Next or Back is a post, the page shown is named in PAGE_FIELD and the answers of
 * the pages not shown travel in CARRIED_FIELD. Pure. */
import type { FieldState } from "@yu/webform-rules";
import { formFields } from "@/mapping/webform/element-tree";
import type { ContainerElement, FormElement, FormField } from "@/mapping/webform/field-schema";
import type { Answers } from "./form-state";

/** The name of the Next and Previous buttons; their values say which. */
export const WIZARD_FIELD = "webform-wizard";
/** The page shown when the form was sent (a hidden input). */
export const PAGE_FIELD = "webform-page";
/** The answers of the pages not shown, as JSON (a hidden input). */
export const CARRIED_FIELD = "webform-carried";

export type WizardStep = "next" | "back";

/** Drupal's labels when neither the page nor the form names its own. */
export const DEFAULT_PREV_LABEL = "< Previous";
export const DEFAULT_NEXT_LABEL = "Next >";

function isPage(element: FormElement): element is ContainerElement {
  return element.kind === "container" && element.type === "wizard-page";
}

/** The form's pages a visitor goes through: its wizard pages, less those its rules hide. */
export function wizardPages(elements: readonly FormElement[], states: Readonly<Record<string, FieldState>>): ContainerElement[] {
  return elements.filter(isPage).filter((page) => states[page.name]?.visible !== false);
}

/** The page to show: the one named when it is one of the pages, else the first; null for a form of one page. */
export function currentPage(pages: readonly ContainerElement[], named: string | null | undefined): ContainerElement | null {
  return pages.find((page) => page.name === named) ?? pages[0] ?? null;
}

/** The page after (or before) the one shown; the same page when there is none. */
export function stepFrom(pages: readonly ContainerElement[], page: ContainerElement, step: WizardStep): ContainerElement {
  const at = pages.findIndex((p) => p.name === page.name);
  return pages[Math.min(pages.length - 1, Math.max(0, at + (step === "next" ? 1 : -1)))] ?? page;
}

/** What is drawn with a page: the page, and whatever the form holds outside its pages. */
export function drawnWith(elements: readonly FormElement[], page: ContainerElement | null): FormElement[] {
  return page === null ? [...elements] : elements.filter((element) => !isPage(element) || element.name === page.name);
}

/** The fields drawn with a page: the only answers a post from it carries. */
export function fieldsDrawn(elements: readonly FormElement[], page: ContainerElement | null): FormField[] {
  return formFields(drawnWith(elements, page));
}

/** The answers of the fields not drawn with a page, to travel with it. */
export function carriedAnswers(elements: readonly FormElement[], page: ContainerElement | null, answers: Readonly<Answers>): Answers {
  if (page === null) return {};
  const drawn = new Set(fieldsDrawn(elements, page).map((field) => field.name));
  return Object.fromEntries(formFields(elements).filter((field) => !drawn.has(field.name) && field.name in answers).map((field) => [field.name, answers[field.name]]));
}

/** The carried answers as posted: JSON of the form's own fields only (anything else is dropped; the rules check the
 * values as they check every answer). */
export function readCarried(raw: unknown, elements: readonly FormElement[]): Answers {
  if (typeof raw !== "string" || raw === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const known = new Set(formFields(elements).map((field) => field.name));
  return Object.fromEntries(Object.entries(parsed).filter(([name]) => known.has(name)));
}

/** The step a press asks for: Next or Previous, or null for the form's own submit. */
export function wizardStep(value: unknown): WizardStep | null {
  return value === "next" || value === "back" ? value : null;
}

/** The page holding an answer's field ("address.locality" names the address), or null. */
export function pageOf(pages: readonly ContainerElement[], key: string): ContainerElement | null {
  const name = key.split(".")[0] ?? key;
  return pages.find((page) => formFields(page.children).some((field) => field.name === name)) ?? null;
}
