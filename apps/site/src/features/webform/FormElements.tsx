/* The elements of a web form, in order and nested as Drupal nests them (spec §5 "Web form field mapping"): each
 * question with its control, what the form only shows (labels, markup, rules, the buttons), and the containers that
 * hold them. Drawn by the form (Webform.client.tsx) with its answers, their rule states and the messages to show; it
 * holds no state of its own. A container a rule hides draws nothing inside it; one a rule disables disables what it
 * holds. Hidden answers are drawn as hidden inputs, so that the form sends them without a script too. */
import { buttonClassName } from "@/mapping/button-rules";
import { defaultFieldState, type FieldState } from "@yu/webform-rules";
import { formFields } from "@/mapping/webform/element-tree";
import type { ContainerElement, FormElement, FormField, HiddenField } from "@/mapping/webform/field-schema";
import { controlId, type Answers } from "./form-state";
import { WIZARD_FIELD } from "./wizard";
import { fillPlaceholders } from "./hidden-fields";
import { AddressControl } from "./controls/AddressControl";
import { CheckboxControl, CheckboxesControl, RadiosControl, SelectControl } from "./controls/ChoiceControls";
import { ContainerFrame } from "./controls/ContainerFrame";
import { fieldIds } from "./controls/Field";
import { FileControl } from "./controls/FileControl";
import { NameControl } from "./controls/NameControl";
import { DateControl, NumberControl, SliderControl, TextareaControl, TextControl, TimeControl } from "./controls/TextControls";

const ALWAYS: FieldState = defaultFieldState();

export interface FormElementsProps {
  elements: readonly FormElement[];
  /** The form's id prefix: every control's id starts with it. */
  prefix: string;
  /** The form's endpoint; files are uploaded to `{endpoint}/upload`. */
  endpoint: string;
  answers: Readonly<Answers>;
  states: Readonly<Record<string, FieldState>>;
  /** The message to show beside each answer that needs fixing, by key ("address.postal_code" for a part). */
  shown: Readonly<Record<string, string>>;
  /** The form is sending: the submit button says so. */
  sending: boolean;
  /** A multi-page form: the machine name of the wizard page to draw; the other pages are not drawn. Absent or null:
   * every page is drawn. */
  page?: string | null;
  /** A multi-page form's buttons on the page drawn: Previous (null on the first page) and Next (null on the last,
   * which has the form's own submit). Absent: a form of one page. */
  wizard?: { prev: string | null; next: string | null };
  onChange(name: string, value: unknown): void;
  onClear(): void;
  onUploading(name: string, busy: boolean): void;
}

export function FormElements(props: FormElementsProps) {
  return props.elements.map((el) => {
    if (el.kind === "hidden") return <HiddenInput key={el.name} field={el} answers={props.answers} />;
    const node = renderElement(el, props);
    if (node === null) return null;
    const flexbox = el.flex === undefined ? undefined : { flexGrow: el.flex };
    // What the rules hide is still drawn, hidden: without scripts no rule can show it, so the page's <noscript>
    // style shows it (as Drupal's form shows every element until its states.js runs), and the server judges the rules.
    const hidden = (props.states[el.name] ?? ALWAYS).visible ? undefined : true;
    return (
      <div key={el.name} className={`webform-element webform-element--${el.kind === "container" ? el.type : el.kind}`} style={flexbox}
        hidden={hidden} data-rules-hidden={hidden}>
        {node}
      </div>
    );
  });
}

/** A hidden answer, with its {{field}} placeholders filled as it is sent. */
function HiddenInput({ field, answers }: { field: HiddenField; answers: Readonly<Answers> }) {
  const value = answers[field.name];
  const text = typeof value === "string" ? fillPlaceholders(value, answers) : typeof value === "number" ? String(value) : "";
  return <input type="hidden" name={field.name} value={text} />;
}

/** Whether a message is showing for an answer inside a container (a part's key "address.locality" included). */
function errorInside(container: ContainerElement, shown: Readonly<Record<string, string>>): boolean {
  const names = new Set(formFields(container.children).map((field) => field.name));
  return Object.keys(shown).some((key) => names.has(key.split(".")[0] ?? key));
}

