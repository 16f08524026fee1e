/* Answers chosen from options: a single checkbox, checkboxes, radios, selects (single or multiple) and the
 * privacy statement's agreement. Groups are fieldsets with legends; the group's first input carries the id
 * that error links and focus use. */
import { selectSummary } from "@/mapping/webform/select-summary";
import type { CheckboxesField, CheckboxField, PrivacyStatementField, RadiosField, SelectField } from "@/mapping/webform/field-schema";
import { describedBy, ErrorMessage, Field, Hint } from "./Field";
import type { ControlProps } from "./TextControls";

const optionId = (controlId: string, index: number) => (index === 0 ? controlId : `${controlId}-${index}`);

export function CheckboxControl({ field, ids, value, error, required, disabled, onChange }: ControlProps<CheckboxField | PrivacyStatementField, boolean>) {
  const privacy = field.kind === "privacy-statement" ? field : null;
  return (
    <div className={`webform-field ${error ? "webform-field--error" : ""} ${privacy ? "webform-privacy" : ""}`}>
      {privacy?.heading && <p className="webform-privacy__heading">{privacy.heading}</p>}
      {/* Sanitised on the server (mapping/paragraphs/embedded-webform.ts). */}
      {privacy?.content && <div className="webform-privacy__content" dangerouslySetInnerHTML={{ __html: privacy.content }} />}
      <Hint id={ids.hint} text={field.hint} />
      <ErrorMessage id={ids.error} message={error} />
      <div className="webform-choice">
        <input
          id={ids.control}
          className="webform-choice__input"
          type="checkbox"
          name={field.name}
          checked={value === true}
          disabled={disabled}
          aria-describedby={describedBy(ids, field.hint, error)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label className="webform-choice__label" htmlFor={ids.control}>
          {field.label}
        </label>
      </div>
    </div>
  );
}

/** One option of a checkbox or radio group: the input, then its label. */
function Choice(props: {
  id: string; type: "checkbox" | "radio"; name: string; value: string; label: string; checked: boolean; disabled: boolean;
  required?: boolean; invalid: boolean; onChange: (checked: boolean) => void;
}) {
  return (
    <div className={`webform-choice webform-choice--${props.type}`}>
      <input
        id={props.id}
        className="webform-choice__input"
        type={props.type}
        name={props.name}
        value={props.value}
        checked={props.checked}
        disabled={props.disabled}
        required={props.required}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label className="webform-choice__label" htmlFor={props.id}>
        {props.label}
      </label>
    </div>
  );
}

export function CheckboxesControl({ field, ids, value, error, disabled, onChange }: ControlProps<CheckboxesField, string[]>) {
  const chosen = Array.isArray(value) ? value.map(String) : [];
  return (
    <Field ids={ids} label={field.label} hint={field.hint} error={error} group>
      {field.options.map((option, index) => (
        <Choice key={option.value} id={optionId(ids.control, index)} type="checkbox" name={field.name} value={option.value} label={option.label}
          checked={chosen.includes(option.value)} disabled={disabled} invalid={Boolean(error)}
          onChange={(checked) => onChange(checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))} />
      ))}
    </Field>
  );
}

export function RadiosControl({ field, ids, value, error, required, disabled, onChange }: ControlProps<RadiosField, string>) {
  return (
    <Field ids={ids} label={field.label} hint={field.hint} error={error} group>
      {field.options.map((option, index) => (
        <Choice key={option.value} id={optionId(ids.control, index)} type="radio" name={field.name} value={option.value} label={option.label}
          checked={value === option.value} disabled={disabled} required={required} invalid={Boolean(error)} onChange={() => onChange(option.value)} />
      ))}
    </Field>
  );
}

export function SelectControl({ field, ids, value, error, required, disabled, onChange }: ControlProps<SelectField, string | string[] | null>) {
  const common = {
    id: ids.control,
    name: field.name,
    disabled,
    "aria-describedby": describedBy(ids, field.hint, error),
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
  };
  if (field.multiple) {
    const chosen = Array.isArray(value) ? value.map(String) : [];
    const summary = selectSummary(field.options, chosen, field.showItems);
    return (
      <Field ids={ids} label={field.label} hint={field.hint} error={error}>
        <select
          {...common}
          className="webform-input webform-input--multiple"
          multiple
          size={Math.min(6, Math.max(3, field.options.length))}
          value={chosen}
          onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
        >
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <p className="webform-field__counter" aria-live="polite">
          {summary.text ? `Selected: ${summary.text}` : "Nothing selected"}
        </p>
      </Field>
    );
  }
  return (
    <Field ids={ids} label={field.label} hint={field.hint} error={error}>
      <select {...common} className="webform-input" value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}>
        <option value="">{field.emptyOption ?? "- Select -"}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
