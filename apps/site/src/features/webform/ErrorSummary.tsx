import { controlId } from "./form-state";
import { focusAnswer } from "./focus-answer";

interface Props {
  prefix: string;
  /** The answers to fix, in the form's order. */
  errorKeys: readonly string[];
  /** The message of each. */
  shown: Readonly<Record<string, string>>;
  autoFocus: boolean;
}

/** GOV.UK's error summary: each answer to fix, a link that moves to it. */
export function ErrorSummary({ prefix, errorKeys, shown, autoFocus }: Props) {
  return (
    <div className="webform-summary" aria-labelledby={`${prefix}-summary`} tabIndex={-1} autoFocus={autoFocus}>
      <h3 id={`${prefix}-summary`} className="webform-summary__title">
        There is a problem
      </h3>
      <ul>
        {errorKeys.map((key) => (
          <li key={key}>
            <a
              href={`#${controlId(prefix, key)}`}
              onClick={(e) => {
                e.preventDefault();
                focusAnswer(prefix, key);
              }}
            >
              {shown[key]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
