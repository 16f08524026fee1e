import { Button } from "@/components/button/Button";
import { askFormId, askProblemsId } from "./ask-locations";
import { EMPTY_ANSWERS, QUESTION_MAX_CHARS, type AskField } from "./ask-question";
import type { AskRetry } from "./students-view";

export const ASK_ACTION = "/api/ask-a-student";

const LABELS: Record<AskField, string> = {
  name: "Your name",
  email: "Your email",
  question: "Your question",
  privacy: "I agree to the privacy statement",
};

/**
 * 'Ask {name} a question' as a plain form post: it works without scripts, and when the question cannot be sent
 * yet the page comes back with the visitor's answers, a summary of the problems and each one beside its field.
 */
export function AskStudentForm({ profileId, name, back, startedAt, retry, productName }: {
  profileId: string;
  name: string;
  /** The list's filters, carried back after sending. */
  back: string;
  startedAt: number;
  retry: AskRetry | null;
  productName: string;
}) {
  const id = (field: string) => `${askFormId(profileId)}-${field}`;
  const answers = retry?.answers ?? EMPTY_ANSWERS;
  const errors = retry?.errors ?? {};
  const problems = (Object.keys(errors) as AskField[]).filter((f) => errors[f]);
  const described = (field: AskField, hint?: string) => [hint, errors[field] ? id(`${field}-error`) : undefined].filter(Boolean).join(" ") || undefined;
  const error = (field: AskField) =>
    errors[field] && (
      <p id={id(`${field}-error`)} className="webform-field__error">
        <span className="visually-hidden">Error: </span>
        {errors[field]}
      </p>
    );
  return (
    <form id={askFormId(profileId)} className="student-ask__form" action={ASK_ACTION} method="post" noValidate aria-label={`Ask ${name} a question`}>
      {retry && (problems.length > 0 || retry.message) && (
        <div id={askProblemsId(profileId)} className="webform-summary" role="alert" tabIndex={-1} aria-labelledby={id("problems-title")}>
          <h4 id={id("problems-title")} className="webform-summary__title">
            There is a problem
          </h4>
          {retry.message && <p className="student-ask__message">{retry.message}</p>}
          {problems.length > 0 && (
            <ul>
              {problems.map((f) => (
                <li key={f}>
                  <a href={`#${id(f)}`}>{errors[f]}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <input type="hidden" name="profile_id" value={profileId} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="form_started_at" value={startedAt} />
      <div className="webform-trap" aria-hidden="true">
        <label htmlFor={id("website")}>Leave this field empty</label>
        <input id={id("website")} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className={`webform-field${errors.name ? " webform-field--error" : ""}`}>
        <label className="webform-field__label" htmlFor={id("name")}>{LABELS.name}</label>
        {error("name")}
        <input id={id("name")} className="webform-input" type="text" name="name" autoComplete="name" required maxLength={255}
          defaultValue={answers.name} aria-invalid={errors.name ? true : undefined} aria-describedby={described("name")} />
      </div>
      <div className={`webform-field${errors.email ? " webform-field--error" : ""}`}>
        <label className="webform-field__label" htmlFor={id("email")}>{LABELS.email}</label>
        <p id={id("email-hint")} className="webform-field__hint">{name} replies to this address.</p>
        {error("email")}
        <input id={id("email")} className="webform-input" type="email" name="email" autoComplete="email" required maxLength={255}
          defaultValue={answers.email} aria-invalid={errors.email ? true : undefined} aria-describedby={described("email", id("email-hint"))} />
      </div>
      <div className={`webform-field${errors.question ? " webform-field--error" : ""}`}>
        <label className="webform-field__label" htmlFor={id("question")}>{LABELS.question}</label>
        <p id={id("question-hint")} className="webform-field__hint">At most {QUESTION_MAX_CHARS} characters.</p>
        {error("question")}
        <textarea id={id("question")} className="webform-input webform-input--textarea" name="question" required rows={5}
          defaultValue={answers.question} aria-invalid={errors.question ? true : undefined} aria-describedby={described("question", id("question-hint"))} />
      </div>
      <div className={`webform-field webform-privacy${errors.privacy ? " webform-field--error" : ""}`}>
        <p className="webform-privacy__heading">Privacy statement</p>
        <p id={id("privacy-hint")} className="webform-privacy__content">
          {productName} passes your name, email and question only to the student you ask, who replies by email.
        </p>
        {error("privacy")}
        <div className="webform-choice">
          <input id={id("privacy")} className="webform-choice__input" type="checkbox" name="privacy" value="yes" required
            defaultChecked={answers.privacy} aria-invalid={errors.privacy ? true : undefined} aria-describedby={described("privacy", id("privacy-hint"))} />
          <label className="webform-choice__label" htmlFor={id("privacy")}>{LABELS.privacy}</label>
        </div>
      </div>
      <div className="webform-actions">
        <Button kind="submit" type="primary">
          Send question
        </Button>
      </div>
    </form>
  );
}
