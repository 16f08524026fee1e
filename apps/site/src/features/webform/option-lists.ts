/* Named option lists the content system provides (webform_options entities): the server reads them for a form's
 * choice elements that name one, as the content service does when it checks the answers, so both sides offer and
 * accept the same options. A list the content system provides wins over Drupal Webform's standard one. */
import { toOptions, type OptionLists } from "@yu/webform-rules";
import { initialModel } from "@/mapping/webform/element-mapping";
import { listWithin, within } from "@/mapping/webform/field-mapping";
import { formFields, mapLeaves } from "@/mapping/webform/element-tree";
import type { FormElement, WebformSchema } from "@/mapping/webform/field-schema";

/** The named lists a form's choice elements use, inside containers too. */
export function optionListNamesOf(schema: WebformSchema): string[] {
  return [...new Set(formFields(schema.elements).flatMap((el) => ("optionsList" in el && el.optionsList !== null ? [el.optionsList] : [])))];
}

/** The form with its named lists' options in place, and defaults kept only when they are among them. */
export function withOptionLists(schema: WebformSchema, lists: OptionLists): WebformSchema {
  if (optionListNamesOf(schema).length === 0) return schema;
  const listed = new Set<string>();
  const elements = mapLeaves(schema.elements, (el): FormElement => {
    if (!("optionsList" in el) || el.optionsList === null) return el;
    listed.add(el.name);
    const options = toOptions(el.optionsList, lists);
    switch (el.kind) {
      case "checkboxes":
        return { ...el, options, defaultValue: listWithin(options, el.defaultValue) };
      case "radios":
        return { ...el, options, defaultValue: within(options, el.defaultValue) };
      case "select":
        return { ...el, options, defaultValue: Array.isArray(el.defaultValue) ? listWithin(options, el.defaultValue) : within(options, el.defaultValue) };
    }
  });
  const fresh = initialModel(elements);
  const model = { ...schema.model };
  for (const name of listed) model[name] = fresh[name];
  return { ...schema, elements, model };
}
