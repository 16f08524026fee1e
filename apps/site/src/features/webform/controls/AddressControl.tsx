/* Spec §5 address: street, suburb, state and postcode (required when the address is), street line 2 optional,
 * the five state options, the postcode a number. One fieldset; each part is its own labelled question, named
 * "address[locality]" as Drupal names a composite's parts. */
import type { AddressField, AddressPart, AddressValue } from "@/mapping/webform/field-schema";
import { describedBy, ErrorMessage, fieldIds, hintPlaces, labelClassName, type FieldIds } from "./Field";

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  address_line1: "address-line1",
  address_line2: "address-line2",
  locality: "address-level2",
  administrative_area: "address-level1",
  postal_code: "postal-code",
};

interface Props {
  field: AddressField;
  ids: FieldIds;
  value: unknown;
  /** Messages keyed "address.postal_code". */
  errors: Readonly<Record<string, string>>;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  partId: (part: string) => string;
  onChange: (value: AddressValue) => void;
}

function Part({ part, inputName, ids, value, error, required, optional, disabled, readOnly, onChange }: {
  part: AddressPart; inputName: string; ids: FieldIds; value: string; error: string | undefined; required: boolean; optional: boolean;
  disabled: boolean; readOnly: boolean; onChange: (v: string) => void;
}) {
  const common = {
    id: ids.control,
    name: inputName,
    disabled,
    "aria-describedby": describedBy(ids, null, error),
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    autoComplete: AUTOCOMPLETE[part.name],
  };
  return (
    <div className={`webform-field webform-address__part webform-address__part--${part.name} ${error ? "webform-field--error" : ""}`}>
      <label className="webform-field__label webform-field__label--part" htmlFor={ids.control}>
        {part.label}
        {optional && <span className="webform-field__optional"> (optional)</span>}
      </label>
      <ErrorMessage id={ids.error} message={error} />
      {part.kind === "select" ? (
        <select {...common} className="webform-input" value={value} onChange={(e) => {
          if (!readOnly) onChange(e.target.value);
        }}>
          <option value="" disabled={readOnly && value !== ""}>- Select -</option>
          {(part.options ?? []).map((o) => (
            <option key={o.value} value={o.value} disabled={readOnly && value !== o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          readOnly={readOnly || undefined}
          className={`webform-input ${part.kind === "number" ? "webform-input--postcode" : ""}`}
          type="text"
          inputMode={part.kind === "number" ? "numeric" : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

export function AddressControl({ field, ids, value, errors, required, disabled, readOnly, partId, onChange }: Props) {
  const address: AddressValue = typeof value === "object" && value !== null ? (value as AddressValue) : {};
  const hints = hintPlaces(ids, field.hint, field.descriptionDisplay);
  return (
    <fieldset className="webform-field webform-address" aria-describedby={field.hint ? ids.hint : undefined}>
      <legend className={labelClassName(field.titleDisplay)}>
        {field.label}
        {!required && <span className="webform-field__optional"> (optional)</span>}
      </legend>
      {hints.before}
      <div className="webform-address__parts">
        {field.parts
          .filter((part) => part.kind !== "hidden")
          .map((part) => (
            <Part
              key={part.name}
              part={part}
              inputName={`${field.name}[${part.name}]`}
              ids={fieldIds(partId(part.name))}
              value={address[part.name] ?? ""}
              error={errors[`${field.name}.${part.name}`]}
              required={required && part.required}
              optional={required && !part.required}
              disabled={disabled}
              readOnly={readOnly}
              onChange={(v) => onChange({ ...address, [part.name]: v })}
            />
          ))}
      </div>
      {hints.after}
    </fieldset>
  );
}
