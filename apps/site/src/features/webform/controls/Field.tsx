/* The frame every question shares (GOV.UK form pattern): label or legend, hint, error message, all linked to
 * the control by ids, so a screen reader reads the question, the hint and what is wrong together. */
import type { ReactNode } from "react";

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export function fieldIds(controlId: string): FieldIds {
  return { control: controlId, hint: `${controlId}-hint`, error: `${controlId}-error` };
}

/** The ids a control's aria-describedby names: its hint and its error, when they are shown. */
export function describedBy(ids: FieldIds, hint: string | null, error: string | null | undefined): string | undefined {
  const list = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}

export function ErrorMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="webform-field__error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}

export function Hint({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <div id={id} className="webform-field__hint">
      {text}
    </div>
  );
}

interface FieldProps {
  ids: FieldIds;
  label: string;
  /** Spec §5: non-required text, email and textarea questions say they are optional. */
  optional?: boolean;
  hint: string | null;
  error: string | null | undefined;
  /** Radios, checkboxes and the address are groups: a fieldset with a legend instead of a label. */
  group?: boolean;
  describedByGroup?: boolean;
  className?: string;
  children: ReactNode;
}

/** A title that already says so (Tide's own "Any comments? (optional)") gets no second "(optional)". */
const SAYS_OPTIONAL = /\(optional\)\s*$/i;

export function Field({ ids, label, optional = false, hint, error, group = false, className = "", children }: FieldProps) {
  const title = (
    <>
      {label}
      {optional && !SAYS_OPTIONAL.test(label) && <span className="webform-field__optional"> (optional)</span>}
    </>
  );
  const classes = `webform-field ${error ? "webform-field--error" : ""} ${className}`.trim();
  if (group) {
    return (
      <fieldset className={classes} aria-describedby={describedBy(ids, hint, error)}>
        <legend className="webform-field__label">{title}</legend>
        <Hint id={ids.hint} text={hint} />
        <ErrorMessage id={ids.error} message={error} />
        {children}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      <label className="webform-field__label" htmlFor={ids.control}>
        {title}
      </label>
      <Hint id={ids.hint} text={hint} />
      <ErrorMessage id={ids.error} message={error} />
      {children}
    </div>
  );
}
