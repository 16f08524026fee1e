/* The elements of a web form, in order (spec §5 "Web form field mapping"): each question with its control, and what
 * the form only shows (labels, markup, rules, the buttons). Drawn by the form (Webform.client.tsx) with its answers,
 * their rule states and the messages to show; it holds no state of its own. */
import { buttonClassName } from "@/mapping/button-rules";
import type { FieldState } from "@yu/webform-rules";
import type { FormElement, FormField } from "@/mapping/webform/field-schema";
import { controlId, type Answers } from "./form-state";
import { AddressControl } from "./controls/AddressControl";
import { CheckboxControl, CheckboxesControl, RadiosControl, SelectControl } from "./controls/ChoiceControls";
import { fieldIds } from "./controls/Field";
import { FileControl } from "./controls/FileControl";
import { DateControl, NumberControl, SliderControl, TextareaControl, TextControl, TimeControl } from "./controls/TextControls";

const ALWAYS: FieldState = { visible: true, required: false, enabled: true };

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
  onChange(name: string, value: unknown): void;
  onClear(): void;
  onUploading(name: string, busy: boolean): void;
}

export function FormElements(props: FormElementsProps) {
  return props.elements.map((el) => {
    const node = renderElement(el, props);
    return node === null ? null : (
      <div key={el.name} className={`webform-element webform-element--${el.kind}`}>
        {node}
      </div>
    );
  });
}

function renderElement(el: FormElement, props: FormElementsProps) {
  const state = props.states[el.name] ?? ALWAYS;
  if (!state.visible) return null;
  switch (el.kind) {
    case "label":
      return <p className="webform-label">{el.text}</p>;
    case "markup":
      // Sanitised on the server (mapping/paragraphs/embedded-webform.ts).
      return <div className="webform-markup rich-text" dangerouslySetInnerHTML={{ __html: el.html }} />;
    case "divider":
      return <hr className="webform-divider" />;
    case "actions":
      return (
        <div className="webform-actions">
          <button type="submit" className={buttonClassName("primary", "medium")} aria-disabled={props.sending || undefined}>
            {props.sending && <span className="webform-spinner" aria-hidden="true" />}
            <span>{el.submitLabel}</span>
          </button>
          <button type="button" className={buttonClassName("secondary", "medium")} onClick={props.onClear}>
            {el.clearLabel}
          </button>
        </div>
      );
    case "hidden":
      return null;
    default:
      return renderField(el, state, props);
  }
}

function renderField(field: Exclude<FormField, { kind: "hidden" }>, state: FieldState, props: FormElementsProps) {
  const { prefix, answers, shown } = props;
  const ids = fieldIds(controlId(prefix, field.name));
  const common = {
    ids,
    value: answers[field.name],
    error: shown[field.name],
    required: state.required,
    disabled: field.disabled || !state.enabled,
    onChange: (value: unknown) => props.onChange(field.name, value),
  };
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
      return <AddressControl field={field} {...common} errors={shown} partId={(part) => controlId(prefix, `${field.name}.${part}`)} />;
    case "file":
      return <FileControl field={field} {...common} uploadUrl={`${props.endpoint}/upload`} onBusy={(busy) => props.onUploading(field.name, busy)} />;
  }
}
