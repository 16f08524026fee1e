/* Typed answers: text (text, email, tel, url), textarea with its counter, number, date, time, date-time and
 * slider. Native inputs throughout: they are accessible, and a phone brings the right keyboard or picker. */
import { countWords, formatDate, formatSliderValue, moveRangeHandle, parseDate, snapSlider } from "@yu/webform-rules";
import { fromTimeInput, toTimeInput } from "@yu/webform-rules";
import { scrollToPicker } from "../picker-scroll";
import type { DateField, DescriptionDisplay, NumberField, SliderField, TextareaField, TextField, TimeField, TitleDisplay } from "@/mapping/webform/field-schema";
import { describedBy, Field, type FieldIds } from "./Field";

export interface ControlProps<F, V> {
  field: F;
  ids: FieldIds;
  value: unknown;
  error: string | undefined;
  required: boolean;
  disabled: boolean;
  /** Drupal's `readonly` (the element's `#readonly` or a rule): shown and sent, not changed. */
  readOnly: boolean;
  onChange: (value: V) => void;
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  name: "name", full_name: "name", first_name: "given-name", last_name: "family-name", email: "email", phone: "tel", postcode: "postal-code",
};

const asText = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

function inputProps(ids: FieldIds, hint: string | null, error: string | undefined, required: boolean, disabled: boolean, readOnly = false) {
  return {
    id: ids.control,
    "aria-describedby": describedBy(ids, hint, error),
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    disabled,
    readOnly: readOnly || undefined,
  };
}

/** Where a field's label and hint go (Drupal's `#title_display`, `#description_display`). */
export function displayOf(field: { titleDisplay?: TitleDisplay; descriptionDisplay?: DescriptionDisplay }) {
  return { titleDisplay: field.titleDisplay, descriptionDisplay: field.descriptionDisplay };
}

export function TextControl({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<TextField, string>) {
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} optional={field.showOptional && !required} hint={field.hint} error={error}>
      <input
        {...inputProps(ids, field.hint, error, required, disabled, readOnly)}
        className="webform-input"
        type={field.inputType}
        name={field.name}
        value={asText(value)}
        placeholder={field.placeholder ?? undefined}
        autoComplete={AUTOCOMPLETE[field.name] ?? (field.inputType === "text" ? undefined : field.inputType)}
        spellCheck={field.inputType === "text" ? undefined : false}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

function counterText(field: TextareaField, text: string): string | null {
  if (field.words?.max != null) return `${countWords(text)} of ${field.words.max} words`;
  if (field.length.max != null) return `${text.length} of ${field.length.max} characters`;
  return null;
}

export function TextareaControl({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<TextareaField, string>) {
  const text = asText(value);
  const counter = counterText(field, text);
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} optional={field.showOptional && !required} hint={field.hint} error={error}>
      <textarea
        {...inputProps(ids, field.hint, error, required, disabled, readOnly)}
        className="webform-input webform-input--textarea"
        name={field.name}
        rows={5}
        value={text}
        placeholder={field.placeholder ?? undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {counter && <p className="webform-field__counter">{counter}</p>}
    </Field>
  );
}

export function NumberControl({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<NumberField, number | string | null>) {
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error}>
      <input
        {...inputProps(ids, field.hint, error, required, disabled, readOnly)}
        className="webform-input webform-input--short"
        type="number"
        inputMode={field.step !== null && !Number.isInteger(field.step) ? "decimal" : "numeric"}
        name={field.name}
        min={field.min ?? undefined}
        max={field.max ?? undefined}
        step={field.step ?? undefined}
        value={asText(value)}
        placeholder={field.placeholder ?? undefined}
        // An unfinished number ("-", "1e") reads as empty: kept as typed text so the validator can say so.
        onChange={(e) => onChange(e.target.value === "" ? (e.target.validity.badInput ? e.target.value : null) : Number(e.target.value))}
      />
    </Field>
  );
}

/** DD-MM-YYYY (the model, spec §5) ↔ YYYY-MM-DD (the native picker). */
function isoDate(value: unknown): string {
  const date = typeof value === "string" ? parseDate(value) : null;
  return date ? `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}` : "";
}

