/* Spec §5 "Term select: values come from a vocabulary fetch". The server fetches each vocabulary once and the
 * term select becomes an ordinary select of its terms, so the browser validates it like any other. */
import { formFields, mapLeaves } from "@/mapping/webform/element-tree";
import type { FormElement, Option, SelectField, WebformSchema } from "@/mapping/webform/field-schema";

export type TermOptions = Readonly<Record<string, readonly Option[]>>;

/** The vocabularies a form's term selects read, inside containers too. */
export function vocabulariesOf(schema: WebformSchema): string[] {
  return [...new Set(formFields(schema.elements).flatMap((el) => (el.kind === "term-select" ? [el.vocabulary] : [])))];
}

/** Term selects become selects whose options are the vocabulary's terms (value: the term id). */
export function withTermOptions(schema: WebformSchema, terms: TermOptions): WebformSchema {
  const elements = mapLeaves(schema.elements, (el): FormElement => {
    if (el.kind !== "term-select") return el;
    const { vocabulary: _vocabulary, ...rest } = el;
    const select: SelectField = {
      ...rest, kind: "select", options: [...(terms[el.vocabulary] ?? [])], optionsList: null, defaultValue: el.multiple ? [] : null,
    };
    return select;
  });
  return { ...schema, elements };
}
