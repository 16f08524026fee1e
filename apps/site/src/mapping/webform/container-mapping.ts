/* Drupal's containers (Fieldset, Details, WebformSection, Container, WebformFlexbox, WebformWizardPage) → the
 * schema's ContainerElement: what each shows around what it holds. The children are mapped by the caller. */
import { toBoolean, toText } from "@yu/webform-rules";
import { descriptionDisplayOf, titleDisplayOf } from "./display-props";
import type { ContainerElement, ContainerType, FormElement } from "@/mapping/webform/field-schema";

/** Drupal `#type` → the container it is. */
export const CONTAINER_TYPES: Readonly<Record<string, ContainerType>> = {
  fieldset: "fieldset",
  container: "container",
  details: "details",
  webform_section: "section",
  webform_flexbox: "flexbox",
  webform_wizard_page: "wizard-page",
};

/** Drupal Webform's wizard buttons (webform.settings `default_wizard_prev_button_label` / `…_next_…`). */
export const DEFAULT_WIZARD_LABELS = { prev: "< Previous", next: "Next >" } as const;

export interface WizardLabels {
  prev: string;
  next: string;
}

const HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"] as const);
type Heading = ContainerElement["titleTag"];

/** A section's `#title_tag` (Drupal's default h2). The page has its own h1, so an h1 (or a label) is drawn as h2. */
function headingOf(value: unknown): Heading {
  const tag = toText(value)?.toLowerCase() ?? "";
  return (HEADINGS as ReadonlySet<string>).has(tag) ? (tag as Heading) : "h2";
}

/** One container with its already-mapped children. */
export function mapContainer(
  name: string,
  type: ContainerType,
  el: Readonly<Record<string, unknown>>,
  states: unknown,
  children: FormElement[],
  wizard: WizardLabels = DEFAULT_WIZARD_LABELS,
): ContainerElement {
  const page = type === "wizard-page";
  return {
    name,
    states,
    kind: "container",
    type,
    title: toText(el["#title"]),
    description: toText(el["#description"]),
    titleDisplay: titleDisplayOf(el["#title_display"]),
    descriptionDisplay: descriptionDisplayOf(el["#description_display"]),
    open: type === "details" && toBoolean(el["#open"]),
    titleTag: headingOf(el["#title_tag"]),
    prevLabel: page ? (toText(el["#prev_button_label"]) ?? wizard.prev) : null,
    nextLabel: page ? (toText(el["#next_button_label"]) ?? wizard.next) : null,
    children,
  };
}
