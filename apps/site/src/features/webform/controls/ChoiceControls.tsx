/* Answers chosen from options: a single checkbox, checkboxes, radios, selects (single or multiple) and the
 * privacy statement's agreement. Groups are fieldsets with legends; the group's first input carries the id
 * that error links and focus use. A read-only choice keeps its answer: the options not chosen are disabled (so the
 * chosen one is still sent, without a script too), and a change is not taken. */
import { selectSummary } from "@/mapping/webform/select-summary";
import type { CheckboxesField, CheckboxField, PrivacyStatementField, RadiosField, SelectField } from "@/mapping/webform/field-schema";
import { describedBy, ErrorMessage, Field, hintPlaces, isTitleHidden } from "./Field";
import { displayOf, type ControlProps } from "./TextControls";

const optionId = (controlId: string, index: number) => (index === 0 ? controlId : `${controlId}-${index}`);

/** One checkbox: its label after the box (Drupal's default for a checkbox), before it when `#title_display` says
 * before or inline, for screen readers only when invisible or none. */
export function CheckboxControl({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<CheckboxField | PrivacyStatementField, boolean>) {
  const privacy = field.kind === "privacy-statement" ? field : null;
  const hints = hintPlaces(ids, field.hint, field.descriptionDisplay);
  const labelFirst = field.titleDisplay === "before" || field.titleDisplay === "inline";
  const label = (
    <label className={isTitleHidden(field.titleDisplay) ? "webform-choice__label visually-hidden" : "webform-choice__label"} htmlFor={ids.control}>
      {field.label}
    </label>
  );
  return (
    <div className={`webform-field ${error ? "webform-field--error" : ""} ${privacy ? "webform-privacy" : ""}`}>
      {privacy?.heading && <p className="webform-privacy__heading">{privacy.heading}</p>}
      {/* Sanitised on the server (mapping/webform/sanitise.ts). */}
      {privacy?.content && <div className="webform-privacy__content" dangerouslySetInnerHTML={{ __html: privacy.content }} />}
      {hints.before}
      <ErrorMessage id={ids.error} message={error} />
      <div className={labelFirst ? "webform-choice webform-choice--label-first" : "webform-choice"}>
        {labelFirst && label}
        <input
          id={ids.control}
          className="webform-choice__input"
          type="checkbox"
          name={field.name}
          checked={value === true}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          aria-describedby={describedBy(ids, field.hint, error)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          onChange={(e) => {
            if (!readOnly) onChange(e.target.checked);
          }}
        />
        {!labelFirst && label}
      </div>
      {hints.after}
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

export function CheckboxesControl({ field, ids, value, error, disabled, readOnly, onChange }: ControlProps<CheckboxesField, string[]>) {
  const chosen = Array.isArray(value) ? value.map(String) : [];
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error} group>
      {field.options.map((option, index) => {
        const checked = chosen.includes(option.value);
        return (
          <Choice key={option.value} id={optionId(ids.control, index)} type="checkbox" name={field.name} value={option.value} label={option.label}
            checked={checked} disabled={disabled || (readOnly && !checked)} invalid={Boolean(error)}
            onChange={(on) => {
              if (!readOnly) onChange(on ? [...chosen, option.value] : chosen.filter((v) => v !== option.value));
            }} />
        );
      })}
    </Field>
  );
}

export function RadiosControl({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<RadiosField, string>) {
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error} group>
      {field.options.map((option, index) => (
        <Choice key={option.value} id={optionId(ids.control, index)} type="radio" name={field.name} value={option.value} label={option.label}
          checked={value === option.value} disabled={disabled || (readOnly && value !== option.value)} required={required} invalid={Boolean(error)}
          onChange={() => {
            if (!readOnly) onChange(option.value);
          }} />
      ))}
    </Field>
  );
}

export function SelectControl({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<SelectField, string | string[] | null>) {
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
      <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error}>
        <select
          {...common}
          className="webform-input webform-input--multiple"
          multiple
          size={Math.min(6, Math.max(3, field.options.length))}
          value={chosen}
          onChange={(e) => {
            if (!readOnly) onChange([...e.target.selectedOptions].map((o) => o.value));
          }}
        >
          {field.options.map((o) => (
            <option key={o.value} value={o.value} disabled={readOnly && !chosen.includes(o.value)}>
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
  const current = typeof value === "string" ? value : "";
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error}>
      <select {...common} className="webform-input" value={current} onChange={(e) => {
        if (!readOnly) onChange(e.target.value === "" ? null : e.target.value);
      }}>
        <option value="" disabled={readOnly && current !== ""}>{field.emptyOption ?? "- Select -"}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value} disabled={readOnly && current !== o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
