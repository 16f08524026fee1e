/* The frame every question shares (GOV.UK form pattern): label or legend, hint, error message, all linked to
 * the control by ids, so a screen reader reads the question, the hint and what is wrong together. */
import type { ReactNode } from "react";
import type { DescriptionDisplay, TitleDisplay } from "@/mapping/webform/field-schema";

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

/** A label Drupal draws for screen readers only (`invisible`), or not at all (`none`: the site keeps it for screen
 * readers, so that every control has a name). */
export function isTitleHidden(display: TitleDisplay | undefined): boolean {
  return display === "invisible" || display === "none";
}

/** A label's or a legend's classes for its `#title_display`. */
export function labelClassName(display: TitleDisplay | undefined, base = "webform-field__label"): string {
  return isTitleHidden(display) ? `${base} visually-hidden` : base;
}

export function Hint({ id, text, display = "before" }: { id: string; text: string | null; display?: DescriptionDisplay }) {
  if (!text) return null;
  return (
    <div id={id} className={display === "invisible" ? "webform-field__hint visually-hidden" : "webform-field__hint"}>
      {text}
    </div>
  );
}

/** The hint's two places: before the control (the site's default, and `invisible`, kept for screen readers) or after. */
export function hintPlaces(ids: FieldIds, hint: string | null, display: DescriptionDisplay | undefined): { before: ReactNode; after: ReactNode } {
  const node = <Hint id={ids.hint} text={hint} display={display} />;
  return display === "after" ? { before: null, after: node } : { before: node, after: null };
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
  /** Drupal's `#title_display`; absent: before. A group's legend stays first whatever it says (it names the group). */
  titleDisplay?: TitleDisplay | undefined;
  /** Drupal's `#description_display`; absent: before the control. */
  descriptionDisplay?: DescriptionDisplay | undefined;
  children: ReactNode;
}

/** A title that already says so (Tide's own "Any comments? (optional)") gets no second "(optional)". */
const SAYS_OPTIONAL = /\(optional\)\s*$/i;

export function Field({ ids, label, optional = false, hint, error, group = false, className = "", titleDisplay, descriptionDisplay, children }: FieldProps) {
  const title = (
    <>
      {label}
      {optional && !SAYS_OPTIONAL.test(label) && <span className="webform-field__optional"> (optional)</span>}
    </>
  );
  const inline = titleDisplay === "inline";
  const classes = ["webform-field", error ? "webform-field--error" : "", inline ? "webform-field--inline" : "", className].filter(Boolean).join(" ");
  const hints = hintPlaces(ids, hint, descriptionDisplay);
  const body = (
    <>
      {hints.before}
      <ErrorMessage id={ids.error} message={error} />
      {children}
      {hints.after}
    </>
  );
  if (group) {
    return (
      <fieldset className={classes} aria-describedby={describedBy(ids, hint, error)}>
        <legend className={labelClassName(titleDisplay)}>{title}</legend>
        {inline ? <div className="webform-field__body">{body}</div> : body}
      </fieldset>
    );
  }
  const labelNode = (
    <label className={labelClassName(titleDisplay)} htmlFor={ids.control}>
      {title}
    </label>
  );
  if (titleDisplay === "after") {
    return (
      <div className={classes}>
        {body}
        {labelNode}
      </div>
    );
  }
  return (
    <div className={classes}>
      {labelNode}
      {inline ? <div className="webform-field__body">{body}</div> : body}
    </div>
  );
}
