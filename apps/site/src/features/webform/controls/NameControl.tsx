/* Drupal Webform's name (webform_name): one fieldset, each part the form shows (title, first, middle, last, suffix,
 * degree) its own labelled text box named "name[first]", as Drupal names a composite's parts. The title offers
 * Drupal's `titles` list and takes any other text, as Drupal's "select or other" does. */
import type { NameField, NameValue } from "@/mapping/webform/field-schema";
import { describedBy, ErrorMessage, fieldIds, hintPlaces, labelClassName, type FieldIds } from "./Field";

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  title: "honorific-prefix",
  first: "given-name",
  middle: "additional-name",
  last: "family-name",
  suffix: "honorific-suffix",
};

interface Props {
  field: NameField;
  ids: FieldIds;
  value: unknown;
  /** The name's own message (a required name left empty). */
  error: string | undefined;
  /** Messages keyed "name.first". */
  errors: Readonly<Record<string, string>>;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  partId: (part: string) => string;
  onChange: (value: NameValue) => void;
}

export function NameControl({ field, ids, value, error, errors, required, disabled, readOnly, partId, onChange }: Props) {
  const name: NameValue = typeof value === "object" && value !== null ? (value as NameValue) : {};
  const hints = hintPlaces(ids, field.hint, field.descriptionDisplay);
  const anyRequired = field.parts.some((part) => part.required);
  return (
    <fieldset className={`webform-field webform-name ${error ? "webform-field--error" : ""}`} aria-describedby={describedBy(ids, field.hint, error)}>
      <legend className={labelClassName(field.titleDisplay)}>
        {field.label}
        {!required && !anyRequired && <span className="webform-field__optional"> (optional)</span>}
      </legend>
      {hints.before}
      <ErrorMessage id={ids.error} message={error} />
      <div className="webform-name__parts">
        {field.parts.map((part) => {
          const partIds: FieldIds = fieldIds(partId(part.name));
          const partError = errors[`${field.name}.${part.name}`];
          const listId = part.suggestions ? `${partIds.control}-options` : undefined;
          return (
            <div key={part.name} className={`webform-field webform-name__part webform-name__part--${part.name} ${partError ? "webform-field--error" : ""}`}>
              <label className="webform-field__label webform-field__label--part" htmlFor={partIds.control}>
                {part.label}
              </label>
              <ErrorMessage id={partIds.error} message={partError} />
              <input
                id={partIds.control}
                className="webform-input"
                type="text"
                name={`${field.name}[${part.name}]`}
                value={name[part.name] ?? ""}
                list={listId}
                maxLength={255}
                disabled={disabled}
                readOnly={readOnly || undefined}
                autoComplete={AUTOCOMPLETE[part.name]}
                aria-describedby={describedBy(partIds, null, partError)}
                aria-invalid={partError ? true : undefined}
                aria-required={part.required || undefined}
                onChange={(e) => onChange({ ...name, [part.name]: e.target.value })}
              />
              {listId && (
                <datalist id={listId}>
                  {(part.suggestions ?? []).map((title) => (
                    <option key={title} value={title} />
                  ))}
                </datalist>
              )}
            </div>
          );
        })}
      </div>
      {hints.after}
    </fieldset>
  );
}