export function DateControl({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<DateField, string | null>) {
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error}>
      <input
        {...inputProps(ids, field.hint, error, required, disabled, readOnly)}
        className="webform-input webform-input--short"
        type="date"
        name={field.name}
        min={field.min ? isoDate(field.min) || undefined : undefined}
        max={field.max ? isoDate(field.max) || undefined : undefined}
        value={isoDate(value)}
        onClick={(e) => scrollToPicker(e.currentTarget)}
        onChange={(e) => {
          const date = parseDate(e.target.value);
          onChange(date ? formatDate(date) : null);
        }}
      />
    </Field>
  );
}

export function TimeControl({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<TimeField, string | null>) {
  const time = field.kind === "time";
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error}>
      <input
        {...inputProps(ids, field.hint, error, required, disabled, readOnly)}
        className="webform-input webform-input--short"
        type={time ? "time" : "datetime-local"}
        name={field.name}
        value={time ? (toTimeInput(asText(value)) ?? "") : asText(value)}
        onChange={(e) => onChange(e.target.value === "" ? null : time ? fromTimeInput(e.target.value) : e.target.value)}
      />
    </Field>
  );
}

export function SliderControl(props: ControlProps<SliderField, number | [number, number]>) {
  return props.field.range ? <RangeSlider {...props} /> : <SingleSlider {...props} />;
}

function SingleSlider({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<SliderField, number>) {
  const current = typeof value === "number" ? value : field.min;
  const shown = formatSliderValue(current, field.prefix);
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error}>
      <div className="webform-slider">
        <input
          {...inputProps(ids, field.hint, error, required, disabled)}
          // A range input has no readonly: it says so, and the answer holds still.
          aria-readonly={readOnly || undefined}
          className="webform-slider__input"
          type="range"
          name={field.name}
          min={field.min}
          max={field.max}
          step={field.step}
          value={current}
          aria-valuetext={shown}
          onChange={(e) => {
            if (!readOnly) onChange(snapSlider(Number(e.target.value), field));
          }}
        />
        <output className="webform-slider__value" htmlFor={ids.control}>
          {shown}
        </output>
      </div>
      <SliderBounds field={field} />
    </Field>
  );
}

const asRange = (value: unknown, field: SliderField): [number, number] =>
  Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number" ? [value[0], value[1]] : [field.min, field.max];

/** Two native range inputs, one per handle: each is labelled, keyboard-operable, and stops at the other. */
function RangeSlider({ field, ids, value, error, required, disabled, readOnly, onChange }: ControlProps<SliderField, [number, number]>) {
  const range = asRange(value, field);
  const handles = [
    { handle: "lower", label: "Minimum", id: ids.control, value: range[0] },
    { handle: "upper", label: "Maximum", id: `${ids.control}-upper`, value: range[1] },
  ] as const;
  return (
    <Field {...displayOf(field)} ids={ids} label={field.label} hint={field.hint} error={error} group>
      <div className="webform-slider webform-slider--range">
        {handles.map((h) => (
          <div key={h.handle} className="webform-slider__handle">
            <label htmlFor={h.id} className="webform-slider__label">
              {h.label}
            </label>
            <input
              {...inputProps(ids, field.hint, error, required, disabled)}
              aria-readonly={readOnly || undefined}
              id={h.id}
              className="webform-slider__input"
              type="range"
              name={`${field.name}[${h.handle === "lower" ? 0 : 1}]`}
              min={field.min}
              max={field.max}
              step={field.step}
              value={h.value}
              aria-valuetext={formatSliderValue(h.value, field.prefix)}
              onChange={(e) => {
                if (!readOnly) onChange(moveRangeHandle(range, h.handle, Number(e.target.value), field));
              }}
            />
            <output className="webform-slider__value" htmlFor={h.id}>
              {formatSliderValue(h.value, field.prefix)}
            </output>
          </div>
        ))}
      </div>
      <SliderBounds field={field} />
    </Field>
  );
}

function SliderBounds({ field }: { field: SliderField }) {
  return (
    <div className="webform-slider__bounds" aria-hidden="true">
      <span>{formatSliderValue(field.min, field.prefix)}</span>
      <span>{formatSliderValue(field.max, field.prefix)}</span>
    </div>
  );
}