function renderElement(el: Exclude<FormElement, HiddenField>, props: FormElementsProps) {
  const state = props.states[el.name] ?? ALWAYS;
  switch (el.kind) {
    case "container":
      if (el.type === "wizard-page" && props.page !== undefined && props.page !== null && props.page !== el.name) return null;
      return (
        <ContainerFrame container={el} id={controlId(props.prefix, el.name)} enabled={state.enabled} expanded={state.expanded} errorInside={errorInside(el, props.shown)}>
          <FormElements {...props} elements={el.children} />
        </ContainerFrame>
      );
    case "label":
      return <p className="webform-label">{el.text}</p>;
    case "markup":
      // Sanitised on the server (mapping/webform/sanitise.ts).
      return <div className="webform-markup rich-text" dangerouslySetInnerHTML={{ __html: el.html }} />;
    case "divider":
      return <hr className="webform-divider" />;
    case "actions":
      return (
        <div className="webform-actions">
          {/* Plain submit buttons: without scripts each press is a post the server pages through (wizard.ts). */}
          {props.wizard?.prev != null && (
            <button type="submit" name={WIZARD_FIELD} value="back" className={buttonClassName("secondary", "medium")}>
              {props.wizard.prev}
            </button>
          )}
          {props.wizard?.next != null ? (
            <button type="submit" name={WIZARD_FIELD} value="next" className={buttonClassName("primary", "medium")}>
              {props.wizard.next}
            </button>
          ) : (
            <button type="submit" className={buttonClassName("primary", "medium")} aria-disabled={props.sending || undefined}>
              {props.sending && <span className="webform-spinner" aria-hidden="true" />}
              <span>{el.submitLabel}</span>
            </button>
          )}
          {el.clearLabel !== null && props.wizard?.next == null && (
            <button type="button" className={buttonClassName("secondary", "medium")} onClick={props.onClear}>
              {el.clearLabel}
            </button>
          )}
        </div>
      );
    default:
      return renderField(el, state, props);
  }
}

function renderField(field: Exclude<FormField, HiddenField>, state: FieldState, props: FormElementsProps) {
  const { prefix, answers, shown } = props;
  const ids = fieldIds(controlId(prefix, field.name));
  const common = {
    ids,
    value: answers[field.name],
    error: shown[field.name],
    required: state.required,
    disabled: field.disabled || !state.enabled,
    readOnly: field.readonly === true || state.readonly,
    onChange: (value: unknown) => props.onChange(field.name, value),
  };
  const partId = (part: string) => controlId(prefix, `${field.name}.${part}`);
  switch (field.kind) {
    case "text":
      return <TextControl field={field} {...common} />;
    case "textarea":
      return <TextareaControl field={field} {...common} />;
    case "number":
      return <NumberControl field={field} {...common} />;
    case "date":
      return <DateControl field={field} {...common} />;
    case "time":
    case "datetime":
      return <TimeControl field={field} {...common} />;
    case "slider":
      return <SliderControl field={field} {...common} />;
    case "checkbox":
    case "privacy-statement":
      // A `checked` / `unchecked` rule has already set the answer (the form applies it): the box shows the answer.
      return <CheckboxControl field={field} {...common} />;
    case "checkboxes":
      return <CheckboxesControl field={field} {...common} />;
    case "radios":
      return <RadiosControl field={field} {...common} />;
    case "select":
      return <SelectControl field={field} {...common} />;
    case "term-select":
      // The server turns term selects into selects of their terms (term-options.ts); never reached.
      return null;
    case "address":
      return <AddressControl field={field} {...common} errors={shown} partId={partId} />;
    case "name":
      return <NameControl field={field} {...common} errors={shown} partId={partId} />;
    case "file":
      return (
        <FileControl field={field} {...common} disabled={common.disabled || common.readOnly} uploadUrl={`${props.endpoint}/upload`}
          onBusy={(busy) => props.onUploading(field.name, busy)} />
      );
  }
}
